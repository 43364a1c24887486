import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldIn, twoFactorCopy } from '../../storybook/twoFactorCopy';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { SecondFactor } from './SecondFactor';

const meta = {
  title: 'Screens/Admin/SecondFactor',
  component: SecondFactor,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'idle',
    methods: ['totp', 'passkey', 'recovery_code'],
    passkeysPossible: true,
    onSubmitCode: fn(),
    onUsePasskey: fn(),
    onBackToSignIn: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof SecondFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = twoFactorCopy;
const field = fieldIn;

/** The authenticator's code first: six digits on a numeric keyboard, the one-time code the browser offers. */
export const AuthenticatorCode: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.secondStepTitle })).toBeVisible();
    await expect(canvas.getByText(words.secondStepTotp)).toBeVisible();
    const code = field(canvasElement, words.authenticatorCode);
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123 456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
    await userEvent.click(canvas.getByRole('button', { name: words.usePasskey }));
    await expect(args.onUsePasskey).toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const AuthenticatorCodeHebrew = hebrew<Story>(AuthenticatorCode);

/** Fewer than six digits is not sent: the field says what it wants. */
export const CodeTooShort: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const code = field(canvasElement, words.authenticatorCode);
    await userEvent.type(code, '12345');
    await userEvent.click(canvas.getByRole('button', { name: words.verify }));
    // The field's error (its number isolated left to right, so read as the field's description).
    await expect(code).toHaveAccessibleDescription(words.codeFormat);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const CodeTooShortHebrew = hebrew<Story>(CodeTooShort);

/** "Use a recovery code": the field asks for one (typed without its dash, sent with it); and back again. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.useRecoveryCode }));
    await expect(canvas.getByText(words.secondStepRecovery)).toBeVisible();
    await userEvent.type(field(canvasElement, words.recoveryCode), 'k7m2p9qx4t');
    await userEvent.click(canvas.getByRole('button', { name: words.verify }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ method: 'recovery_code', code: 'k7m2p-9qx4t' });
    await expect(canvas.getByRole('button', { name: words.useAuthenticator })).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const RecoveryCodeHebrew = hebrew<Story>(RecoveryCode);

/** The server refused the code: it says so, the code can be typed again. */
export const WrongCode: Story = {
  args: { status: 'invalid_code' },
  play: async ({ canvasElement, globals }) => {
    const { words, refusals } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.invalid_code)).toBeVisible();
    await expect(field(canvasElement, words.authenticatorCode)).toBeEnabled();
  },
};
export const WrongCodeHebrew = hebrew<Story>(WrongCode);

/** Too many wrong codes: the account waits, like after wrong passwords. */
export const TooManyAttempts: Story = {
  args: { status: 'too_many_attempts' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(copy(globals).refusals.too_many_attempts)).toBeVisible();
  },
};
export const TooManyAttemptsHebrew = hebrew<Story>(TooManyAttempts);

/** The code is being checked: nothing else can be pressed. */
export const Verifying: Story = {
  args: { status: 'verifying' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.verifying })).toBeDisabled();
    await expect(field(canvasElement, words.authenticatorCode)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: words.usePasskey })).toBeDisabled();
  },
};
export const VerifyingHebrew = hebrew<Story>(Verifying);

/** The browser's passkey prompt is open. */
export const WaitingForPasskey: Story = {
  args: { status: 'waitingForPasskey' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('button', { name: words.waitingForPasskey })).toBeDisabled();
  },
};
export const WaitingForPasskeyHebrew = hebrew<Story>(WaitingForPasskey);

/** The passkey was refused (a wrong origin, a bad signature): the way to try again or use a code stays. */
export const PasskeyRefused: Story = {
  args: { status: 'passkey_invalid' },
  play: async ({ canvasElement, globals }) => {
    const { words, refusals } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.passkey_invalid)).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.usePasskey })).toBeEnabled();
  },
};
export const PasskeyRefusedHebrew = hebrew<Story>(PasskeyRefused);

/** A passkey is the only factor: the card asks for it, no code field. */
export const PasskeyOnly: Story = {
  args: { methods: ['passkey'] },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.secondStepPasskey)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: words.usePasskey })).toBeVisible();
  },
};
export const PasskeyOnlyHebrew = hebrew<Story>(PasskeyOnly);

/** Served from an IP address: the passkey is explained instead of offered. */
export const PasskeyImpossible: Story = {
  args: { passkeysPossible: false },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.passkeysImpossibleTitle)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.usePasskey })).toBeNull();
  },
};
export const PasskeyImpossibleHebrew = hebrew<Story>(PasskeyImpossible);

/** More than five minutes since the password: the step says so and leads back to the sign-in. */
export const Expired: Story = {
  args: { status: 'challenge_expired' },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.expiredTitle })).toBeVisible();
    await expect(canvas.getByText(words.expired)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: words.backToSignIn }));
    await expect(args.onBackToSignIn).toHaveBeenCalled();
  },
};
export const ExpiredHebrew = hebrew<Story>(Expired);

/** A phone: the card takes the width, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  args: { status: 'invalid_code' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
