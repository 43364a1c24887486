import type { GeneralSettings, StripeCredentials } from '@bible-admin/contract';
import {
  Settings,
  type GeneralSettingsSubmission,
  type StripeSettingsSubmission,
  type TwoFactorPolicy,
  type TwoFactorPolicySubmission,
} from '@bible-admin/screens';
import { useSettings, useSettingsActions } from '../../data/settings';
import { useRecentPassword } from '../../data/recentPassword';
import { useEditController } from '../../data/useEditController';
import { useAdminHead } from './adminMeta';
import { useAdminWords } from '../../api/catalogue/admin';

export function SettingsRoute() {
  useAdminHead((titles) => titles.settings);
  const words = useAdminWords().settings;
  const settings = useSettings();
  const actions = useSettingsActions();
  // The keys take the payments: the server asks for the password entered in the last five minutes.
  const { withRecentPassword, dialog } = useRecentPassword();
  const general = useEditController<GeneralSettingsSubmission, GeneralSettings>({
    record: settings.general,
    send: actions.saveGeneral,
    failed: words.saveFailed,
    loadTheirs: settings.replaceGeneral,
  });
  const stripe = useEditController<StripeSettingsSubmission, StripeCredentials>({
    record: settings.stripe,
    send: withRecentPassword(actions.saveStripe),
    failed: words.stripeSaveFailed,
    loadTheirs: settings.replaceStripe,
    guarded: false,
  });
  // The policy is a versioned record like the contact details: a conflict shows who saved it since.
  const security = useEditController<TwoFactorPolicySubmission, TwoFactorPolicy>({
    record: settings.security,
    send: actions.saveSecurity,
    failed: words.securitySaveFailed,
    loadTheirs: settings.replaceSecurity,
    guarded: false,
  });
  return (
    <>
      <Settings
        status={settings.status}
        general={settings.general}
        stripe={settings.stripe}
        security={settings.security}
        loadError={settings.error}
        onRetry={settings.retry}
        generalSave={general.state}
        stripeSave={stripe.state}
        securitySave={security.state}
        generalConflict={general.conflict}
        stripeConflict={stripe.conflict}
        securityConflict={security.conflict}
        onSaveGeneral={general.submit}
        onSaveStripe={stripe.submit}
        onSaveSecurity={security.submit}
        // One guard for the page: the screen says whether either form has changes.
        onDirtyChange={general.onDirtyChange}
      />
      {general.guard}
      {dialog}
    </>
  );
}
