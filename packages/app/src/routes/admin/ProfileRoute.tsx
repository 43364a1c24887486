import { useState } from 'react';
import { errorMessage } from '../../api/catalogue';
import { useAdminWords } from '../../api/catalogue/admin';
import { Profile, type ProfileSubmission } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { useProfileActions } from '../../data/profile';
import { useSaveState } from '../../data/saveState';
import { useVersionedSave } from '../../data/versions';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { useCurrentUser } from '../../session';
import { useAdminHead } from './adminMeta';

export function ProfileRoute() {
  useAdminHead((titles) => titles.profile);
  const locale = useUILocale();
  const words = useAdminWords().profile;
  const { user, error, retry, replace } = useCurrentUser();
  const actions = useProfileActions();
  const [profileSave, runProfile] = useSaveState(words.updateFailed);
  const [passwordSave, runPassword] = useSaveState(words.passwordFailed);
  const versioned = useVersionedSave(user);
  const saveProfile = (values: ProfileSubmission, overwrite = false) =>
    void runProfile(() => versioned.run((version) => actions.saveProfile(values, version), overwrite));
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Profile
        status={user ? 'ready' : error ? 'error' : 'loading'}
        loadError={error ? errorMessage(error, locale, words.loadFailed) : null}
        onRetry={retry}
        user={user}
        profileSave={profileSave}
        passwordSave={passwordSave}
        profileConflict={versioned.conflict(replace, (values: ProfileSubmission) =>
          saveProfile(values, true),
        )}
        onSaveProfile={(values) => saveProfile(values)}
        onChangePassword={(values) => void runPassword(() => actions.changePassword(values))}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}
