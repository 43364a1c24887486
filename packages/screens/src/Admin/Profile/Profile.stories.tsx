import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '@bible-admin/ui/storybook';
import type { SaveState } from '../../internal/SaveState';
import { clearField } from '../common/storyActions';
import { pngFile } from '../fixtures/chapters';
import { admin, adminWithoutPhoto } from './fixtures';
import { profileMessages } from './messages';
import { Profile, type ProfileProps } from './Profile';

/** The words of the locale the story runs in (the RTL twins run in Hebrew). */
const wordsIn = (canvasElement: HTMLElement) =>
  profileMessages[canvasElement.ownerDocument.documentElement.lang === 'he' ? 'he' : 'en'] ??
  profileMessages.en;

interface Outcomes {
  /** What the app reports once a form's save was sent: still saving (the default), saved, or failed. */
  afterProfile?: SaveState;
  afterPassword?: SaveState;
}

/** Like the app: a save puts its own form (and only it) in the state the story names. */
function Interactive({ afterProfile, afterPassword, ...args }: ProfileProps & Outcomes) {
  const [profileSave, setProfileSave] = useState(args.profileSave);
  const [passwordSave, setPasswordSave] = useState(args.passwordSave);
  return (
    <Profile
      {...args}
      profileSave={profileSave}
      passwordSave={passwordSave}
      onSaveProfile={(values) => {
        args.onSaveProfile(values);
        setProfileSave(afterProfile ?? { status: 'saving' });
      }}
      onChangePassword={(values) => {
        args.onChangePassword(values);
        setPasswordSave(afterPassword ?? { status: 'saving' });
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Profile',
  // The screen behind the app's stand-in, which feeds each form's save state back like the app does.
  component: Interactive,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    user: admin,
    onSaveProfile: fn(),
    onChangePassword: fn(),
  },
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

const profileForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: wordsIn(canvasElement).profileTitle }));
const passwordForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: wordsIn(canvasElement).passwordTitle }));
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Fills the three password fields (a value of '' leaves a field empty). */
async function typePasswords(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  const form = passwordForm(canvasElement);
  if (current) await userEvent.type(form.getByLabelText(/^Current Password/), current);
  if (next) await userEvent.type(form.getByLabelText(/^New Password/), next);
  if (confirm) await userEvent.type(form.getByLabelText(/^Confirm New Password/), confirm);
}

export const Loading: Story = {
  args: { status: 'loading', user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('form')).toBeNull();
    // The forms' shapes under their titles, not a spinner: nothing moves when they arrive.
    await expect(canvas.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(6);
  },
};

/** The signed-in admin could not be read: the server's words and a way to try again, no form. */
export const LoadError: Story = {
  args: {
    status: 'error',
    user: null,
    loadError: 'Server unreachable. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Server unreachable. Please try again later.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const words = wordsIn(canvasElement);
    const form = profileForm(canvasElement);
    await expect(form.getByRole('img', { name: words.photo })).toHaveAttribute('src', admin.profile_pic);
    await expect(form.getByRole('button', { name: words.changePhoto })).toBeEnabled();
    await expect(form.getByRole('textbox', { name: new RegExp(words.firstName) })).toHaveValue('Rivka');
    await expect(form.getByRole('textbox', { name: words.lastName })).toHaveValue('Ben-David');
    const email = form.getByRole('textbox', { name: words.email });
    await expect(email).toHaveValue(admin.email);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAttribute('dir', 'ltr');
    const passwords = passwordForm(canvasElement);
    await expect(passwords.getByLabelText(new RegExp(`^${words.currentPassword}`))).toHaveValue('');
    await expect(passwords.getByRole('button', { name: words.updatePassword })).toBeEnabled();
  },
};
export const PopulatedRtl = rtl(Populated);

/** Without a stored photo the initials stand in; the camera button still offers one. */
export const NoPhoto: Story = {
  args: { user: adminWithoutPhoto },
  play: async ({ canvasElement }) => {
    const form = profileForm(canvasElement);
    await expect(form.getByRole('img', { name: 'Profile photo' })).toHaveTextContent('RB');
  },
};

export const PhotoPreview: Story = {
  args: { user: adminWithoutPhoto },
  play: async ({ args, canvasElement }) => {
    const form = profileForm(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('rivka.png'));
    const photo = await form.findByRole('img', { name: 'Profile photo' });
    await waitFor(() => expect(photo.getAttribute('src')).toMatch(/^blob:/));
    await expect(form.getByText('New photo chosen. Save Changes to keep it.')).toBeVisible();
    // Chosen, not saved: nothing is sent until Save Changes.
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const NonImageRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const form = profileForm(canvasElement);
    // applyAccept: false plays the admin who switches the file dialog to 'All files'.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    const message = 'Please choose an image file (PNG, JPEG, WebP or GIF).';
    await expect(await form.findByRole('alert')).toHaveTextContent(message);
    await expect(form.getByRole('button', { name: 'Change photo' })).toHaveAccessibleDescription(
      new RegExp(message.replace(/[().]/g, '\\$&')),
    );
    // The stored photo stays, and nothing went to the app.
    await expect(form.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', admin.profile_pic);
    await expect(form.getByText('PNG, JPEG, WebP or GIF.')).toBeVisible();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const SavingProfile: Story = {
  play: async ({ args, canvasElement }) => {
    const form = profileForm(canvasElement);
    const file = pngFile('rivka.png');
    await userEvent.upload(fileInput(canvasElement), file);
    const lastName = form.getByRole('textbox', { name: 'Last Name' });
    await clearField(lastName);
    await userEvent.type(lastName, 'Levi');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      first_name: 'Rivka',
      last_name: 'Levi',
      profile_pic: file,
    });
    await expect(form.getByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Change photo' })).toBeDisabled();
    // Only this form is busy: the password can still be changed.
    await expect(passwordForm(canvasElement).getByRole('button', { name: 'Update Password' })).toBeEnabled();
  },
};

export const FirstNameRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const form = profileForm(canvasElement);
    const firstName = form.getByRole('textbox', { name: /First Name/ });
    await clearField(firstName);
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(firstName).toHaveAccessibleDescription('First Name is required');
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const ProfileSaved: Story = {
  args: { afterProfile: { status: 'saved' } },
  play: async ({ args, canvasElement }) => {
    const form = profileForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
    await expect(await form.findByText('Profile updated successfully')).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const ProfileServerError: Story = {
  args: { afterProfile: { status: 'error', message: 'Failed to update profile. Please try again.' } },
  play: async ({ canvasElement }) => {
    const form = profileForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(await form.findByText('Failed to update profile. Please try again.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** The checks the old build lacked: current required, new at least 8 characters, confirmation matching. */
export const PasswordValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const form = passwordForm(canvasElement);
    await typePasswords(canvasElement, '', 'short', 'shorter');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(form.getByLabelText(/^Current Password/)).toHaveAccessibleDescription(
      'Current Password is required',
    );
    await expect(form.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      /New Password must be at least 8 characters/,
    );
    await expect(form.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      'New password and confirmation do not match',
    );
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const PasswordSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const form = passwordForm(canvasElement);
    await typePasswords(canvasElement, 'old-secret-1', 'Bereshit-2026', 'Bereshit-2026');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old-secret-1',
      new_password: 'Bereshit-2026',
      confirm_password: 'Bereshit-2026',
    });
    await expect(form.getByRole('button', { name: /Updating/ })).toBeDisabled();
  },
};

/** Once saved, the form empties: the passwords do not linger on screen. */
export const PasswordUpdated: Story = {
  args: { afterPassword: { status: 'saved' } },
  play: async ({ args, canvasElement }) => {
    const form = passwordForm(canvasElement);
    await typePasswords(canvasElement, 'old-secret-1', 'Bereshit-2026', 'Bereshit-2026');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await expect(
      await form.findByText('Password updated successfully. Your other sessions were signed out.'),
    ).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(/^Current Password/)).toHaveValue(''));
    await expect(form.getByLabelText(/^New Password/)).toHaveValue('');
    await expect(form.getByLabelText(/^Current Password/)).not.toHaveAccessibleDescription(/required/);
  },
  parameters: { blurBeforeScreenshot: true },
};

export const PasswordServerError: Story = {
  args: { afterPassword: { status: 'error', message: 'Current password is incorrect' } },
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await typePasswords(canvasElement, 'wrong-guess', 'Bereshit-2026', 'Bereshit-2026');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(await form.findByText('Current password is incorrect')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};
