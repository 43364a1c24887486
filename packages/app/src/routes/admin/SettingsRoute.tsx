import { useState } from 'react';
import { Settings } from '@bible-admin/screens';
import { useSaveState } from '../../data/saveState';
import { useSettings, useSettingsActions } from '../../data/settings';
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
        onSaveGeneral={(values) => void runGeneral(() => actions.saveGeneral(values))}
        onSaveStripe={(values) => void runStripe(() => actions.saveStripe(values))}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}
