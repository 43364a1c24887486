import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Invitation, TeamMember } from '@bible-admin/contract';
import { hebrew } from '@bible-admin/ui/storybook';
import { roleNames } from '../../words/roles';
import { teamMessages } from './messages';
import { Team } from './Team';

const now = new Date('2026-11-27T12:00:00Z');

const members: TeamMember[] = [
  {
    _id: 'a1',
    name: 'Dana Shapiro',
    email: 'dana@example.com',
    role: 'owner',
    status: 'active',
    last_sign_in_at: '2026-11-27T09:15:00Z',
    second_factors: ['totp'],
  },
  {
    _id: 'a2',
    name: 'יוסי כהן',
    email: 'yossi@example.com',
    role: 'editor',
    status: 'active',
    last_sign_in_at: '2026-11-20T16:40:00Z',
    second_factors: [],
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
    onResend: fn(),
    onRevoke: fn(),
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
