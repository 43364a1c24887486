import type { CurrentUser } from '@bible-admin/contract';
import { errorMessage } from '../../api/catalogue';
import { useAdminWords } from '../../api/catalogue/admin';
import { Profile, type PasswordChangeSubmission, type ProfileSubmission } from '@bible-admin/screens';
import { useState } from 'react';
import { useToast, useUILocale } from '@bible-admin/ui';
import { usePasswordStrength } from '../../data/passwordStrength';
import { useProfileActions } from '../../data/profile';
import { useSecurityCard } from '../../data/security';
import { useMySessions } from '../../data/sessions';
import { useEditController } from '../../data/useEditController';
import { useCurrentUser } from '../../session';
import { useAdminHead } from './adminMeta';

export function ProfileRoute() {
  useAdminHead((titles) => titles.profile);
  const locale = useUILocale();
  const words = useAdminWords().profile;
  const { user, error, retry, replace } = useCurrentUser();
  const actions = useProfileActions();
  const toast = useToast();
  const sessions = useMySessions((error) => toast.error(errorMessage(error, locale)));
  const security = useSecurityCard();
  const profile = useEditController<ProfileSubmission, CurrentUser>({
    record: user,
    send: actions.saveProfile,
    failed: words.updateFailed,
    loadTheirs: replace,
  });
  // The password is not a versioned record: its save has no conflict.
  const password = useEditController<PasswordChangeSubmission>({
    send: actions.changePassword,
    failed: words.passwordFailed,
    guarded: false,
  });
  const [newPassword, setNewPassword] = useState('');
  const score = usePasswordStrength(
    newPassword,
    user ? [user.email, user.first_name, user.last_name, user.name] : [],
  );
  return (
    <>
      <Profile
        status={user ? 'ready' : error ? 'error' : 'loading'}
        loadError={error ? errorMessage(error, locale, words.loadFailed) : null}
        onRetry={retry}
        user={user}
        profileSave={profile.state}
        passwordSave={password.state}
        profileConflict={profile.conflict}
        onSaveProfile={profile.submit}
        onChangePassword={password.submit}
        onNewPasswordChange={setNewPassword}
        newPasswordScore={score}
        // One guard for the page: the screen says whether either form has changes.
        onDirtyChange={profile.onDirtyChange}
        sessions={sessions}
        security={security}
      />
      {profile.guard}
    </>
  );
}
