import { useState } from 'react';
import { errorMessage } from '../../api/catalogue';
import { adminCatalogue } from '../../api/catalogue/admin';
import { Profile } from '@bible-admin/screens';
import { useProfileActions } from '../../data/profile';
import { useSaveState } from '../../data/saveState';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { usePageHead } from '../../head/PageHead';
import { useCurrentUser } from '../../session';
import { adminMeta, pageTitle } from './adminMeta';

export function ProfileRoute() {
  usePageHead(adminMeta(pageTitle.profile));
  const { user, error, retry } = useCurrentUser();
  const actions = useProfileActions();
  const [profileSave, runProfile] = useSaveState(adminCatalogue.profile.updateFailed);
  const [passwordSave, runPassword] = useSaveState(adminCatalogue.profile.passwordFailed);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Profile
        status={user ? 'ready' : error ? 'error' : 'loading'}
        loadError={error ? errorMessage(error, adminCatalogue.profile.loadFailed) : null}
        onRetry={retry}
        user={user}
        profileSave={profileSave}
        passwordSave={passwordSave}
        onSaveProfile={(values) => void runProfile(() => actions.saveProfile(values))}
        onChangePassword={(values) => void runPassword(() => actions.changePassword(values))}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}
