import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PasswordScore } from '@bible-admin/ui';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import type { SaveState } from '../../internal/SaveState';
import { conflictMessages } from '../common/messages';
import { clearField, hebrewLoadError } from '../../storybook/storyActions';
import { pngFile } from '../../storybook/fixtures/chapters';
import { admin, adminWithoutPhoto } from '../../storybook/fixtures/profile';
import { profileMessages, type ProfileMessages } from './messages';
import { Profile, type ProfileProps } from './Profile';

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => profileMessages[globals.dir === 'rtl' ? 'he' : 'en'];

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
    onNewPasswordChange: fn(),
  },
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

const profileForm = (canvasElement: HTMLElement, words: ProfileMessages) =>
  within(within(canvasElement).getByRole('form', { name: words.profileTitle }));
const passwordForm = (canvasElement: HTMLElement, words: ProfileMessages) =>
  within(within(canvasElement).getByRole('form', { name: words.passwordTitle }));
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
/** A password field by its label (the required marker follows it). */
const passwordField = (form: ReturnType<typeof within>, label: string) =>
  form.getByLabelText(new RegExp(`^${label}`));

/** Fills the three password fields (a value of '' leaves a field empty). */
async function typePasswords(
  canvasElement: HTMLElement,
  words: ProfileMessages,
  [current, next, confirm]: [string, string, string],
) {
  const form = passwordForm(canvasElement, words);
  if (current) await userEvent.type(passwordField(form, words.currentPassword), current);
  if (next) await userEvent.type(passwordField(form, words.newPassword), next);
  if (confirm) await userEvent.type(passwordField(form, words.confirmPassword), confirm);
}

export const Loading: Story = {
  args: { status: 'loading', user: null },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading);
    await expect(canvas.queryByRole('form')).toBeNull();
    // The forms' shapes under their titles, not a spinner: nothing moves when they arrive.
    await expect(canvas.getByRole('heading', { name: words.profileTitle })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: words.passwordTitle })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(6);
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

/** The signed-in admin could not be read: the server's words and a way to try again, no form. */
export const LoadError: Story = {
  args: {
    status: 'error',
    user: null,
    loadError: 'Server unreachable. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.loadError!)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const LoadErrorHebrew = hebrew<Story>({
  ...LoadError,
  args: { ...LoadError.args, loadError: hebrewLoadError.unreachable },
});

export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    await expect(form.getByRole('img', { name: words.photo })).toHaveAttribute('src', admin.profile_pic);
    await expect(form.getByRole('button', { name: words.changePhoto })).toBeEnabled();
    await expect(form.getByRole('textbox', { name: new RegExp(words.firstName) })).toHaveValue('Rivka');
    await expect(form.getByRole('textbox', { name: words.lastName })).toHaveValue('Ben-David');
    const email = form.getByRole('textbox', { name: words.email });
    await expect(email).toHaveValue(admin.email);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAttribute('dir', 'ltr');
    const passwords = passwordForm(canvasElement, words);
    await expect(passwordField(passwords, words.currentPassword)).toHaveValue('');
    await expect(passwords.getByRole('button', { name: words.updatePassword })).toBeEnabled();
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** Without a stored photo the initials stand in; the camera button still offers one. */
export const NoPhoto: Story = {
  args: { user: adminWithoutPhoto },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    await expect(form.getByRole('img', { name: words.photo })).toHaveTextContent('RB');
  },
};
export const NoPhotoHebrew = hebrew<Story>(NoPhoto);

export const PhotoPreview: Story = {
  args: { user: adminWithoutPhoto },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    await userEvent.upload(fileInput(canvasElement), pngFile('rivka.png'));
    const photo = await form.findByRole('img', { name: words.photo });
    await waitFor(() => expect(photo.getAttribute('src')).toMatch(/^blob:/));
    await expect(form.getByText(words.photoChosen)).toBeVisible();
    // Chosen, not saved: nothing is sent until Save Changes.
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};
export const PhotoPreviewHebrew = hebrew<Story>(PhotoPreview);

export const NonImageRefused: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    // applyAccept: false plays the admin who switches the file dialog to 'All files'.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(words.notImage);
    await expect(form.getByRole('button', { name: words.changePhoto })).toHaveAccessibleDescription(
      new RegExp(words.notImage.replace(/[().]/g, '\\$&')),
    );
    // The stored photo stays, and nothing went to the app.
    await expect(form.getByRole('img', { name: words.photo })).toHaveAttribute('src', admin.profile_pic);
    await expect(form.getByText(words.photoHint)).toBeVisible();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const NonImageRefusedHebrew = hebrew<Story>(NonImageRefused);

export const SavingProfile: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    const file = pngFile('rivka.png');
    await userEvent.upload(fileInput(canvasElement), file);
    const lastName = form.getByRole('textbox', { name: words.lastName });
    await clearField(lastName);
    await userEvent.type(lastName, 'Levi');
    await userEvent.click(form.getByRole('button', { name: words.saveProfile }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      first_name: 'Rivka',
      last_name: 'Levi',
      profile_pic: file,
    });
    await expect(form.getByRole('button', { name: words.saving })).toBeDisabled();
    await expect(form.getByRole('button', { name: words.changePhoto })).toBeDisabled();
    // Only this form is busy: the password can still be changed.
    await expect(
      passwordForm(canvasElement, words).getByRole('button', { name: words.updatePassword }),
    ).toBeEnabled();
  },
};
export const SavingProfileHebrew = hebrew<Story>(SavingProfile);

export const FirstNameRequired: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    const firstName = form.getByRole('textbox', { name: new RegExp(words.firstName) });
    await clearField(firstName);
    await userEvent.click(form.getByRole('button', { name: words.saveProfile }));
    await expect(firstName).toHaveAccessibleDescription(words.firstNameRequired);
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const FirstNameRequiredHebrew = hebrew<Story>(FirstNameRequired);

export const ProfileSaved: Story = {
  args: { afterProfile: { status: 'saved' } },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    await userEvent.click(form.getByRole('button', { name: words.saveProfile }));
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
    await expect(await form.findByText(words.profileSaved)).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ProfileSavedHebrew = hebrew<Story>(ProfileSaved);

/** The app's words for a refusal, as it shows them in each language. */
const refusals = {
  profile: { en: 'Failed to update profile. Please try again.', he: 'עדכון הפרופיל נכשל. נסו שוב.' },
  password: { en: 'Current password is incorrect', he: 'הסיסמה הנוכחית שגויה' },
};
const failed = (message: string): SaveState => ({ status: 'error', message });

export const ProfileServerError: Story = {
  args: { afterProfile: failed(refusals.profile.en) },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = profileForm(canvasElement, words);
    await userEvent.click(form.getByRole('button', { name: words.saveProfile }));
    await expect(await form.findByText(refusals.profile[globals.dir === 'rtl' ? 'he' : 'en'])).toBeVisible();
    await expect(form.getByRole('button', { name: words.saveProfile })).toBeEnabled();
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ProfileServerErrorHebrew = hebrew<Story>({
  ...ProfileServerError,
  args: { afterProfile: failed(refusals.profile.he) },
});

/** The checks the old build lacked: current required, new at least 8 characters, confirmation matching. */
export const PasswordValidation: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = passwordForm(canvasElement, words);
    await typePasswords(canvasElement, words, ['', 'short', 'shorter']);
    await userEvent.click(form.getByRole('button', { name: words.updatePassword }));
    await expect(passwordField(form, words.currentPassword)).toHaveAccessibleDescription(
      words.currentRequired,
    );
    await expect(passwordField(form, words.newPassword)).toHaveAccessibleDescription(
      new RegExp(words.newTooShort),
    );
    await expect(passwordField(form, words.confirmPassword)).toHaveAccessibleDescription(
      words.rules.password_confirmation_mismatch,
    );
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PasswordValidationHebrew = hebrew<Story>(PasswordValidation);

const passwords: [string, string, string] = ['old-secret-1', 'Bereshit-2026', 'Bereshit-2026'];

export const PasswordSaving: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = passwordForm(canvasElement, words);
    await typePasswords(canvasElement, words, passwords);
    await userEvent.click(form.getByRole('button', { name: words.updatePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old-secret-1',
      new_password: 'Bereshit-2026',
      confirm_password: 'Bereshit-2026',
    });
    await expect(form.getByRole('button', { name: words.updating })).toBeDisabled();
  },
};
export const PasswordSavingHebrew = hebrew<Story>(PasswordSaving);

/** Once saved, the form empties: the passwords do not linger on screen. */
export const PasswordUpdated: Story = {
  args: { afterPassword: { status: 'saved' } },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = passwordForm(canvasElement, words);
    await typePasswords(canvasElement, words, passwords);
    await userEvent.click(form.getByRole('button', { name: words.updatePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await expect(await form.findByText(words.passwordUpdated)).toBeVisible();
    await waitFor(() => expect(passwordField(form, words.currentPassword)).toHaveValue(''));
    await expect(passwordField(form, words.newPassword)).toHaveValue('');
    await expect(passwordField(form, words.currentPassword)).not.toHaveAccessibleDescription(
      new RegExp(words.currentRequired),
    );
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PasswordUpdatedHebrew = hebrew<Story>(PasswordUpdated);

export const PasswordServerError: Story = {
  args: { afterPassword: failed(refusals.password.en) },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const form = passwordForm(canvasElement, words);
    await typePasswords(canvasElement, words, ['wrong-guess', 'Bereshit-2026', 'Bereshit-2026']);
    await userEvent.click(form.getByRole('button', { name: words.updatePassword }));
    await expect(await form.findByText(refusals.password[globals.dir === 'rtl' ? 'he' : 'en'])).toBeVisible();
    await expect(form.getByRole('button', { name: words.updatePassword })).toBeEnabled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PasswordServerErrorHebrew = hebrew<Story>({
  ...PasswordServerError,
  args: { afterPassword: failed(refusals.password.he) },
});

/**
 * New Password as it is typed goes to the app, which scores it (zxcvbn, loaded only on this page) and hands the
 * level back: the meter fills that many steps and says the level, politely announced.
 */
const strengthStory = (score: PasswordScore, password: string): Story => ({
  args: { newPasswordScore: score },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const meter = uiWords(globals).passwordStrength;
    const form = passwordForm(canvasElement, words);
    await userEvent.type(passwordField(form, words.newPassword), password);
    await expect(args.onNewPasswordChange).toHaveBeenLastCalledWith(password);
    const status = form.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(`${meter.name}: ${meter[`level${score}`]}`);
  },
  parameters: { blurBeforeScreenshot: true },
});

/** 'abcdefgh' is a sequence: very weak, and the server would refuse it. */
export const PasswordVeryWeak = strengthStory(0, 'abcdefgh');
export const PasswordVeryWeakHebrew = hebrew<Story>(PasswordVeryWeak);
export const PasswordFair = strengthStory(2, 'Summer2026!');
export const PasswordFairHebrew = hebrew<Story>(PasswordFair);
export const PasswordVeryStrong = strengthStory(4, 'quiet-river-lantern');
export const PasswordVeryStrongHebrew = hebrew<Story>(PasswordVeryStrong);
export const PasswordStrengthPhone: Story = {
  ...strengthStory(3, 'amber-lantern-9'),
  parameters: { viewportWidth: 375, blurBeforeScreenshot: true },
};
export const PasswordStrengthPhoneHebrew = hebrew<Story>(PasswordStrengthPhone);

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.updatePassword })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: words.email })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/**
 * The same admin, signed in elsewhere, changed the last name and removed the photo after this page loaded: the
 * notice takes focus and names both; the photo only as changed.
 */
export const ProfileConflict: Story = {
  args: {
    profileConflict: {
      theirs: {
        ...admin,
        last_name: 'Ben-David Cohen',
        profile_pic: null,
        locale: 'en',
        version: 5,
        admin_role: 'owner',
      },
      onLoadTheirs: fn(),
      onOverwrite: fn(),
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const conflict = conflictMessages[storyLocale(globals)];
    const notice = profileForm(canvasElement, words).getByRole('region', { name: conflict.title });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(
      within(notice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([words.lastName, words.photo]);
    await expect(notice).toHaveTextContent(`${conflict.theirs}:${conflict.changed}`);
    await userEvent.click(within(notice).getByRole('button', { name: conflict.overwrite }));
    await expect(args.profileConflict?.onOverwrite).toHaveBeenCalledWith({
      first_name: admin.first_name,
      last_name: admin.last_name,
    });
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    notice.focus();
  },
};
export const ProfileConflictHebrew = hebrew<Story>(ProfileConflict);
