import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPublicLayout, PHONE } from '../../storybook/storyFrames';
import { DeleteAccount, type DeleteAccountProps } from './DeleteAccount';
import { deleteAccountMessages } from './messages';

const HE = deleteAccountMessages.he;

/** Like the app: once the deletion is confirmed, the call runs and the dialog stays open, busy. */
function LikeTheApp(args: DeleteAccountProps) {
  const [state, setState] = useState(args.state);
  return (
    <DeleteAccount
      {...args}
      state={state}
      onDelete={() => {
        args.onDelete();
        setState({ step: 'confirm', deleting: true });
      }}
    />
  );
}

const meta = {
  title: 'Screens/Public/DeleteAccount',
  component: DeleteAccount,
  // The footer's contact e-mail is data, not the interface's words.
  parameters: { layout: 'fullscreen', dataWords: ['support@example.com'] },
  // The site's frame is Hebrew, right to left, whichever language the page itself shows.
  globals: { dir: 'rtl' },
  // In the public site's frame, as the app shows it: header (with the way home) and footer.
  decorators: [
    (Story, context) =>
      inPublicLayout(context.args.page === 'account' ? '/account' : '/delete-account')(Story, context),
  ],
  args: {
    page: 'delete',
    state: { step: 'login' },
    locale: 'en',
    onLocaleChange: fn(),
    onLogin: fn(),
    onDelete: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

const hebrew = { locale: 'he' } as const;
const DANA = 'dana@example.com';
const rtl = { dir: 'rtl' } as const;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'dana@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'dana@example.com', password: 'correct horse' });
  },
};

export const IdleHebrew: Story = {
  args: hebrew,
  globals: rtl,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'מחיקת החשבון' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'התחברות' })).toBeVisible();
  },
};

export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Please enter your email.')).toBeVisible();
    await expect(canvas.getByText('Please enter your password.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email/), 'dana@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const ValidationHebrew: Story = {
  args: hebrew,
  globals: rtl,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'התחברות' }));
    await expect(canvas.getByText(HE.emailRequired)).toBeVisible();
    await expect(canvas.getByText(HE.passwordRequired)).toBeVisible();
  },
};

export const LoggingIn: Story = {
  args: { state: { step: 'login', submitting: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Logging in.../ })).toBeDisabled();
  },
};

/** The server's own detail is shown when it gives one. */
export const LoginError: Story = {
  args: { state: { step: 'login', error: 'Invalid email or password' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const LoginErrorHebrew: Story = {
  args: { ...hebrew, state: { step: 'login', error: 'ההתחברות נכשלה. נסו שוב.' } },
  globals: rtl,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ההתחברות נכשלה. נסו שוב.');
  },
};

export const Confirm: Story = {
  args: { state: { step: 'confirm', email: DANA } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delete Your Account' })).toBeVisible();
    await expect(canvas.getByText('This action is irreversible.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete My Account' })).toBeEnabled();
    // It names the account that will go, and offers a way out: back to the account, or sign out.
    await expect(canvas.getByText(DANA)).toBeVisible();
    await expect(canvas.getByText(/The account to delete:/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account');
    // In the site's frame: the header's brand is the way home.
    await expect(canvas.getByRole('link', { name: 'תנ״ך מאויר' })).toHaveAttribute('href', '/');
  },
};

export const ConfirmHebrew: Story = {
  args: { ...hebrew, state: { step: 'confirm', email: DANA } },
  globals: rtl,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'מחיקת החשבון שלי' })).toBeVisible();
    await expect(canvas.getByText(/החשבון שיימחק:/)).toHaveTextContent(DANA);
    await expect(canvas.getByRole('link', { name: 'ביטול' })).toHaveAttribute('href', '/account');
    await userEvent.click(canvas.getByRole('button', { name: 'התנתקות' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Arriving with a link's token: the page does not know the e-mail and names no account. */
export const ConfirmFromLink: Story = {
  args: { state: { step: 'confirm' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delete Your Account' })).toBeVisible();
    await expect(canvas.queryByText(/The account to delete:/)).toBeNull();
  },
};

/** The public site's "login": a reader (an app user) signs in to their account, not to the admin. */
export const AccountLoginHebrew: Story = {
  args: { ...hebrew, page: 'account' },
  globals: rtl,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'החשבון שלי' })).toBeVisible();
    await expect(canvas.queryByText(/ממשק הניהול/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'התחברות' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AccountLogin: Story = {
  args: { page: 'account' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeVisible();
  },
};

/** Signed in: which account, a way to delete it, and sign out. */
export const AccountSignedInHebrew: Story = {
  args: { ...hebrew, page: 'account', state: { step: 'account', email: DANA } },
  globals: rtl,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/מחוברים בתור/)).toHaveTextContent(DANA);
    await expect(canvas.getByRole('link', { name: 'מחיקת החשבון שלי' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'התנתקות' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const AccountSignedIn: Story = {
  args: { page: 'account', state: { step: 'account', email: DANA } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Signed in as/)).toHaveTextContent(DANA);
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  },
};

export const AccountSignedInPhoneHebrew: Story = {
  ...AccountSignedInHebrew,
  parameters: PHONE,
};

/** The product's own dialog asks before anything is deleted; Cancel deletes nothing. */
export const ConfirmDialogOpen: Story = {
  args: { state: { step: 'confirm', email: DANA } },
  parameters: { before: 'Confirm' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete My Account' }));
    let dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete your account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete My Account' }));
    dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toBeVisible();
  },
};

/** The dialog open over the Hebrew page, focus on Cancel; nothing deleted yet. */
export const ConfirmDialogOpenHebrew: Story = {
  args: { ...hebrew, state: { step: 'confirm', email: DANA } },
  globals: rtl,
  parameters: { before: 'ConfirmHebrew' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'מחיקת החשבון שלי' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('האם אתם בטוחים שברצונכם למחוק את החשבון?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ביטול' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Delete in the dialog hands the deletion to the app; while it runs the dialog stays open, busy. */
export const Deleting: Story = {
  args: { state: { step: 'confirm', email: DANA } },
  render: (args) => <LikeTheApp {...args} />,
  parameters: { before: 'ConfirmDialogOpen', blurBeforeScreenshot: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete My Account' }));
    let dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Deleting.../ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed deletion keeps the confirmation view and says so. */
export const DeleteFailed: Story = {
  args: { state: { step: 'confirm', error: 'Your account could not be deleted. Please try again.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be deleted');
    await expect(canvas.getByRole('button', { name: 'Delete My Account' })).toBeEnabled();
  },
};

export const Deleted: Story = {
  args: { state: { step: 'deleted' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Account Deleted Successfully!' }),
    ).toBeVisible();
  },
};

export const DeletedHebrew: Story = {
  args: { ...hebrew, state: { step: 'deleted' } },
  globals: rtl,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'החשבון נמחק בהצלחה!' })).toBeVisible();
  },
};

export const PhoneHebrew: Story = { args: hebrew, globals: rtl, parameters: PHONE };
