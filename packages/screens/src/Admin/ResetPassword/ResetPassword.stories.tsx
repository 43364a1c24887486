import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew, uiWords } from '@bible-admin/ui/storybook';
import { ResetPassword } from './ResetPassword';
import { resetPasswordMessages } from './messages';

const meta = {
  title: 'Screens/Admin/ResetPassword',
  component: ResetPassword,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', onSubmit: fn(), onLocaleChange: fn(), onNewPasswordChange: fn() },
} satisfies Meta<typeof ResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

const wordsOf = (globals: Record<string, unknown>) =>
  resetPasswordMessages[globals.dir === 'rtl' ? 'he' : 'en'];
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(wordsOf(globals).checking)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
export const CheckingHebrew = hebrew<Story>(Checking);

/**
 * The form with the password rules: the length, and the confirmation; the app scores New Password as it is
 * typed and the meter says the level it hands back.
 */
export const Form: Story = {
  args: { newPasswordScore: 4 },
  play: async ({ canvasElement, args, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(field(canvasElement, words.newPassword)).toHaveAccessibleDescription(words.newPasswordHelp);
    await userEvent.type(field(canvasElement, words.newPassword), 'short');
    await userEvent.type(field(canvasElement, words.confirmPassword), 'other');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    // An error follows its field's help in one description.
    await expect(field(canvasElement, words.newPassword)).toHaveAccessibleDescription(
      new RegExp(words.newTooShort),
    );
    await expect(field(canvasElement, words.confirmPassword)).toHaveAccessibleDescription(words.mismatch);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field(canvasElement, words.newPassword));
    await userEvent.clear(field(canvasElement, words.confirmPassword));
    await userEvent.type(field(canvasElement, words.newPassword), 'Juniper-Orbit-Lantern-42');
    await userEvent.type(field(canvasElement, words.confirmPassword), 'Juniper-Orbit-Lantern-42');
    await expect(args.onNewPasswordChange).toHaveBeenLastCalledWith('Juniper-Orbit-Lantern-42');
    const meter = uiWords(globals).passwordStrength;
    await expect(canvas.getByRole('status')).toHaveTextContent(`${meter.name}: ${meter.level4}`);
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { new_password: 'Juniper-Orbit-Lantern-42', confirm_password: 'Juniper-Orbit-Lantern-42' },
      expect.anything(),
      expect.anything(),
    );
  },
  parameters: { blurBeforeScreenshot: true },
};
export const FormHebrew = hebrew<Story>(Form);

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    await expect(within(canvasElement).getByRole('button', { name: words.saving })).toBeDisabled();
    await expect(field(canvasElement, words.newPassword)).toBeDisabled();
  },
};
export const SavingHebrew = hebrew<Story>(Saving);

/** A refusal the app puts in words (a password too common), above the form. */
export const Refused: Story = {
  args: { status: 'error', error: 'New Password is too common' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.error!)).toBeVisible();
    await expect(within(canvasElement).getByRole('form')).toBeVisible();
  },
};
export const RefusedHebrew = hebrew<Story>({
  ...Refused,
  args: { status: 'error', error: 'הסיסמה נפוצה מדי. בחרו סיסמה אחרת.' },
});

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.done)).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.signIn })).toHaveAttribute('href', '/login');
  },
};
export const DoneHebrew = hebrew<Story>(Done);

/** A link that opens nothing says why, and offers no form. */
const refusal = (status: 'expired' | 'used' | 'superseded' | 'invalid'): Story => ({
  args: { status },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.linkTitle })).toBeVisible();
    await expect(canvas.getByText(words[status])).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
});
export const LinkExpired = refusal('expired');
export const LinkExpiredHebrew = hebrew<Story>(LinkExpired);
export const LinkUsed = refusal('used');
export const LinkUsedHebrew = hebrew<Story>(LinkUsed);
export const LinkSuperseded = refusal('superseded');
export const LinkSupersededHebrew = hebrew<Story>(LinkSuperseded);
export const LinkInvalid = refusal('invalid');
export const LinkInvalidHebrew = hebrew<Story>(LinkInvalid);

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const form = within(canvasElement).getByRole('form', { name: wordsOf(globals).title });
    await expect(form.getBoundingClientRect().width).toBeLessThan(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
