import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { languageSwitchMessages } from '@bible-admin/ui';
import { hebrew, uiWords } from '@bible-admin/ui/storybook';
import { AdminLogin } from './Login';
import { loginMessages } from './messages';
import { twoFactorRefusals } from '../../words/twoFactor';
import { twoFactorMessages } from '../TwoFactor/messages';

const meta = {
  title: 'Screens/Admin/Login',
  component: AdminLogin,
  parameters: { layout: 'fullscreen' },
  // The app always offers the languages on this page.
  args: { status: 'idle', onSubmit: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof AdminLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { username: 'admin@example.com', password: 'correct horse' };

/** The screen's words and the kit's in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => ({
  words: loginMessages[globals.dir === 'rtl' ? 'he' : 'en'],
  ui: uiWords(globals),
});
/** A field by its label, the required marker after it. */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.title })).toBeVisible();
    await expect(canvas.getByText(words.subtitle)).toBeVisible();
    await expect(field(canvasElement, words.email)).toHaveAttribute('type', 'email');
    await expect(field(canvasElement, words.password)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: words.rememberMe })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: words.signIn })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: words.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};
export const IdleHebrew = hebrew<Story>(Idle);

/** Sign in with nothing filled: both fields are required; then a username that is not an e-mail. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.signIn }));
    await expect(canvas.getByText(words.emailRequired)).toBeVisible();
    await expect(canvas.getByText(words.passwordRequired)).toBeVisible();
    await userEvent.type(field(canvasElement, words.email), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: words.signIn }));
    await expect(canvas.getByText(words.emailInvalid)).toBeVisible();
    await expect(field(canvasElement, words.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ValidationErrorsHebrew = hebrew<Story>(ValidationErrors);

/** The eye button shows what was typed. */
export const PasswordShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    const canvas = within(canvasElement);
    const password = field(canvasElement, words.password);
    await userEvent.type(password, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: ui.passwordField.show }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('correct horse');
    await expect(canvas.getByRole('button', { name: ui.passwordField.hide })).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PasswordShownHebrew = hebrew<Story>(PasswordShown);

/** The values, Remember me included, go to onSubmit (the app keeps the session longer when it is ticked). */
export const SubmitsRememberMe: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, words.email), ' admin@example.com ');
    await userEvent.type(field(canvasElement, words.password), 'correct horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: words.rememberMe }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, remember: true });
  },
};
export const SubmitsRememberMeHebrew = hebrew<Story>(SubmitsRememberMe);

export const Submitting: Story = {
  args: { status: 'submitting', initialValues: { ...filled, remember: true } },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: words.signingIn });
    await expect(button).toBeDisabled();
    await expect(field(canvasElement, words.email)).toBeDisabled();
  },
};
export const SubmittingHebrew = hebrew<Story>(Submitting);

export const InvalidCredentials: Story = {
  args: { status: 'invalidCredentials', initialValues: filled },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.invalidCredentials)).toBeVisible();
    // The typed e-mail stays for another try.
    await expect(field(canvasElement, words.email)).toHaveValue('admin@example.com');
    await expect(canvas.getByRole('button', { name: words.signIn })).toBeEnabled();
  },
};
export const InvalidCredentialsHebrew = hebrew<Story>(InvalidCredentials);

/** The right password of an account an owner deactivated: the page says so, and who can undo it. */
export const Deactivated: Story = {
  args: { status: 'deactivated', initialValues: filled },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByText(words.deactivated)).toBeVisible();
    await expect(within(canvasElement).queryByText(words.invalidCredentials)).toBeNull();
  },
};
export const DeactivatedHebrew = hebrew<Story>(Deactivated);

export const ServerUnreachable: Story = {
  args: { status: 'unreachable', initialValues: filled },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(copy(globals).words.unreachable)).toBeVisible();
  },
};
export const ServerUnreachableHebrew = hebrew<Story>(ServerUnreachable);

/** The session ended by a password change elsewhere: the page says why above the empty form. */
export const SignedOutPasswordChanged: Story = {
  args: { signedOutBecause: 'passwordChanged' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(words.signedOut.passwordChanged);
    await expect(field(canvasElement, words.email)).toHaveValue('');
  },
};
export const SignedOutPasswordChangedHebrew = hebrew<Story>(SignedOutPasswordChanged);

/** The session was ended from another one (Profile, or the owner): the page says so. */
export const SignedOutSessionEnded: Story = {
  args: { signedOutBecause: 'sessionEnded' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(words.signedOut.sessionEnded);
  },
};
export const SignedOutSessionEndedHebrew = hebrew<Story>(SignedOutSessionEnded);

/** On a phone the notice wraps inside the card. */
export const SignedOutPhone: Story = {
  parameters: { viewportWidth: 375 },
  args: { signedOutBecause: 'passwordChanged' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByText(words.signedOut.passwordChanged)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const SignedOutPhoneHebrew = hebrew<Story>(SignedOutPhone);

/** A phone: the language switch in its own row above the card, which takes the width. */
export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  args: { status: 'invalidCredentials', initialValues: filled },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const form = within(canvasElement).getByRole('form', { name: words.title });
    await expect(form.getBoundingClientRect().width).toBeLessThan(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** Passkeys offered: "Sign in with a passkey" under the form signs in without a password. */
export const WithPasskey: Story = {
  args: { passkeys: 'offered', onPasskeySignIn: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.signInWithPasskey }));
    await expect(args.onPasskeySignIn).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const WithPasskeyHebrew = hebrew<Story>(WithPasskey);

/** The browser's passkey prompt is open: the form waits. */
export const WaitingForPasskey: Story = {
  args: { passkeys: 'offered', onPasskeySignIn: fn(), status: 'waitingForPasskey' },
  play: async ({ canvasElement, globals }) => {
    const rtl = globals.dir === 'rtl';
    const words = copy(globals).words;
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: twoFactorMessages[rtl ? 'he' : 'en'].waitingForPasskey }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: words.signIn })).toBeDisabled();
    await expect(field(canvasElement, words.email)).toBeDisabled();
  },
};
export const WaitingForPasskeyHebrew = hebrew<Story>(WaitingForPasskey);

/** The passkey is not registered here: the refusal's words above the form. */
export const PasskeyUnknown: Story = {
  args: { passkeys: 'offered', onPasskeySignIn: fn(), status: 'passkey_unknown' },
  play: async ({ canvasElement, globals }) => {
    const refusals = twoFactorRefusals[globals.dir === 'rtl' ? 'he' : 'en'];
    await expect(within(canvasElement).getByText(refusals.passkey_unknown)).toBeVisible();
  },
};
export const PasskeyUnknownHebrew = hebrew<Story>(PasskeyUnknown);

/** Served from an IP address: no passkey button, the reason instead. */
export const PasskeyImpossible: Story = {
  args: { passkeys: 'impossible' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const passkeyWords = twoFactorMessages[globals.dir === 'rtl' ? 'he' : 'en'];
    await expect(canvas.getByText(passkeyWords.passkeysImpossibleTitle)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.signInWithPasskey })).toBeNull();
  },
};
export const PasskeyImpossibleHebrew = hebrew<Story>(PasskeyImpossible);

/** A phone with the passkey offered. */
export const WithPasskeyPhone: Story = {
  parameters: { viewportWidth: 375 },
  args: { passkeys: 'offered', onPasskeySignIn: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const WithPasskeyPhoneHebrew = hebrew<Story>(WithPasskeyPhone);

/**
 * The language switch, at the top of the page on its inline end, has the page's language chosen; choosing the
 * other one asks the app for it (the page changes when the app's locale does).
 */
export const LanguageChoice: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const rtl = globals.dir === 'rtl';
    const group = canvas.getByRole('radiogroup', { name: languageSwitchMessages[rtl ? 'he' : 'en'].label });
    const [current, other] = rtl ? ['עברית', 'English'] : ['English', 'עברית'];
    await expect(within(group).getByRole('radio', { name: current })).toBeChecked();
    // The switch sits above the card, at the page's inline end.
    const form = canvas.getByRole('form');
    await expect(group.getBoundingClientRect().bottom).toBeLessThanOrEqual(form.getBoundingClientRect().top);
    const end = (el: Element) => (rtl ? -el.getBoundingClientRect().left : el.getBoundingClientRect().right);
    await expect(end(group)).toBeGreaterThan(end(form));
    await userEvent.click(within(group).getByRole('radio', { name: other }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith(rtl ? 'en' : 'he');
  },
  parameters: {
    blurBeforeScreenshot: true,
    sameBaselineAs: "the page is Idle's until the app's locale changes, which the app does on this call",
  },
};
export const LanguageChoiceHebrew = hebrew<Story>(LanguageChoice);
