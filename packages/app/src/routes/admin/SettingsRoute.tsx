import { useState } from 'react';
import {
  Settings,
  type GeneralSettingsSubmission,
  type StripeSettingsSubmission,
} from '@bible-admin/screens';
import { useSaveState } from '../../data/saveState';
import { useSettings, useSettingsActions } from '../../data/settings';
import { useVersionedSave } from '../../data/versions';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { useAdminHead } from './adminMeta';
import { useAdminWords } from '../../api/catalogue/admin';

export function SettingsRoute() {
  useAdminHead((titles) => titles.settings);
  const words = useAdminWords().settings;
  const settings = useSettings();
  const actions = useSettingsActions();
  const [generalSave, runGeneral] = useSaveState(words.saveFailed);
  const [stripeSave, runStripe] = useSaveState(words.stripeSaveFailed);
  const general = useVersionedSave(settings.general);
  const stripe = useVersionedSave(settings.stripe);
  const saveGeneral = (values: GeneralSettingsSubmission, overwrite = false) =>
    void runGeneral(() => general.run((version) => actions.saveGeneral(values, version), overwrite));
  const saveStripe = (values: StripeSettingsSubmission, overwrite = false) =>
    void runStripe(() => stripe.run((version) => actions.saveStripe(values, version), overwrite));
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Settings
        status={settings.status}
        general={settings.general}
        stripe={settings.stripe}
        loadError={settings.error}
        onRetry={settings.retry}
        generalSave={generalSave}
        stripeSave={stripeSave}
        generalConflict={general.conflict(settings.replaceGeneral, (values: GeneralSettingsSubmission) =>
          saveGeneral(values, true),
        )}
        stripeConflict={stripe.conflict(settings.replaceStripe, (values: StripeSettingsSubmission) =>
          saveStripe(values, true),
        )}
        onSaveGeneral={(values) => saveGeneral(values)}
        onSaveStripe={(values) => saveStripe(values)}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}
