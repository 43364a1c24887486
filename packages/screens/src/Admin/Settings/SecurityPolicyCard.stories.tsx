import { useState } from 'react';
import type { GeneralSettings, StripeCredentials } from '@bible-admin/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew, storyLocale } from '@bible-admin/ui/storybook';
import { IDLE, type SaveState } from '../../internal/SaveState';
import { useScreenMessages } from '../../messages';
import { generalSettings, stripeCredentials } from '../../storybook/fixtures/settings';
import { conflictMessages } from '../common/messages';
import { settingsMessages } from './messages';
import {
  SecurityPolicyCard,
  type TwoFactorPolicy,
  type TwoFactorPolicySubmission,
} from './SecurityPolicyCard';
import { Settings } from './Settings';
import type { SaveConflict } from '../common/ConflictNotice';

interface CardStoryProps {
  policy: TwoFactorPolicy;
  save?: SaveState;
  /** What the app reports once the save was sent. */
  after?: SaveState;
  conflict?: SaveConflict<TwoFactorPolicy, TwoFactorPolicySubmission> | null;
  onSave: (values: TwoFactorPolicySubmission) => void;
  /** The card in its page (the other cards above it, with these settings), as the app shows it. */
  inPage?: { general: GeneralSettings; stripe: StripeCredentials };
}

/** Like the app: a save puts the card in the state the story names. */
function CardStory({ policy, save = IDLE, after, conflict, onSave, inPage }: CardStoryProps) {
  const words = useScreenMessages(settingsMessages);
  const [state, setState] = useState(save);
  const saveAndReport = (values: TwoFactorPolicySubmission) => {
    onSave(values);
    setState(after ?? { status: 'saving' });
  };
  if (inPage)
    return (
      <Settings
        status="ready"
        general={inPage.general}
        stripe={inPage.stripe}
        onSaveGeneral={fn()}
        onSaveStripe={fn()}
        security={policy}
        securitySave={state}
        securityConflict={conflict}
        onSaveSecurity={saveAndReport}
      />
    );
  return (
    <SecurityPolicyCard
      words={words}
      policy={policy}
      save={state}
      conflict={conflict}
      onSave={saveAndReport}
      onDirtyChange={() => {}}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Settings/Security',
  component: CardStory,
  args: { policy: { require_two_factor: false, version: 3 }, onSave: fn() },
} satisfies Meta<typeof CardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = (globals: Record<string, unknown>) => settingsMessages[globals.dir === 'rtl' ? 'he' : 'en'];

/** Off: switching it on and saving hands the policy over. */
export const TurnOn: Story = {
  args: { after: { status: 'saved' } },
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: words.requireTwoFactor });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(words.requireTwoFactorHelp)).toBeVisible();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: words.saveSecurity }));
    await expect(args.onSave).toHaveBeenCalledWith({ require_two_factor: true });
    await expect(canvas.getByText(words.securitySaved)).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const TurnOnHebrew = hebrew<Story>(TurnOn);

/** On, as saved. */
export const Required: Story = {
  args: { policy: { require_two_factor: true, version: 4 } },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    await expect(within(canvasElement).getByRole('switch', { name: words.requireTwoFactor })).toBeChecked();
  },
};
export const RequiredHebrew = hebrew<Story>(Required);

export const Saving: Story = {
  args: { save: { status: 'saving' } },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.saving })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: words.requireTwoFactor })).toBeDisabled();
  },
};
export const SavingHebrew = hebrew<Story>(Saving);

/** Another owner turned it on since the page loaded: the notice says who and when; Overwrite sends this form's. */
export const Conflict: Story = {
  args: {
    conflict: {
      theirs: { require_two_factor: true, version: 4 },
      saved: { by: 'Dana Levi', at: '2026-11-27T09:42:00.000Z' },
      onLoadTheirs: fn(),
      onOverwrite: fn(),
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const form = within(canvasElement).getByRole('form', { name: words.securityTitle });
    await expect(form).toHaveTextContent('Dana Levi');
    await expect(form).toHaveTextContent(words.requiredOn);
    const overwrite = conflictMessages[storyLocale(globals)].overwrite;
    await userEvent.click(within(form).getByRole('button', { name: overwrite }));
    await expect(args.conflict?.onOverwrite).toHaveBeenCalledWith({ require_two_factor: false });
  },
};
export const ConflictHebrew = hebrew<Story>(Conflict);

/** In its page, below the payment settings. */
export const InPage: Story = {
  args: {
    inPage: { general: generalSettings, stripe: stripeCredentials },
    policy: { require_two_factor: true, version: 4 },
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    await expect(within(canvasElement).getByRole('heading', { name: words.securityTitle })).toBeVisible();
  },
};
export const InPageHebrew = hebrew<Story>(InPage);

export const InPagePhone: Story = {
  args: { inPage: { general: generalSettings, stripe: stripeCredentials } },
  parameters: { layout: 'fullscreen', viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const InPagePhoneHebrew = hebrew<Story>(InPagePhone);
