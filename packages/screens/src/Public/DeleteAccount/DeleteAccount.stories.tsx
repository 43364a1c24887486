import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE } from '../../storybook/storyFrames';
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
  parameters: { layout: 'fullscreen' },
  args: { state: { step: 'login' }, locale: 'en', onLocaleChange: fn(), onLogin: fn(), onDelete: fn() },
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

const hebrew = { locale: 'he' } as const;
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
  args: { state: { step: 'confirm' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delete Your Account' })).toBeVisible();
    await expect(canvas.getByText('This action is irreversible.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete My Account' })).toBeEnabled();
  },
};

export const ConfirmHebrew: Story = {
  args: { ...hebrew, state: { step: 'confirm' } },
  globals: rtl,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'מחיקת החשבון שלי' })).toBeVisible();
  },
};

/** The product's own dialog asks before anything is deleted; Cancel deletes nothing. */
export const ConfirmDialogOpen: Story = {
  args: { state: { step: 'confirm' } },
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
  args: { ...hebrew, state: { step: 'confirm' } },
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
  args: { state: { step: 'confirm' } },
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
