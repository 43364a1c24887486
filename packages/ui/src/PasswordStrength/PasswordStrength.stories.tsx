import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtl, uiWords } from '../storybook';
import { PasswordStrength, type PasswordScore } from './PasswordStrength';

const meta = {
  title: 'UI/PasswordStrength',
  parameters: {
    docs: {
      description: {
        component:
          "How hard a new password is to guess: five steps and the level in words (zxcvbn's score, 0 to 4; the server refuses a score under 3).\n\n**When to use.** Under every field that sets a new password.\n\n**Right to left.** The steps fill from the inline start, so from the right in Hebrew; the words come from the Hebrew table.\n\n**Screen readers.** The words are a polite live region: the level is announced when it changes.",
      },
    },
  },
  component: PasswordStrength,
  args: { score: null },
} satisfies Meta<typeof PasswordStrength>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The level in words, in the live region, and as many steps filled as the level. */
const expectLevel =
  (score: PasswordScore): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const words = uiWords(globals).passwordStrength;
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(`${words.name}: ${words[`level${score}`]}`);
    await expect(canvasElement.querySelectorAll('[data-filled="true"]')).toHaveLength(score + 1);
  };

const level = (score: PasswordScore): Story => ({ args: { score }, play: expectLevel(score) });

/** Nothing typed yet: empty steps, and a live region that says nothing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
    await expect(canvasElement.querySelectorAll('[data-filled="true"]')).toHaveLength(0);
  },
};
export const EmptyRtl = rtl<Story>({
  ...Empty,
  parameters: { sameBaselineAs: 'an empty meter has no words, so nothing shows its direction' },
});
export const VeryWeak = level(0);
export const VeryWeakRtl = rtl<Story>(VeryWeak);
export const Weak = level(1);
export const WeakRtl = rtl<Story>(Weak);
export const Fair = level(2);
export const FairRtl = rtl<Story>(Fair);
export const Strong = level(3);
export const StrongRtl = rtl<Story>(Strong);
export const VeryStrong = level(4);
export const VeryStrongRtl = rtl<Story>(VeryStrong);

/** At phone width the steps share the width; the words wrap under them. */
export const Phone: Story = { ...level(2), parameters: { viewportWidth: 390 } };
export const PhoneRtl = rtl<Story>(Phone);
