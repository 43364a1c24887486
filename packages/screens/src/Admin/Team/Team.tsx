import { useState, type FormEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Invitation, TeamMember } from '@bible-admin/contract';
import { adminRoles, locales, type AdminRole, type Locale } from '@bible-admin/contract/plain';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Menu,
  Select,
  StatusPill,
  Table,
  TextField,
  useFormat,
  type MenuItem,
} from '@bible-admin/ui';
import { ContentPage, LoadingPanel } from '../../internal/ContentPage';
import { useScreenMessages } from '../../messages';
import { roleNames } from '../../words/roles';
import { MemberSessions, type MemberSessionsProps } from './MemberSessions';
import { teamMessages, type TeamMessages } from './messages';

export interface InviteValues {
  email: string;
  role: AdminRole;
  locale: Locale;
}

/** The kinds of second factor an admin has (issue 32): kinds only, never secrets. */
export type SecondFactorKind = 'totp' | 'passkey';

/** An admin of the team, with their second factors when the server lists them. */
export type TeamMemberRow = TeamMember & { second_factors?: readonly SecondFactorKind[] };

export interface TeamProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  onRetry: () => void;
  members: readonly TeamMemberRow[];
  invitations: readonly Invitation[];
  /** The signed-in owner: their own row has no actions but a role change (the server keeps the last owner). */
  currentUserId: string;
  /** When the page is drawn: an invitation past its expiry says so (Resend or Revoke it). */
  now?: Date;
  /** Resolves true once the invitation went out: the form empties its address for the next one. */
  onInvite: (values: InviteValues) => Promise<boolean> | void;
  inviting?: boolean;
  /** The server's refusal of the last invitation (e.g. the e-mail could not be sent), under the form. */
  inviteError?: string | null;
  onChangeRole: (member: TeamMember, role: AdminRole) => void;
  /** Called once the owner confirmed. */
  onDeactivate: (member: TeamMember) => void;
  onReactivate: (member: TeamMember) => void;
  /** Called once the owner confirmed. */
  onRemove: (member: TeamMember) => void;
  /** Called once the owner confirmed: removes the admin's second factors and ends their sessions. */
  onResetSecondFactor?: (member: TeamMemberRow) => void;
  onResend: (invitation: Invitation) => void;
  /** Called once the owner confirmed. */
  onRevoke: (invitation: Invitation) => void;
  /** Opens an admin's sessions (`memberSessions`, which the app then reads). */
  onShowSessions: (member: TeamMember) => void;
  /** The admin whose sessions are open in a dialog, with them; null: no dialog. */
  memberSessions?: MemberSessionsProps | null;
}

type Pending =
  | { kind: 'deactivate' | 'remove' | 'resetSecondFactor'; member: TeamMemberRow }
  | { kind: 'revoke'; invitation: Invitation }
  | null;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** An admin's menu opens over the rows below: its cell must not cut it off. */
const MembersFrame = styled.div`
  td:has([aria-haspopup]) {
    overflow: visible;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const InviteForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.error};
`;

const statusTone = { active: 'green', invited: 'yellow', deactivated: 'neutral' } as const;

function memberActions(
  member: TeamMemberRow,
  words: TeamMessages,
  roles: Record<AdminRole, string>,
  props: Pick<TeamProps, 'onChangeRole' | 'onReactivate' | 'onShowSessions' | 'onResetSecondFactor'>,
  ask: (pending: Pending) => void,
): MenuItem[] {
  return [
    ...adminRoles
      .filter((role) => role !== member.role)
      .map((role) => ({
        label: words.makeRole(roles[role]),
        onSelect: () => props.onChangeRole(member, role),
      })),
    ...(member.status === 'active'
      ? [
          { label: words.sessions.open, separated: true, onSelect: () => props.onShowSessions(member) },
          { label: words.deactivate, onSelect: () => ask({ kind: 'deactivate', member }) },
        ]
      : [{ label: words.reactivate, separated: true, onSelect: () => props.onReactivate(member) }]),
    ...(props.onResetSecondFactor && member.second_factors?.length
      ? [{ label: words.resetSecondFactor, onSelect: () => ask({ kind: 'resetSecondFactor', member }) }]
      : []),
    { label: words.remove, icon: 'trash', danger: true, onSelect: () => ask({ kind: 'remove', member }) },
  ];
}

/** The team (owner only): admins with role, status and last sign-in; pending invitations; an invitation form. */
export function Team(props: TeamProps) {
  const { status, loadError, onRetry, members, invitations, currentUserId, now = new Date() } = props;
  const words = useScreenMessages(teamMessages);
  const roles = useScreenMessages(roleNames);
  const format = useFormat();
  const theme = useTheme();
  const [pending, setPending] = useState<Pending>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [locale, setLocale] = useState<Locale>('en');

  const send = async (values: InviteValues) => {
    if ((await props.onInvite(values)) === true) setEmail('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ email: email.trim(), role, locale });
  };

  let body;
  if (status === 'loading') body = <LoadingPanel label={words.loading} />;
  else if (status === 'error')
    body = <ErrorState title={words.loadError} message={loadError} onRetry={onRetry} />;
  else
    body = (
      <Sections>
        <MembersFrame>
          <Table<TeamMemberRow>
            aria-label={words.membersLabel}
            menusInRows
            // A phone (or a narrow window beside the sidebar) shows each admin as a card, every column in view.
            stackBelow={theme.breakpoints.md}
            rows={members}
            getRowKey={(member) => member._id}
            columns={[
              { key: 'name', header: words.name, width: '15%', render: (m) => <bdi>{m.name}</bdi> },
              {
                key: 'email',
                header: words.email,
                width: '20%',
                render: (m) => <bdi dir="ltr">{m.email}</bdi>,
              },
              { key: 'role', header: words.role, width: '10%', render: (m) => roles[m.role] },
              {
                key: 'status',
                header: words.status,
                width: '13%',
                render: (m) => (
                  <StatusPill tone={statusTone[m.status]}>{words.statuses[m.status]}</StatusPill>
                ),
              },
              {
                key: 'twoFactor',
                header: words.twoFactor,
                // The kinds in short words ("App, Passkey"): the table has no room for more.
                width: '14%',
                render: (m) =>
                  m.second_factors?.length
                    ? m.second_factors.map((kind) => words.secondFactors[kind]).join(', ')
                    : words.noSecondFactor,
              },
              {
                key: 'lastSignIn',
                header: words.lastSignIn,
                // A date and a time, whole in either language.
                width: '19%',
                render: (m) => (m.last_sign_in_at ? format.dateTime(m.last_sign_in_at) : words.never),
              },
              {
                key: 'actions',
                header: words.actions,
                stacked: 'actions',
                render: (m) =>
                  m._id === currentUserId ? null : (
                    <Menu
                      labels={{ actions: words.actionsFor(m.name || m.email) }}
                      items={memberActions(m, words, roles, props, setPending)}
                    />
                  ),
              },
            ]}
          />
        </MembersFrame>
        <Card>
          <SectionTitle>{words.inviteTitle}</SectionTitle>
          <InviteForm onSubmit={submit} noValidate>
            <TextField
              label={words.inviteEmail}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Select
              label={words.inviteRole}
              value={role}
              onChange={(event) => setRole(event.target.value as AdminRole)}
              options={adminRoles.map((value) => ({ value, label: roles[value] }))}
            />
            <Select
              label={words.inviteLanguage}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
              options={locales.map((value) => ({ value, label: words.languages[value] }))}
            />
            <Button type="submit" disabled={props.inviting || !email.trim()}>
              {props.inviting ? words.inviting : words.invite}
            </Button>
          </InviteForm>
          {props.inviteError ? <Error role="alert">{props.inviteError}</Error> : null}
        </Card>
        {invitations.length > 0 ? (
          <div>
            <SectionTitle>{words.invitationsTitle}</SectionTitle>
            <Table<Invitation>
              aria-label={words.invitationsLabel}
              stackBelow={theme.breakpoints.md}
              rows={invitations}
              getRowKey={(invitation) => invitation._id}
              columns={[
                {
                  key: 'email',
                  header: words.email,
                  width: '22%',
                  render: (i) => <bdi dir="ltr">{i.email}</bdi>,
                },
                { key: 'role', header: words.role, width: '11%', render: (i) => roles[i.role] },
                {
                  key: 'status',
                  header: words.status,
                  render: (i) =>
                    new Date(i.expires_at) <= now ? (
                      <StatusPill tone="neutral">{words.expired}</StatusPill>
                    ) : (
                      <StatusPill tone="yellow">{words.expires(format.dateTime(i.expires_at))}</StatusPill>
                    ),
                },
                {
                  key: 'actions',
                  header: words.actions,
                  stacked: 'actions',
                  render: (i) => (
                    <>
                      <Button size="sm" variant="secondary" onClick={() => props.onResend(i)}>
                        {words.resend}
                      </Button>{' '}
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setPending({ kind: 'revoke', invitation: i })}
                      >
                        {words.revoke}
                      </Button>
                    </>
                  ),
                },
              ]}
            />
          </div>
        ) : null}
      </Sections>
    );

  const dialog = pending && confirmation(pending, words);
  return (
    <ContentPage title={words.title} subtitle={words.subtitle} busy={status === 'loading'}>
      {body}
      {props.memberSessions && <MemberSessions {...props.memberSessions} />}
      <ConfirmDialog
        open={Boolean(pending)}
        title={dialog?.title}
        message={dialog?.message}
        variant={pending?.kind === 'deactivate' ? 'default' : 'danger'}
        labels={{ confirm: dialog?.confirm }}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'deactivate') props.onDeactivate(pending.member);
          if (pending?.kind === 'remove') props.onRemove(pending.member);
          if (pending?.kind === 'resetSecondFactor') props.onResetSecondFactor?.(pending.member);
          if (pending?.kind === 'revoke') props.onRevoke(pending.invitation);
          setPending(null);
        }}
      />
    </ContentPage>
  );
}

/** The confirmation's words for what cannot be undone (or ends sessions at once). */
function confirmation(pending: NonNullable<Pending>, words: TeamMessages) {
  if (pending.kind === 'revoke') {
    const { title, message, confirm } = words.confirmRevoke;
    return { title, confirm, message: message(pending.invitation.email) };
  }
  const { title, message, confirm } =
    pending.kind === 'remove'
      ? words.confirmRemove
      : pending.kind === 'resetSecondFactor'
        ? words.confirmResetSecondFactor
        : words.confirmDeactivate;
  return { title, confirm, message: message(pending.member.name || pending.member.email) };
}
