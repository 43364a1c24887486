import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { teamCalls } from '@bible-admin/contract/plain';
import { AcceptInvitation, type AcceptValues } from '@bible-admin/screens';
import { ToastProvider, useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { usePasswordStrength } from '../../data/passwordStrength';
import { useCall } from '../../data/useCall';
import { useChooseAdminLocale } from '../../locale/useAdminLocale';
import { useSession } from '../../session';
import { useAdminHead } from '../admin/adminMeta';
import { SignedOutOnly } from '../SignedOutOnly';

/**
 * The invitation's page (the link in the e-mail): in the language the owner chose for it; the invitee sets a
 * name and password and lands signed in on the dashboard. An expired, used or revoked link says so, no form.
 */
function AcceptInvitationPage() {
  useAdminHead((titles) => titles.team);
  const locale = useUILocale();
  const chooseLocale = useChooseAdminLocale();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  // A link without its token is asked about all the same: the server's refusal says it in the page's words.
  const opened = useCall(
    teamCalls.invitation,
    { params: { token: token || 'none' } },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const invitation = opened.data?.data;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const passwordScore = usePasswordStrength(password, invitation ? [invitation.email] : []);
  const invitationLocale = invitation?.locale;
  useEffect(() => {
    if (invitationLocale) chooseLocale(invitationLocale);
  }, [invitationLocale, chooseLocale]);

  const onSubmit = async (values: AcceptValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const reply = await call(teamCalls.accept, { params: { token }, body: values, token: null });
      await signIn(reply.access_token, false, reply.user);
      void navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, locale));
      setSubmitting(false);
    }
  };

  if (opened.error) return <AcceptInvitation status="refused" reason={errorMessage(opened.error, locale)} />;
  if (!invitation) return <AcceptInvitation status="loading" />;
  return (
    <AcceptInvitation
      status={submitting ? 'submitting' : 'ready'}
      email={invitation.email}
      role={invitation.role}
      error={error}
      onSubmit={(values) => void onSubmit(values)}
      onPasswordChange={setPassword}
      passwordScore={passwordScore}
    />
  );
}

export function AcceptInvitationRoute() {
  return (
    <SignedOutOnly>
      {/* Choosing the language may toast a refusal (as on the login page). */}
      <ToastProvider>
        <AcceptInvitationPage />
      </ToastProvider>
    </SignedOutOnly>
  );
}
