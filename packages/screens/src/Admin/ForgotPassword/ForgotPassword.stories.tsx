import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { ForgotPassword } from './ForgotPassword';
import { forgotPasswordMessages } from './messages';

const meta = {
  title: 'Screens/Admin/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
  args: { status: 'idle', onSubmit: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

const wordsOf = (globals: Record<string, unknown>) =>
  forgotPasswordMessages[globals.dir === 'rtl' ? 'he' : 'en'];
const emailField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

/** The form: an e-mail address, Send link, and the way back to sign in. */
export const Form: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.backToSignIn })).toHaveAttribute('href', '/login');
    await userEvent.click(canvas.getByRole('button', { name: words.send }));
    await expect(canvas.getByText(words.emailRequired)).toBeVisible();
    await userEvent.type(emailField(canvasElement, words.email), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: words.send }));
    await expect(canvas.getByText(words.emailInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(emailField(canvasElement, words.email));
    await userEvent.type(emailField(canvasElement, words.email), ' admin@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: words.send }));
    await expect(args.onSubmit).toHaveBeenCalledWith('admin@example.com');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const FormHebrew = hebrew<Story>(Form);

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    await expect(within(canvasElement).getByRole('button', { name: words.sending })).toBeDisabled();
    await expect(emailField(canvasElement, words.email)).toBeDisabled();
  },
};
export const SendingHebrew = hebrew<Story>(Sending);

/** The one answer, whatever the address: it never says whether the address is an admin's. */
export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.sentTitle })).toBeVisible();
    await expect(canvas.getByText(words.sent)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: words.backToSignIn })).toBeVisible();
  },
};
export const SentHebrew = hebrew<Story>(Sent);

/** The server could not be reached (or refused: the app gives its words). */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(wordsOf(globals).unreachable)).toBeVisible();
  },
};
export const ErrorHebrew = hebrew<Story>(Error);

/** A phone: the card takes the width, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const form = within(canvasElement).getByRole('form', { name: wordsOf(globals).title });
    await expect(form.getBoundingClientRect().width).toBeLessThan(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
