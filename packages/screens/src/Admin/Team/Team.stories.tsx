import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Invitation } from '@bible-admin/contract';
import { hebrew, uiWords } from '@bible-admin/ui/storybook';
import { roleNames } from '../../words/roles';
import { teamMessages } from './messages';
import { laptopSession, phoneSession } from '../../storybook/fixtures/sessions';
import type { MemberSessionsProps } from './MemberSessions';
import { Team, type TeamMemberRow } from './Team';

const now = new Date('2026-11-27T12:00:00Z');

const members: TeamMemberRow[] = [
  {
    _id: 'a1',
    name: 'Dana Shapiro',
    email: 'dana@example.com',
    role: 'owner',
    status: 'active',
    last_sign_in_at: '2026-11-27T09:15:00Z',
    second_factors: ['totp', 'passkey'],
  },
  {
    _id: 'a2',
    name: 'יוסי כהן',
    email: 'yossi@example.com',
    role: 'editor',
    status: 'active',
    last_sign_in_at: '2026-11-20T16:40:00Z',
    second_factors: ['passkey'],
  },
  {
    _id: 'a3',
    name: 'Ruth Peretz',
    email: 'ruth@example.com',
    role: 'support',
    status: 'deactivated',
    last_sign_in_at: null,
    second_factors: [],
  },
];

const invitations: Invitation[] = [
  {
    _id: 'i1',
    email: 'noa@example.com',
    role: 'editor',
    locale: 'he',
    created_at: '2026-11-26T10:00:00Z',
    expires_at: '2026-11-29T10:00:00Z',
  },
  {
    _id: 'i2',
    email: 'late@example.com',
    role: 'support',
    locale: 'en',
    created_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-11-23T10:00:00Z',
  },
];

const meta = {
  title: 'Screens/Admin/Team',
  component: Team,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    members,
    invitations,
    currentUserId: 'a1',
    now,
    onRetry: fn(),
    onInvite: fn(),
    onChangeRole: fn(),
    onDeactivate: fn(),
    onReactivate: fn(),
    onRemove: fn(),
    onResetSecondFactor: fn(),
    onResend: fn(),
    onRevoke: fn(),
    onShowSessions: fn(),
  },
} satisfies Meta<typeof Team>;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = (globals: Record<string, unknown>) => {
  const locale = globals.dir === 'rtl' ? 'he' : 'en';
  return { words: teamMessages[locale], roles: roleNames[locale] };
};
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Admins with role, status and last sign-in; an invitation pending, one expired; the form to invite. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, roles } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const admins = within(canvas.getByRole('table', { name: words.membersLabel }));
    await expect(admins.getByText('ruth@example.com')).toBeVisible();
    await expect(admins.getByText(words.statuses.deactivated)).toBeVisible();
    await expect(admins.getByText(words.never)).toBeVisible();
    // Each admin's kinds of second factor, or None.
    await expect(
      admins.getByText(`${words.secondFactors.totp}, ${words.secondFactors.passkey}`),
    ).toBeVisible();
    await expect(admins.getByText(words.noSecondFactor)).toBeVisible();
    await expect(admins.getAllByText(roles.editor)).not.toHaveLength(0);
    // The owner's own row has no menu.
    await expect(admins.queryByRole('button', { name: words.actionsFor('Dana Shapiro') })).toBeNull();
    const pending = within(canvas.getByRole('table', { name: words.invitationsLabel }));
    await expect(pending.getByText(words.expired)).toBeVisible();
    await expect(pending.getAllByRole('button', { name: words.resend })).toHaveLength(2);
  },
};
export const ReadyHebrew = hebrew<Story>(Ready);

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

export const Loading: Story = {
  args: { status: 'loading', members: [], invitations: [] },
  play: async ({ canvasElement, globals }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy(globals).words.loading),
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const LoadError: Story = {
  args: {
    status: 'error',
    members: [],
    invitations: [],
    loadError: 'Server unreachable. Please try again later.',
  },
  play: async ({ canvasElement, globals }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(copy(globals).words.loadError),
};
export const LoadErrorHebrew = hebrew<Story>(LoadError);

/** The invitation is typed and sent with its role and the e-mail's language; once sent, the address is cleared. */
export const Invite: Story = {
  args: { invitations: [], onInvite: fn(() => Promise.resolve(true)) },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(words.inviteEmail) }),
      'new@example.com',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: words.inviteRole }), 'support');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: words.inviteLanguage }), 'he');
    await userEvent.click(canvas.getByRole('button', { name: words.invite }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'new@example.com',
      role: 'support',
      locale: 'he',
    });
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: new RegExp(words.inviteEmail) })).toHaveValue(''),
    );
  },
};
export const InviteHebrew = hebrew<Story>(Invite);

/** The mail server refused: the form says so (the invitation waits in the list for Resend). */
export const InviteFailed: Story = {
  args: { inviteError: 'The e-mail could not be sent' },
  play: async ({ args, canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.inviteError!),
};
export const InviteFailedHebrew = hebrew<Story>({
  ...InviteFailed,
  args: { inviteError: 'שליחת הדוא״ל נכשלה. ההזמנה ממתינה; נסו לשלוח שוב.' },
});

/** Remove asks first (it cannot be undone); Remove in the dialog calls back with the admin. */
export const ConfirmRemove: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.actionsFor('Ruth Peretz') }),
    );
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: words.remove }));
    const dialog = within(body(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText(words.confirmRemove.message('Ruth Peretz'))).toBeVisible();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: words.confirmRemove.confirm }));
    await expect(args.onRemove).toHaveBeenCalledWith(members[2]);
  },
};
export const ConfirmRemoveHebrew = hebrew<Story>(ConfirmRemove);

/** Deactivating asks first: every session of the admin ends at once. */
export const ConfirmDeactivate: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.actionsFor('יוסי כהן') }));
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: words.deactivate }));
    await expect(body(canvasElement).getByRole('alertdialog')).toHaveTextContent(
      words.confirmDeactivate.message('יוסי כהן'),
    );
  },
};
export const ConfirmDeactivateHebrew = hebrew<Story>(ConfirmDeactivate);

/** An active admin's menu offers Sessions, which calls back with the admin (the app then opens the dialog). */
export const SessionsInMenu: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const actions = within(canvasElement).getByRole('button', { name: words.actionsFor('יוסי כהן') });
    await userEvent.click(actions);
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: words.sessions.open }));
    await expect(args.onShowSessions).toHaveBeenCalledWith(members[1]);
    // Open again for the picture: the menu with its Sessions item.
    await userEvent.click(actions);
    await expect(body(canvasElement).getByRole('menuitem', { name: words.sessions.open })).toBeVisible();
  },
};
export const SessionsInMenuHebrew = hebrew<Story>(SessionsInMenu);

const sessionsOf = (overrides: Partial<MemberSessionsProps> = {}): MemberSessionsProps => ({
  member: members[1]!,
  status: 'ready',
  sessions: [laptopSession, phoneSession],
  now,
  onEnd: fn(),
  onEndAll: fn(),
  onRetry: fn(),
  onClose: fn(),
  ...overrides,
});

/** An admin's sessions in a dialog: End one, or End all sessions; each calls back with what it ends. */
export const MemberSessionsOpen: Story = {
  args: { memberSessions: sessionsOf() },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = within(
      body(canvasElement).getByRole('dialog', { name: words.sessions.title('יוסי כהן') }),
    );
    await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    const buttons = dialog.getAllByRole('button', { name: /:/ });
    await userEvent.click(buttons[1]!);
    await expect(args.memberSessions!.onEnd).toHaveBeenCalledWith('s-phone');
    await userEvent.click(dialog.getByRole('button', { name: words.sessions.endAll }));
    await expect(args.memberSessions!.onEndAll).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: uiWords(globals).modal.close }));
    await expect(args.memberSessions!.onClose).toHaveBeenCalled();
  },
};
export const MemberSessionsOpenHebrew = hebrew<Story>(MemberSessionsOpen);
export const MemberSessionsPhone: Story = { ...MemberSessionsOpen, parameters: { viewportWidth: 375 } };
export const MemberSessionsPhoneHebrew = hebrew<Story>(MemberSessionsPhone);

/** Ending every session: the dialog waits (no close button, Escape does nothing) until the server answers. */
export const MemberSessionsEnding: Story = {
  args: { memberSessions: sessionsOf({ ending: 'all' }) },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: words.sessions.ending })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: uiWords(globals).modal.close })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.memberSessions!.onClose).not.toHaveBeenCalled();
  },
};
export const MemberSessionsEndingHebrew = hebrew<Story>(MemberSessionsEnding);

/** Signed in nowhere: the dialog says so and offers no End. */
export const MemberSessionsNone: Story = {
  args: { memberSessions: sessionsOf({ sessions: [] }) },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByText(words.sessions.none)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: words.sessions.endAll })).toBeNull();
  },
};
export const MemberSessionsNoneHebrew = hebrew<Story>(MemberSessionsNone);

/** The sessions could not be read: Retry. */
export const MemberSessionsLoadError: Story = {
  args: { memberSessions: sessionsOf({ status: 'error', sessions: [] }) },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByText(words.sessions.loadFailed)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: uiWords(globals).errorState.retry }));
    await expect(args.memberSessions!.onRetry).toHaveBeenCalled();
  },
};
export const MemberSessionsLoadErrorHebrew = hebrew<Story>(MemberSessionsLoadError);

/**
 * Reset two-factor (for an admin who has a second factor) asks first: their factors go and their sessions end;
 * an admin with none is not offered it.
 */
export const ConfirmResetSecondFactor: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const page = body(canvasElement);
    const askReset = async (name: string) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: words.actionsFor(name) }));
      await userEvent.click(page.getByRole('menuitem', { name: words.resetSecondFactor }));
      return within(page.getByRole('alertdialog'));
    };
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.actionsFor('Ruth Peretz') }),
    );
    await expect(page.queryByRole('menuitem', { name: words.resetSecondFactor })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const dialog = await askReset('יוסי כהן');
    await userEvent.click(dialog.getByRole('button', { name: words.confirmResetSecondFactor.confirm }));
    await expect(args.onResetSecondFactor).toHaveBeenCalledWith(members[1]);
    // The picture: the confirmation, which says what goes.
    await expect(
      (await askReset('יוסי כהן')).getByText(words.confirmResetSecondFactor.message('יוסי כהן')),
    ).toBeVisible();
  },
};
export const ConfirmResetSecondFactorHebrew = hebrew<Story>(ConfirmResetSecondFactor);
