import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AdminShell, NoAccess } from '@bible-admin/screens';
import { ToastProvider } from '@bible-admin/ui';
import type { CurrentUser } from '@bible-admin/contract';
import { useChooseAdminLocale } from '../../locale/useAdminLocale';
import { PageSpinner } from '../PageSpinner';
import { pageRefusal } from './pageAccess';
import { useCurrentUser, useSession } from '../../session';
import { loginPath, signedOut } from '../../session/signedOut';

/**
 * The logged-in area: it needs a stored token and the current user. Without a token it goes to /login;
 * a failed current-user call forgets the token and goes there too, and so does any call the server refused
 * with a 401 (the client forgets the token; the login page says why when the session ended by itself). Inside:
 * the shell (menu, drawer, user menu with logout) around the page, or the no-access page where the admin's role
 * may not see it, and the toasts, which outlive the page that raised them (a
 * narration's success shows on whichever admin page is open).
 */
export function AdminLayoutRoute() {
  const { token, forget, logout } = useSession();
  const { user, error } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Signed out by a refusal too: the next admin on this browser must not see this one's cached pages.
    if (error || !token) void forget();
  }, [error, token, forget]);

  if (!token) return <Navigate to={loginPath(signedOut.read())} replace />;

  const onLogout = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };
  return (
    <ToastProvider>
      {user ? (
        <SignedInShell user={user} path={pathname} onLogout={() => void onLogout()} />
      ) : (
        <PageSpinner />
      )}
    </ToastProvider>
  );
}

/** The shell around the page; its user menu switches the admin's language (a refusal is a toast, so inside them). */
function SignedInShell({ user, path, onLogout }: { user: CurrentUser; path: string; onLogout: () => void }) {
  const chooseLocale = useChooseAdminLocale();
  // A page the role may not see is never mounted: its calls would only be refused.
  const refusal = pageRefusal(path, user.admin_role);
  return (
    <AdminShell
      currentPath={path}
      user={user}
      role={user.admin_role}
      onLogout={onLogout}
      onLocaleChange={chooseLocale}
    >
      {refusal ? <NoAccess {...refusal} /> : <Outlet />}
    </AdminShell>
  );
}
