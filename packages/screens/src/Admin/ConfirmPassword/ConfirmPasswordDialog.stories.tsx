import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
import { confirmPasswordMessages } from './messages';

/** The dialog's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) =>
  confirmPasswordMessages[globals.dir === 'rtl' ? 'he' : 'en'];
const dialog = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: title }));

const meta = {
  title: 'Screens/Admin/ConfirmPassword',
  component: ConfirmPasswordDialog,
  args: { open: true, status: 'idle', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks for the password; empty, it says it is required; typed, Confirm hands it over. */
export const Asking: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const box = dialog(canvasElement, words.title);
    await expect(box.getByText(words.message)).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: words.confirm }));
    await expect(box.getByText(words.passwordRequired)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(box.getByLabelText(new RegExp(`^${words.password}`)), 'correct horse');
    await userEvent.click(box.getByRole('button', { name: words.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith('correct horse');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const AskingHebrew = hebrew<Story>(Asking);

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    await expect(
      dialog(canvasElement, words.title).getByRole('button', { name: words.confirming }),
    ).toBeDisabled();
  },
};
export const SubmittingHebrew = hebrew<Story>(Submitting);

/** The server refused the password: its words (in the admin's language, from the app) above the field. */
export const WrongPassword: Story = {
  args: { status: { error: 'Current password is incorrect' } },
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const box = dialog(canvasElement, words.title);
    const refused = typeof args.status === 'object' ? args.status.error : '';
    await expect(box.getByRole('alert')).toHaveTextContent(refused);
    await expect(box.getByRole('button', { name: words.confirm })).toBeEnabled();
  },
};
export const WrongPasswordHebrew = hebrew<Story>({
  ...WrongPassword,
  args: { status: { error: 'הסיסמה הנוכחית שגויה' } },
});

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
