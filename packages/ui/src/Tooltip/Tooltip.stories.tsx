import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { Tooltip } from './Tooltip';

/** Room above and below the trigger for the bubble. */
const Stage = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.xxxl};
`;

const needsAudio = 'You need to first add audio content for this chapter to generate the audio';
const needsAudioHe = 'יש להוסיף תחילה תוכן שמע לפרק זה כדי ליצור את השמע';

const meta = {
  title: 'UI/Tooltip',
  parameters: {
    docs: {
      description: {
        component:
          'A short description shown on hover and on focus, dismissed by Escape. Around a disabled control the wrapper becomes focusable and carries the description itself.\n\n**When to use.** To name an icon-only control or explain a disabled one. Never for information the user needs to complete a task.\n\n**Right to left.** It is centred over its trigger, so it sits the same in either direction; its text follows the page.',
      },
    },
  },
  component: Tooltip,
  args: { content: 'Edit chapter', children: <Button variant="secondary">Edit</Button> },
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const editHe = { content: 'עריכת הפרק', children: <Button variant="secondary">עריכה</Button> };

/**
 * Shown while the pointer is over the control, hidden when it leaves; it describes the control. The
 * picture ends with the pointer back on the control and the tooltip shown.
 */
const showsOnHover =
  (buttonName: string, description: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: buttonName });
    await expect(button).toHaveAccessibleDescription(description);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(button);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(description);
  };
export const OnHover: Story = { play: showsOnHover('Edit', 'Edit chapter') };
export const OnHoverRtl = rtl<Story>({ args: editHe, play: showsOnHover('עריכה', 'עריכת הפרק') });

/**
 * Shown on keyboard focus; Escape hides it while focus stays on the control. The picture ends after
 * tabbing away and back: the control shows its focus ring and the tooltip is shown again.
 */
const showsOnFocus =
  (name: string, description: string, target: 'button' | 'wrapper' = 'button'): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name });
    // A disabled button cannot take focus: its wrapper does, and carries the description.
    const focusable = target === 'wrapper' ? button.parentElement! : button;
    await userEvent.tab();
    await expect(focusable).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(description);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(focusable).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(focusable).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(description);
  };
export const OnFocus: Story = { play: showsOnFocus('Edit', 'Edit chapter') };
export const OnFocusRtl = rtl<Story>({ args: editHe, play: showsOnFocus('עריכה', 'עריכת הפרק') });

export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
export const BottomRtl = rtl<Story>({ args: { ...editHe, defaultOpen: true, placement: 'bottom' } });

/** The Generate button of a chapter without audio content: disabled, yet its reason is one Tab away. */
export const DisabledButton: Story = {
  args: { defaultOpen: true, content: needsAudio, children: <Button disabled>Generate</Button> },
  play: async ({ canvasElement }) => {
    const wrapper = within(canvasElement).getByRole('button', { name: 'Generate' }).parentElement!;
    await expect(wrapper).toHaveAttribute('tabindex', '0');
    await expect(wrapper).toHaveAccessibleDescription(needsAudio);
  },
};
export const DisabledButtonRtl = rtl<Story>({
  args: { defaultOpen: true, content: needsAudioHe, children: <Button disabled>יצירה</Button> },
});

/** Tab reaches the disabled button's wrapper and shows the tooltip; Escape dismisses it, Tab shows it again. */
export const DisabledButtonFocus: Story = {
  args: { content: needsAudio, children: <Button disabled>Generate</Button> },
  play: showsOnFocus('Generate', needsAudio, 'wrapper'),
};
export const DisabledButtonFocusRtl = rtl<Story>({
  args: { content: needsAudioHe, children: <Button disabled>יצירה</Button> },
  play: showsOnFocus('יצירה', needsAudioHe, 'wrapper'),
});
