import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew, storyLocale } from '@bible-admin/ui/storybook';
import type { SaveState } from '../../internal/SaveState';
import { conflictMessages } from '../common/messages';
import { clearField } from '../../storybook/storyActions';
import { generalSettings, stripeCredentials } from '../../storybook/fixtures/settings';
import { publicLinkFields, type SettingsField } from '@bible-admin/contract/labels';
import { settingsMessages, type SettingsMessages } from './messages';
import { Settings, type SettingsProps } from './Settings';

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => settingsMessages[globals.dir === 'rtl' ? 'he' : 'en'];

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

const stripeForm = (canvasElement: HTMLElement, words: SettingsMessages) =>
  within(within(canvasElement).getByRole('form', { name: words.stripeTitle }));
const generalForm = (canvasElement: HTMLElement, words: SettingsMessages) =>
  within(within(canvasElement).getByRole('form', { name: words.generalTitle }));
/** A field of the Stripe card by its label (a required marker may follow it). */
const stripeField = (form: ReturnType<typeof within>, role: 'textbox' | 'combobox', label: string) =>
  form.getByRole(role, { name: new RegExp(`^${label}`) });
/** The secret key's password field (a password input has no role), by its label. */
const secretField = (form: ReturnType<typeof within>, words: SettingsMessages) =>
  form.getByLabelText(new RegExp(`^${words.secretKey}`)) as HTMLInputElement;

export const Loading: Story = {
  args: { status: 'loading', general: null, stripe: null },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading);
    await expect(canvas.queryByRole('form')).toBeNull();
    // The forms' shapes under their titles, not a spinner: nothing moves when they arrive.
    await expect(canvas.getByRole('heading', { name: words.generalTitle })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: words.stripeTitle })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(6);
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const LoadError: Story = {
  args: { status: 'error', general: null, stripe: null, loadError: 'Failed to load settings' },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.loadError!)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};
/** The app's words for the failure, in Hebrew. */
export const LoadErrorHebrew = hebrew<Story>({
  ...LoadError,
  args: { ...LoadError.args, loadError: 'טעינת ההגדרות נכשלה' },
});

export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const general = generalForm(canvasElement, words);
    await expect(general.getByRole('textbox', { name: words.labels.contact_number })).toHaveValue(
      generalSettings.contact_number,
    );
    const email = general.getByRole('textbox', { name: words.labels.contact_email });
    await expect(email).toHaveValue(generalSettings.contact_email);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('dir', 'ltr');
    const description = general.getByRole('textbox', { name: words.labels.description });
    await expect(description).toHaveValue(generalSettings.description);
    // It says where it is published, and takes either language in its own direction.
    await expect(description).toHaveAccessibleDescription(words.descriptionHelp);
    await expect(description).toHaveAttribute('dir', 'auto');
    // The public site's links, each an address read left to right; an empty one is shown empty.
    for (const field of publicLinkFields) {
      const link = general.getByRole('textbox', { name: words.labels[field] });
      await expect(link).toHaveValue(generalSettings[field]);
      await expect(link).toHaveAttribute('type', 'url');
      await expect(link).toHaveAttribute('dir', 'ltr');
    }
    await expect(general.getByText(words.linksHelp)).toBeVisible();
    const stripe = stripeForm(canvasElement, words);
    await expect(stripeField(stripe, 'combobox', words.environment)).toHaveValue('test');
    await expect(stripeField(stripe, 'textbox', words.publishableKey)).toHaveValue(
      stripeCredentials.public_key,
    );
    const secret = secretField(stripe, words);
    await expect(secret).toHaveValue('sk_test_...4f2a');
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(stripe.getByRole('button', { name: words.saveStripe })).toBeEnabled();
    // The hidden, inert Notification Settings card of the old build is not there at all.
    await expect(within(canvasElement).queryByText(/Notification/)).toBeNull();
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

export const SavingGeneral: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const general = generalForm(canvasElement, words);
    const number = general.getByRole('textbox', { name: words.labels.contact_number });
    await clearField(number);
    await userEvent.type(number, '+972 2 555 0199');
    await userEvent.click(general.getByRole('button', { name: words.saveGeneral }));
    const { _id, version: _version, ...stored } = generalSettings;
    await expect(args.onSaveGeneral).toHaveBeenCalledWith({
      ...stored,
      id: _id,
      contact_number: '+972 2 555 0199',
    });
    await expect(general.getByRole('button', { name: words.saving })).toBeDisabled();
    // Only this card is saving: the payment card can still be saved.
    await expect(
      stripeForm(canvasElement, words).getByRole('button', { name: words.saveStripe }),
    ).toBeEnabled();
  },
};
export const SavingGeneralHebrew = hebrew<Story>(SavingGeneral);

export const SavingStripe: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    await userEvent.selectOptions(stripeField(stripe, 'combobox', words.environment), 'live');
    const publicKey = stripeField(stripe, 'textbox', words.publishableKey);
    await clearField(publicKey);
    await userEvent.type(publicKey, 'pk_live_51NewPublicKey7788');
    await userEvent.type(secretField(stripe, words), 'sk_live_51NewSecretKey7788');
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    await expect(args.onSaveStripe).toHaveBeenCalledWith({
      public_key: 'pk_live_51NewPublicKey7788',
      secret_key: 'sk_live_51NewSecretKey7788',
      environment: 'live',
    });
    await expect(stripe.getByRole('button', { name: words.saving })).toBeDisabled();
    await expect(
      generalForm(canvasElement, words).getByRole('button', { name: words.saveGeneral }),
    ).toBeEnabled();
  },
};
export const SavingStripeHebrew = hebrew<Story>(SavingStripe);

/**
 * A general field refused before any call: `typed` into the field labelled `field` and Save Changes show the
 * rule's words under it, in the admin's language, and nothing is saved.
 */
const refusedBeforeSaving =
  (field: SettingsField, typed: string, refusal: (words: SettingsMessages) => string): Story['play'] =>
  async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const general = generalForm(canvasElement, words);
    const input = general.getByRole('textbox', { name: words.labels[field] });
    await clearField(input);
    await userEvent.type(input, typed);
    await userEvent.click(general.getByRole('button', { name: words.saveGeneral }));
    await expect(input).toHaveAccessibleDescription(refusal(words));
    await expect(args.onSaveGeneral).not.toHaveBeenCalled();
  };

export const InvalidEmail: Story = {
  play: refusedBeforeSaving('contact_email', 'support@', (words) => words.invalidEmail),
};
export const InvalidEmailHebrew = hebrew<Story>(InvalidEmail);

/** Contact Number must be a phone number: 'call me maybe' is refused before any call, in the admin's language. */
export const InvalidPhone: Story = {
  play: refusedBeforeSaving('contact_number', 'call me maybe', (words) => words.invalidPhone),
};
export const InvalidPhoneHebrew = hebrew<Story>(InvalidPhone);

/** A public link must be an https address, as the server checks it: a bare domain is refused before any call. */
export const InvalidLink: Story = {
  play: refusedBeforeSaving('facebook_url', 'facebook.com/illustrated.bible', (words) =>
    words.invalidLink(words.labels.facebook_url),
  ),
};
export const InvalidLinkHebrew = hebrew<Story>(InvalidLink);

export const FillAllFields: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    await clearField(stripeField(stripe, 'textbox', words.publishableKey));
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    await expect(await stripe.findByText(words.rules.settings_fields_required)).toBeVisible();
    // The empty field is marked invalid (outlined in red); the filled one is not.
    await expect(stripeField(stripe, 'textbox', words.publishableKey)).toBeInvalid();
    await expect(secretField(stripe, words)).toBeValid();
    await expect(args.onSaveStripe).not.toHaveBeenCalled();
  },
};
export const FillAllFieldsHebrew = hebrew<Story>(FillAllFields);

/** The stored secret is shown masked; focusing the field selects all of it, so whatever is typed replaces it. */
export const SecretMasked: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    const secret = secretField(stripe, words);
    await expect(secret).toHaveValue('sk_test_...4f2a');
    await expect(secret).toHaveAccessibleDescription(words.secretKeyHelp);
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
export const SecretMaskedHebrew = hebrew<Story>(SecretMasked);

/** The show/hide button shows the secret as typed (the stored one as masked), and hides it again. */
export const SecretShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    const secret = secretField(stripe, words);
    await expect(secret).toHaveAttribute('type', 'password');
    await userEvent.click(stripe.getByRole('button', { name: words.showSecretKey }));
    await expect(secret).toHaveAttribute('type', 'text');
    await expect(secret).toHaveValue('sk_test_...4f2a');
    await expect(stripe.getByRole('button', { name: words.hideSecretKey })).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SecretShownHebrew = hebrew<Story>(SecretShown);

/** A key with '...' typed in is refused before the call: the server would store it. */
export const SecretHasDots: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    const secret = secretField(stripe, words);
    await userEvent.type(secret, 'sk_test_...9f1b');
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    await waitFor(() =>
      expect(secret).toHaveAccessibleDescription(
        new RegExp(words.rules.secret_key_masked.replace(/\./g, '\\.')),
      ),
    );
    await expect(stripe.getByText(words.rules.secret_key_masked)).toBeVisible();
    await expect(args.onSaveStripe).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SecretHasDotsHebrew = hebrew<Story>(SecretHasDots);

/** The key prefixes the refusals name: data, written the same in the Hebrew sentences. */
const keyPrefixes = 'pk_test_ pk_live_ sk_test_ sk_live_ rk_test_ rk_live_';

/** Keys of the wrong shape or mode are refused before the call, each under its field: the 'hello' and a live secret under Test. */
export const KeysRefused: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    const publicKey = stripeField(stripe, 'textbox', words.publishableKey);
    await clearField(publicKey);
    await userEvent.type(publicKey, 'hello');
    const secret = secretField(stripe, words);
    await userEvent.type(secret, 'sk_live_51NewSecretKey7788');
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    await expect(publicKey).toHaveAccessibleDescription(words.rules.publishable_key_invalid);
    await expect(secret).toHaveAccessibleDescription(words.rules.secret_key_environment_mismatch);
    await expect(args.onSaveStripe).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true, dataWords: keyPrefixes },
};
export const KeysRefusedHebrew = hebrew<Story>(KeysRefused);

/** Switching to Live with a live publishable key: the kept secret is a test key, so the secret is asked for. */
export const EnvironmentNeedsSecret: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    await userEvent.selectOptions(stripeField(stripe, 'combobox', words.environment), 'live');
    const publicKey = stripeField(stripe, 'textbox', words.publishableKey);
    await clearField(publicKey);
    await userEvent.type(publicKey, 'pk_live_51NewPublicKey7788');
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    const secret = secretField(stripe, words);
    await expect(secret).toHaveAccessibleDescription(
      new RegExp(words.rules.secret_key_environment_mismatch.replace(/[.()]/g, '\\$&')),
    );
    await expect(publicKey).toBeValid();
    await expect(args.onSaveStripe).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true, dataWords: keyPrefixes },
};
export const EnvironmentNeedsSecretHebrew = hebrew<Story>(EnvironmentNeedsSecret);

/** A new publishable key saves without re-typing the secret: the stored one is kept (no secret_key sent). */
export const SecretKept: Story = {
  args: { afterStripe: { status: 'saved' } },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    const publicKey = stripeField(stripe, 'textbox', words.publishableKey);
    await clearField(publicKey);
    await userEvent.type(publicKey, 'pk_test_51NewPublicKey0042');
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    await expect(args.onSaveStripe).toHaveBeenCalledWith({
      public_key: 'pk_test_51NewPublicKey0042',
      environment: 'test',
    });
    await expect(await stripe.findByText(words.stripeSaved)).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SecretKeptHebrew = hebrew<Story>(SecretKept);

/** Typing over the masked secret replaces all of it; after the save the card says so. */
export const Saved: Story = {
  args: { afterStripe: { status: 'saved' } },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const stripe = stripeForm(canvasElement, words);
    const secret = secretField(stripe, words);
    await userEvent.type(secret, 'sk_test_51NewSecretKey0042');
    await expect(secret).toHaveValue('sk_test_51NewSecretKey0042');
    await userEvent.click(stripe.getByRole('button', { name: words.saveStripe }));
    await expect(args.onSaveStripe).toHaveBeenCalledWith({
      public_key: stripeCredentials.public_key,
      secret_key: 'sk_test_51NewSecretKey0042',
      environment: 'test',
    });
    await expect(await stripe.findByText(words.stripeSaved)).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SavedHebrew = hebrew<Story>(Saved);

/** The app's words for the refusal, as it shows them in each language. */
const saveFailed = { en: 'Failed to save settings. Please try again.', he: 'שמירת ההגדרות נכשלה. נסו שוב.' };

export const ServerError: Story = {
  args: { afterGeneral: { status: 'error', message: saveFailed.en } },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const general = generalForm(canvasElement, words);
    await userEvent.click(general.getByRole('button', { name: words.saveGeneral }));
    await expect(await general.findByText(saveFailed[globals.dir === 'rtl' ? 'he' : 'en'])).toBeVisible();
    await expect(general.getByRole('button', { name: words.saveGeneral })).toBeEnabled();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ServerErrorHebrew = hebrew<Story>({
  ...ServerError,
  args: { afterGeneral: { status: 'error', message: saveFailed.he } },
});

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.saveStripe })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: words.labels.contact_email })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** A Hebrew description reads right to left even in the English screen, as the Support page shows it. */
export const HebrewDescription: Story = {
  args: {
    general: {
      ...generalSettings,
      description: 'שאלות על האפליקציה או על המנוי? כתבו אלינו ונענה תוך יום עסקים.',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const description = generalForm(canvasElement, words).getByRole('textbox', {
      name: words.labels.description,
    });
    await expect(getComputedStyle(description).direction).toBe('rtl');
    await expect(description).toHaveAccessibleDescription(words.descriptionHelp);
  },
};
export const HebrewDescriptionHebrew = hebrew<Story>(HebrewDescription);

/** The notice of a refused save in `form`: it has the focus; returns the fields it names. */
async function conflictNotice(form: HTMLElement, globals: Record<string, unknown>) {
  const notice = within(form).getByRole('region', { name: conflictMessages[storyLocale(globals)].title });
  await waitFor(() => expect(notice).toHaveFocus());
  return within(notice)
    .getAllByRole('term')
    .map((term) => term.textContent);
}

/**
 * Someone else changed the contact number and the Instagram link after the page loaded; the notice names them
 * and when they saved; Overwrite hands the form's values over.
 */
export const GeneralConflict: Story = {
  args: {
    generalConflict: {
      theirs: {
        ...generalSettings,
        contact_number: '+972 3 555 0199',
        instagram_url: 'https://www.instagram.com/illustrated.bible',
        version: generalSettings.version + 1,
      },
      saved: { by: 'Dana Levi', at: '2026-03-14T09:42:00.000Z' },
      onLoadTheirs: fn(),
      onOverwrite: fn(),
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const form = within(canvasElement).getByRole('form', { name: words.generalTitle });
    await expect(await conflictNotice(form, globals)).toEqual([
      words.labels.contact_number,
      words.labels.instagram_url,
    ]);
    await expect(form).toHaveTextContent('Dana Levi');
    const overwrite = conflictMessages[storyLocale(globals)].overwrite;
    await userEvent.click(within(form).getByRole('button', { name: overwrite }));
    await expect(args.generalConflict?.onOverwrite).toHaveBeenCalledWith(
      expect.objectContaining({ contact_number: generalSettings.contact_number }),
    );
    await expect(args.onSaveGeneral).not.toHaveBeenCalled();
    within(form).getByRole('region').focus();
  },
};
export const GeneralConflictHebrew = hebrew<Story>(GeneralConflict);

/** Someone else switched Stripe to live with new keys; the secret key is compared only as changed or not. */
export const StripeConflict: Story = {
  args: {
    stripeConflict: {
      theirs: {
        ...stripeCredentials,
        environment: 'live',
        public_key: 'pk_live_51Hq8sLKz3vA0bCdEfGhIjKl',
        secret_key: 'sk_live_...7b3d',
        version: stripeCredentials.version + 1,
      },
      onLoadTheirs: fn(),
      onOverwrite: fn(),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const form = within(canvasElement).getByRole('form', { name: words.stripeTitle });
    await expect(await conflictNotice(form, globals)).toEqual([
      words.environment,
      words.publishableKey,
      words.secretKey,
    ]);
    await expect(form).not.toHaveTextContent('sk_live_');
  },
};
export const StripeConflictHebrew = hebrew<Story>(StripeConflict);
