import type { Meta, StoryObj } from '@storybook/react-vite';
import { twoFactorCopy } from '../../storybook/twoFactorCopy';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { passkeys, qrDataUrl, recoveryCodes, totpSecret } from '../../storybook/fixtures/twoFactor';
import { twoFactorRefusals } from '../../words/twoFactor';
import { SecurityCard, type TwoFactorState } from './SecurityCard';

const now = Date.parse('2026-11-27T12:00:00Z');
const off: TwoFactorState = {
  totp: { enabled: false, recovery_codes_left: 0 },
  passkeys: [],
  required: false,
  rp_ok: true,
};
const on: TwoFactorState = {
  totp: { enabled: true, recovery_codes_left: 7 },
  passkeys: [...passkeys],
  required: true,
  rp_ok: true,
};

const meta = {
  title: 'Screens/Admin/Profile/Security',
  component: SecurityCard,
  args: {
    status: 'ready',
    security: off,
    now,
    onRetry: fn(),
    onStartSetup: fn(),
    onCancelSetup: fn(),
    onConfirmSetup: fn(),
    onCopy: fn(),
    onDownloadCodes: fn(),
    onCodesSaved: fn(),
    onGenerateCodes: fn(),
    onTurnOff: fn(),
    onAddPasskey: fn(),
    onRenamePasskey: fn(),
    onRemovePasskey: fn(),
  },
} satisfies Meta<typeof SecurityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = twoFactorCopy;
const field = (within_: ReturnType<typeof within>, label: string) =>
  within_.getByLabelText(new RegExp(`^${label}`));
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { status: 'loading', security: null },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('region', { name: words.securityTitle })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Error: Story = {
  args: { status: 'error', security: null },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy(globals).words.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorHebrew = hebrew<Story>(Error);

/** Nothing set up: Off, Set up an authenticator app, and a passkey's name to add one. */
export const Off: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.off)).toBeVisible();
    await expect(canvas.getByText(words.offIntro)).toBeVisible();
    await expect(canvas.getByText(words.noPasskeys)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.setUpAuthenticator }));
    await expect(args.onStartSetup).toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const OffHebrew = hebrew<Story>(Off);

/** A server that offers no passkeys: the authenticator app alone, no passkeys section. */
export const OffWithoutPasskeys: Story = {
  args: {
    security: {
      totp: { enabled: false, recovery_codes_left: 0 },
      passkeys: null,
      required: false,
      rp_ok: true,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.setUpAuthenticator })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: words.passkeysHeading })).toBeNull();
    await expect(canvas.queryByText(words.passkeysImpossible)).toBeNull();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const OffWithoutPasskeysHebrew = hebrew<Story>(OffWithoutPasskeys);

/** The app asks the server for a secret: the QR code's place is held. */
export const SetupStarting: Story = {
  args: { setup: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: words.setUpAuthenticator })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: words.turnOn })).toBeDisabled();
  },
};
export const SetupStartingHebrew = hebrew<Story>(SetupStarting);

/** Set-up: the QR code, the setup key in groups of four (copyable), the code to confirm; Cancel closes it. */
export const SettingUp: Story = {
  args: { setup: { secret: totpSecret, qrDataUrl } },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: words.qrAlt })).toBeVisible();
    await expect(canvas.getByLabelText(words.setupKey)).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await userEvent.click(canvas.getByRole('button', { name: words.copySetupKey }));
    await expect(args.onCopy).toHaveBeenCalledWith(totpSecret);
    const code = field(canvas, words.appCode);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '987654{Enter}');
    await expect(args.onConfirmSetup).toHaveBeenCalledWith('987654');
    await userEvent.click(canvas.getByRole('button', { name: words.cancel }));
    await expect(args.onCancelSetup).toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SettingUpHebrew = hebrew<Story>(SettingUp);

/** The confirming code was wrong: the refusal over the field, nothing turned on. */
export const SetupWrongCode: Story = {
  args: {
    setup: { secret: totpSecret, qrDataUrl },
    error: { action: 'confirm', message: twoFactorRefusals.en.invalid_code },
  },
  play: async ({ canvasElement, globals }) => {
    const { refusals, words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.invalid_code)).toBeVisible();
    await expect(canvas.getByText(words.off)).toBeVisible();
  },
};
export const SetupWrongCodeHebrew = hebrew<Story>({
  ...SetupWrongCode,
  args: { ...SetupWrongCode.args, error: { action: 'confirm', message: twoFactorRefusals.he.invalid_code } },
});

/** Turned on: the ten codes shown once, to copy or download, until "I have saved them". */
export const RecoveryCodesShown: Story = {
  args: {
    security: { ...off, totp: { enabled: true, recovery_codes_left: 10 } },
    recoveryCodes: [...recoveryCodes],
  },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: words.copyCodes }));
    await expect(args.onCopy).toHaveBeenCalledWith(`${recoveryCodes.join('\n')}\n`);
    await userEvent.click(canvas.getByRole('button', { name: words.savedCodes }));
    await expect(args.onCodesSaved).toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const RecoveryCodesShownHebrew = hebrew<Story>(RecoveryCodesShown);

/** On, required by the owner: the codes left, Generate new codes, Turn off; the passkeys with added and last used. */
export const On: Story = {
  args: { security: on },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.on)).toBeVisible();
    await expect(canvas.getByText(words.required)).toBeVisible();
    await expect(canvas.getByText(words.recoveryLeft(7))).toBeVisible();
    await expect(canvas.getByText('MacBook')).toBeVisible();
    await expect(canvas.getByText(new RegExp(words.neverUsed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.renameFor('YubiKey') })).toBeVisible();
  },
};
export const OnHebrew = hebrew<Story>(On);

/** One code left: the singular. */
export const OneCodeLeft: Story = {
  args: {
    security: { ...on, required: false, passkeys: [], totp: { enabled: true, recovery_codes_left: 1 } },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(copy(globals).words.recoveryLeft(1))).toBeVisible();
  },
};
export const OneCodeLeftHebrew = hebrew<Story>(OneCodeLeft);

/** Generate new codes asks first: the current codes stop working. */
export const GenerateCodes: Story = {
  args: { security: on },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.generateCodes }));
    const dialog = page(canvasElement).getByRole('alertdialog', { name: words.confirmGenerate.title });
    await expect(dialog).toHaveTextContent(words.confirmGenerate.message);
    await userEvent.click(within(dialog).getByRole('button', { name: words.confirmGenerate.confirm }));
    await expect(args.onGenerateCodes).toHaveBeenCalledTimes(1);
  },
};
export const GenerateCodesHebrew = hebrew<Story>(GenerateCodes);

/** Turn off asks for a current code, or the password instead. */
export const TurnOff: Story = {
  args: { security: on },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.turnOff }));
    const dialog = within(page(canvasElement).getByRole('dialog', { name: words.turnOffTitle }));
    await userEvent.type(field(dialog, words.appCode), '111222');
    await userEvent.click(dialog.getByRole('button', { name: words.turnOff }));
    await expect(args.onTurnOff).toHaveBeenCalledWith({ code: '111222' });
    await userEvent.click(dialog.getByRole('button', { name: words.usePasswordInstead }));
    await expect(dialog.getByText(words.turnOffWithPassword)).toBeVisible();
    await userEvent.type(field(dialog, words.password), 'correct horse');
    await userEvent.click(dialog.getByRole('button', { name: words.turnOff }));
    await expect(args.onTurnOff).toHaveBeenCalledWith({ password: 'correct horse' });
  },
  parameters: { blurBeforeScreenshot: true },
};
export const TurnOffHebrew = hebrew<Story>(TurnOff);

/** Rename: the name prefilled; Save hands the new one over. */
export const RenamePasskey: Story = {
  args: { security: on },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.renameFor('MacBook') }));
    const dialog = within(page(canvasElement).getByRole('dialog', { name: words.renameTitle }));
    const name = field(dialog, words.passkeyName);
    await expect(name).toHaveValue('MacBook');
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(dialog.getByRole('button', { name: words.save }));
    await expect(args.onRenamePasskey).toHaveBeenCalledWith('pk-macbook', 'Work laptop');
  },
  parameters: { blurBeforeScreenshot: true, dataWords: ['Work', 'laptop'] },
};
export const RenamePasskeyHebrew = hebrew<Story>(RenamePasskey);

/** Remove asks first, by the passkey's name. */
export const RemovePasskey: Story = {
  args: { security: on },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.removeFor('YubiKey') }));
    const dialog = page(canvasElement).getByRole('alertdialog', { name: words.confirmRemove.title });
    await expect(dialog).toHaveTextContent(words.confirmRemove.message('YubiKey'));
    await userEvent.click(within(dialog).getByRole('button', { name: words.confirmRemove.confirm }));
    await expect(args.onRemovePasskey).toHaveBeenCalledWith('pk-yubikey');
  },
};
export const RemovePasskeyHebrew = hebrew<Story>(RemovePasskey);

/** Add a passkey: its name, then the browser's prompt (the button waits). */
export const AddingPasskey: Story = {
  args: { security: on, pending: 'addPasskey' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('button', { name: words.waitingForPasskey })).toBeDisabled();
  },
};
export const AddingPasskeyHebrew = hebrew<Story>(AddingPasskey);

/** Served from an IP address: no passkey can be added here, and the card says why. */
export const PasskeysImpossible: Story = {
  args: { security: { ...off, rp_ok: false } },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.passkeysImpossibleTitle)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.addPasskey })).toBeNull();
  },
};
export const PasskeysImpossibleHebrew = hebrew<Story>(PasskeysImpossible);

/** A phone: each passkey's buttons wrap under it; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  args: { security: on },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** A phone, setting up: the QR code above the key. */
export const SettingUpPhone: Story = {
  parameters: { viewportWidth: 375 },
  args: { setup: { secret: totpSecret, qrDataUrl } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const SettingUpPhoneHebrew = hebrew<Story>(SettingUpPhone);
