import { useToast, useUILocale } from '@bible-admin/ui';
import { serverMessageOr } from '../api/catalogue';

/**
 * An action whose outcome is a toast: `done` once it went through, else the server's words for its refusal
 * (`failed` where it has none), in the admin's language. Never throws.
 */
export function useToastedAction() {
  const toast = useToast();
  const locale = useUILocale();
  return async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(serverMessageOr(error, failed, locale));
    }
  };
}
