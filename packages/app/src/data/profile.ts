import type { PasswordChangeSubmission, ProfileSubmission } from '@bible-admin/screens';
import { authCalls, profileCalls, sessionCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { useSession } from '../session';
import { useRevalidate } from './useCall';

/** The profile's two saves. */
export function useProfileActions() {
  const revalidate = useRevalidate();
  const { replaceToken } = useSession();
  return {
    /**
     * Names and an optional photo (multipart), with the `version` the form loaded; the header's name and avatar
     * follow the new user.
     */
    saveProfile: async ({ profile_pic, ...names }: ProfileSubmission, version?: number) => {
      await call(profileCalls.updateProfile, { body: { ...names, version }, files: { profile_pic } });
      await revalidate(authCalls.currentUser);
    },
    /** The change ends every other session; the reply's token (the new password's) carries this one on. */
    changePassword: async (values: PasswordChangeSubmission) => {
      const reply = await call(profileCalls.changePassword, { body: values });
      replaceToken(reply.access_token);
      await revalidate(sessionCalls.mine);
    },
  };
}
