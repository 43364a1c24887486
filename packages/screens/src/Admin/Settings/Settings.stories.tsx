import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '@bible-admin/ui/storybook';
import type { SaveState } from '../../internal/SaveState';
import { clearField } from '../common/storyActions';
import { generalSettings, stripeCredentials } from './fixtures';
import { settingsMessages } from './messages';
import { Settings, type SettingsProps } from './Settings';

/** The words of the locale the story runs in (the RTL twins run in Hebrew). */
const wordsIn = (canvasElement: HTMLElement) =>
  settingsMessages[canvasElement.ownerDocument.documentElement.lang === 'he' ? 'he' : 'en'] ??
  settingsMessages.en;

interface Outcomes {
  /** What the app reports once a card's save was sent: still saving, saved, or failed. */
  afterGeneral?: SaveState;
  afterStripe?: SaveState;
}

/** Like the app: a save puts its own card (and only it) in the state the story names. */
function Interactive({ afterGeneral, afterStripe, ...args }: SettingsProps & Outcomes) {
  const [generalSave, setGeneralSave] = useState(args.generalSave);
  const [stripeSave, setStripeSave] = useState(args.stripeSave);
  return (
    <Settings
      {...args}
      generalSave={generalSave}
      stripeSave={stripeSave}
      onSaveGeneral={(values) => {
        args.onSaveGeneral(values);
        setGeneralSave(afterGeneral ?? { status: 'saving' });
      }}
      onSaveStripe={(values) => {
        args.onSaveStripe(values);
        setStripeSave(afterStripe ?? { status: 'saving' });
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Settings',
  // The screen behind the app's stand-in, which feeds each card's save state back like the app does.
  component: Interactive,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    general: generalSettings,
    stripe: stripeCredentials,
    onSaveGeneral: fn(),
    onSaveStripe: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

const stripeForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: wordsIn(canvasElement).stripeTitle }));
const generalForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: wordsIn(canvasElement).generalTitle }));

export const Loading: Story = {
  args: { status: 'loading', general: null, stripe: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('form')).toBeNull();
    // The forms' shapes under their titles, not a spinner: nothing moves when they arrive.
    await expect(canvas.getByRole('heading', { name: 'General Settings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stripe Settings' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(6);
  },
};

export const LoadError: Story = {
  args: { status: 'error', general: null, stripe: null, loadError: 'Failed to load settings' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load settings')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const words = wordsIn(canvasElement);
    const general = generalForm(canvasElement);
    await expect(general.getByRole('textbox', { name: words.contactNumber })).toHaveValue(
      generalSettings.contact_number,
    );
    const email = general.getByRole('textbox', { name: words.contactEmail });
    await expect(email).toHaveValue(generalSettings.contact_email);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('dir', 'ltr');
    await expect(general.getByRole('textbox', { name: words.description })).toHaveValue(
      generalSettings.description,
    );
    const stripe = stripeForm(canvasElement);
    await expect(stripe.getByRole('combobox', { name: new RegExp(words.environment) })).toHaveValue('test');
    await expect(stripe.getByRole('textbox', { name: new RegExp(words.publishableKey) })).toHaveValue(
      stripeCredentials.public_key,
    );
    await expect(stripe.getByRole('textbox', { name: new RegExp(words.secretKey) })).toHaveValue(
      'sk_test_...4f2a',
    );
    await expect(stripe.getByRole('button', { name: words.saveStripe })).toBeEnabled();
    // The hidden, inert Notification Settings card of the old build is not there at all.
    await expect(within(canvasElement).queryByText(/Notification/)).toBeNull();
  },
};
export const PopulatedRtl = rtl(Populated);

export const SavingGeneral: Story = {
  play: async ({ args, canvasElement }) => {
    const general = generalForm(canvasElement);
    const number = general.getByRole('textbox', { name: 'Contact Number' });
    await clearField(number);
    await userEvent.type(number, '+972 2 555 0199');
    await userEvent.click(general.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSaveGeneral).toHaveBeenCalledWith({
      id: generalSettings._id,
      contact_number: '+972 2 555 0199',
      contact_email: generalSettings.contact_email,
      description: generalSettings.description,
    });
    await expect(general.getByRole('button', { name: /Saving/ })).toBeDisabled();
    // Only this card is saving: the payment card can still be saved.
    await expect(
      stripeForm(canvasElement).getByRole('button', { name: 'Save Stripe Settings' }),
    ).toBeEnabled();
  },
};

export const SavingStripe: Story = {
  play: async ({ args, canvasElement }) => {
    const stripe = stripeForm(canvasElement);
    await userEvent.selectOptions(stripe.getByRole('combobox', { name: /Environment/ }), 'live');
    await userEvent.type(stripe.getByRole('textbox', { name: /Secret Key/ }), 'sk_live_51NewSecretKey7788');
    await userEvent.click(stripe.getByRole('button', { name: 'Save Stripe Settings' }));
    await expect(args.onSaveStripe).toHaveBeenCalledWith({
      public_key: stripeCredentials.public_key,
      secret_key: 'sk_live_51NewSecretKey7788',
      environment: 'live',
    });
    await expect(stripe.getByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(generalForm(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const general = generalForm(canvasElement);
    const email = general.getByRole('textbox', { name: 'Contact Email' });
    await clearField(email);
    await userEvent.type(email, 'support@');
    await userEvent.click(general.getByRole('button', { name: 'Save Changes' }));
    await expect(email).toHaveAccessibleDescription('Contact Email must be a valid e-mail address');
    await expect(args.onSaveGeneral).not.toHaveBeenCalled();
  },
};

export const FillAllFields: Story = {
  play: async ({ args, canvasElement }) => {
    const stripe = stripeForm(canvasElement);
    await clearField(stripe.getByRole('textbox', { name: /Publishable Key/ }));
    await userEvent.click(stripe.getByRole('button', { name: 'Save Stripe Settings' }));
    await expect(await stripe.findByText('Please fill all the fields')).toBeVisible();
    // The empty field is marked invalid (outlined in red); the filled one is not.
    await expect(stripe.getByRole('textbox', { name: /Publishable Key/ })).toBeInvalid();
    await expect(stripe.getByRole('textbox', { name: /Secret Key/ })).toBeValid();
    await expect(args.onSaveStripe).not.toHaveBeenCalled();
  },
};

/** The stored secret is shown masked; focusing the field selects all of it, so whatever is typed replaces it. */
export const SecretMasked: Story = {
  play: async ({ canvasElement }) => {
    const stripe = stripeForm(canvasElement);
    const secret = stripe.getByRole<HTMLInputElement>('textbox', { name: /Secret Key/ });
    await expect(secret).toHaveValue('sk_test_...4f2a');
    await expect(secret).toHaveAccessibleDescription(settingsMessages.en.secretKeyHelp);
    await userEvent.click(secret);
    await waitFor(() =>
      expect([secret.selectionStart, secret.selectionEnd]).toEqual([0, secret.value.length]),
    );
    // A click inside the mask does not leave a caret in it: the whole mask stays selected.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect([secret.selectionStart, secret.selectionEnd]).toEqual([0, secret.value.length]),
    );
  },
};

/** Saving the untouched mask (or any key with '...') is refused before the call: the server would store it. */
export const SecretHasDots: Story = {
  play: async ({ args, canvasElement }) => {
    const stripe = stripeForm(canvasElement);
    await userEvent.click(stripe.getByRole('button', { name: 'Save Stripe Settings' }));
    const secret = stripe.getByRole('textbox', { name: /Secret Key/ });
    await waitFor(() => expect(secret).toHaveAccessibleDescription(/Secret Key should not contain "\.\.\."/));
    await expect(stripe.getByText('Secret Key should not contain "..."')).toBeVisible();
    await expect(args.onSaveStripe).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** Typing over the masked secret replaces all of it; after the save the card says so. */
export const Saved: Story = {
  args: { afterStripe: { status: 'saved' } },
  play: async ({ args, canvasElement }) => {
    const stripe = stripeForm(canvasElement);
    const secret = stripe.getByRole('textbox', { name: /Secret Key/ });
    await userEvent.type(secret, 'sk_test_51NewSecretKey0042');
    await expect(secret).toHaveValue('sk_test_51NewSecretKey0042');
    await userEvent.click(stripe.getByRole('button', { name: 'Save Stripe Settings' }));
    await expect(args.onSaveStripe).toHaveBeenCalledWith({
      public_key: stripeCredentials.public_key,
      secret_key: 'sk_test_51NewSecretKey0042',
      environment: 'test',
    });
    await expect(await stripe.findByText('Stripe settings saved.')).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const ServerError: Story = {
  args: {
    afterGeneral: { status: 'error', message: 'Failed to save settings. Please try again.' },
  },
  play: async ({ canvasElement }) => {
    const general = generalForm(canvasElement);
    await userEvent.click(general.getByRole('button', { name: 'Save Changes' }));
    await expect(await general.findByText('Failed to save settings. Please try again.')).toBeVisible();
    await expect(general.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save Stripe Settings' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Contact Email' })).toBeVisible();
  },
};
