import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldIn, twoFactorCopy } from '../../storybook/twoFactorCopy';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { qrDataUrl, recoveryCodes, totpSecret } from '../../storybook/fixtures/twoFactor';
import { twoFactorRefusals } from '../../words/twoFactor';
import { recoveryCodesText } from './codes';
import { SetUpSecondFactor } from './SetUpSecondFactor';

const meta = {
  title: 'Screens/Admin/SetUpSecondFactor',
  component: SetUpSecondFactor,
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'choose',
    passkeysPossible: true,
    onChoose: fn(),
    onChooseAnother: fn(),
    onConfirmCode: fn(),
    onAddPasskey: fn(),
    onCopy: fn(),
    onDownloadCodes: fn(),
    onCodesSaved: fn(),
    onBackToSignIn: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof SetUpSecondFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = twoFactorCopy;
const field = fieldIn;
const setup = { secret: totpSecret, qrDataUrl };

/** The owner requires two-factor: the admin chooses an authenticator app or a passkey. */
export const Choose: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.setUpTitle })).toBeVisible();
    await expect(canvas.getByText(words.setUpIntro)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(words.authenticatorApp) }));
    await expect(args.onChoose).toHaveBeenCalledWith('authenticator');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${words.passkey}`) }));
    await expect(args.onChoose).toHaveBeenCalledWith('passkey');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ChooseHebrew = hebrew<Story>(Choose);

/** Served from an IP address: only the authenticator app, and why there is no passkey. */
export const ChoosePasskeyImpossible: Story = {
  args: { passkeysPossible: false },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.passkeysImpossible)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${words.passkey}`) })).toBeNull();
  },
};
export const ChoosePasskeyImpossibleHebrew = hebrew<Story>(ChoosePasskeyImpossible);

/** A server that offers no passkeys: the authenticator app alone, with no word about passkeys. */
export const ChooseWithoutPasskeys: Story = {
  args: { passkeysPossible: false, passkeysOffered: false },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(words.authenticatorApp) })).toBeVisible();
    await expect(canvas.queryByText(words.passkeysImpossible)).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${words.passkey}`) })).toBeNull();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ChooseWithoutPasskeysHebrew = hebrew<Story>(ChooseWithoutPasskeys);

/** The authenticator: the QR code, the setup key grouped and copyable, then a code to confirm. */
export const Authenticator: Story = {
  args: { step: 'authenticator', setup },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: words.qrAlt })).toHaveAttribute('src', qrDataUrl);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.copySetupKey }));
    await expect(args.onCopy).toHaveBeenCalledWith(totpSecret);
    await expect(canvas.getByRole('button', { name: words.copied })).toBeVisible();
    await userEvent.type(field(canvasElement, words.appCode), '654321');
    await userEvent.click(canvas.getByRole('button', { name: words.turnOn }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith('654321');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const AuthenticatorHebrew = hebrew<Story>(Authenticator);

/** The code was wrong: the refusal (the app's words for `invalid_code`) above the field. */
export const AuthenticatorWrongCode: Story = {
  args: { step: 'authenticator', setup, error: twoFactorRefusals.en.invalid_code },
  play: async ({ canvasElement, globals }) => {
    const { refusals } = copy(globals);
    await expect(within(canvasElement).getByText(refusals.invalid_code)).toBeVisible();
  },
};
export const AuthenticatorWrongCodeHebrew = hebrew<Story>({
  ...AuthenticatorWrongCode,
  args: { ...AuthenticatorWrongCode.args, error: twoFactorRefusals.he.invalid_code },
});

/** The codes, shown once after the set-up: copy, download, then "I have saved them" finishes the sign-in. */
export const RecoveryCodesShown: Story = {
  args: { step: 'recoveryCodes', recoveryCodes: [...recoveryCodes] },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: words.recoveryList });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: words.downloadCodes }));
    await expect(args.onDownloadCodes).toHaveBeenCalledWith(recoveryCodesText(recoveryCodes));
    await userEvent.click(canvas.getByRole('button', { name: words.savedCodes }));
    await expect(args.onCodesSaved).toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const RecoveryCodesShownHebrew = hebrew<Story>(RecoveryCodesShown);

/** A passkey: its name first (required), then the browser's prompt. */
export const Passkey: Story = {
  args: { step: 'passkey' },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.addPasskey }));
    await expect(canvas.getByText(words.passkeyNameRequired)).toBeVisible();
    await expect(args.onAddPasskey).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement, words.passkeyName), ' MacBook ');
    await userEvent.click(canvas.getByRole('button', { name: words.addPasskey }));
    await expect(args.onAddPasskey).toHaveBeenCalledWith('MacBook');
  },
  parameters: { blurBeforeScreenshot: true, dataWords: ['MacBook'] },
};
export const PasskeyHebrew = hebrew<Story>(Passkey);

/** The browser's prompt is open. */
export const PasskeyWaiting: Story = {
  args: { step: 'passkey', busy: true },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('button', { name: words.waitingForPasskey })).toBeDisabled();
  },
};
export const PasskeyWaitingHebrew = hebrew<Story>(PasskeyWaiting);

/** The enrol step's five minutes passed. */
export const Expired: Story = {
  args: { step: 'expired' },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.expired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.backToSignIn }));
    await expect(args.onBackToSignIn).toHaveBeenCalled();
  },
  parameters: {
    sameBaselineAs:
      "an expired enrol step is the second step's expired page (one ExpiredStep): back to the password",
  },
};
export const ExpiredHebrew = hebrew<Story>(Expired);

/** A phone: the QR code above the key, nothing scrolls sideways. */
export const AuthenticatorPhone: Story = {
  parameters: { viewportWidth: 375 },
  args: { step: 'authenticator', setup },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const AuthenticatorPhoneHebrew = hebrew<Story>(AuthenticatorPhone);

/** A phone: the codes in one column. */
export const RecoveryCodesPhone: Story = {
  parameters: { viewportWidth: 375 },
  args: { step: 'recoveryCodes', recoveryCodes: [...recoveryCodes] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const RecoveryCodesPhoneHebrew = hebrew<Story>(RecoveryCodesPhone);
