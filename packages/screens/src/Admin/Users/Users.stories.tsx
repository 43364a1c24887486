import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatFor, useToast, useUILocale } from '@bible-admin/ui';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { manyUsers, users } from '../../storybook/fixtures/usersAndTransactions';
import { statusMessages } from '../common/messages';
import {
  expectCardsOnPhone,
  expectKeptRowsAlert,
  expectLoadErrorState,
  hebrewLoadError,
  reloadFailedError,
  serverListArgs,
} from '../../storybook/storyActions';
import { exportStories, failedExportHebrew } from '../../storybook/exportStories';
import { expectToast, withToasts } from '../../storybook/storyToasts';
import { usersMessages } from './messages';
import { Users, type UsersProps } from './Users';

const meta = {
  title: 'Screens/Admin/Users',
  component: Users,
  args: {
    status: 'ready',
    users,
    ...serverListArgs(users.length),
    onRemove: fn(),
  },
} satisfies Meta<typeof Users>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return {
    words: usersMessages[locale],
    status: statusMessages[locale],
    format: formatFor(locale),
    ui: uiWords(globals),
  };
};

const table = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }));
const pager = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).queryByRole('navigation', { name: copy(globals).ui.pagination.navigation });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sarah = users[1]!;

export const Loading: Story = {
  args: { status: 'loading', users: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(pager(canvasElement, globals)).toBeNull();
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Populated: Story = {
  args: { users: manyUsers(50).slice(0, 5).concat(users), total: 1_000_040 },
  play: async ({ canvasElement, globals }) => {
    const { words, status } = copy(globals);
    const rows = table(canvasElement, globals);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      words.number,
      words.user,
      words.email,
      words.status,
      words.plan,
      words.device,
      words.actions,
    ]);
    // 'Free' for no plan; device labels; Hebrew names isolated.
    const row = rows.getByText(sarah.name).closest('tr')!;
    await expect(within(row).getByText(words.free)).toBeVisible();
    await expect(within(row).getByText('Android')).toBeVisible();
    await expect(within(row).getByText(status.pending)).toBeVisible();
    await expect(rows.getByText('windows-phone')).toBeVisible();
    const nav = within(pager(canvasElement, globals)!);
    await expect(nav.getByText('1–50')).toBeVisible();
    await expect(nav.getByText('1,000,040')).toBeVisible();
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** Typing reports the search; while the server answers, the previous rows stay, dimmed. */
export const Searching: Story = {
  args: { users: users.slice(0, 3), search: 'mo', busy: true, total: 3 },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: words.tableLabel })).toHaveAttribute('aria-busy', 'true');
    await expect(table(canvasElement, globals).getByText('Moshe Cohen')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: words.searchLabel });
    await expect(search).toHaveValue('mo');
    await expect(search).toHaveAttribute('placeholder', words.searchPlaceholder);
    await userEvent.type(search, 's');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('mos');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SearchingHebrew = hebrew<Story>(Searching);

export const NoResults: Story = {
  args: { users: [], search: 'zebulun', total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: copy(globals).words.noResults }),
    ).toBeVisible();
  },
};
export const NoResultsHebrew = hebrew<Story>(NoResults);

/** Page 3 of 50 a page: rows are numbered from 101; Previous and Next report the page. */
export const ThirdPage: Story = {
  args: { users: manyUsers(50, 100), page: 3, total: 1_000_040 },
  play: async ({ canvasElement, args, globals }) => {
    const { pagination } = copy(globals).ui;
    await expect(
      table(canvasElement, globals).getByText('user101@example.com').closest('tr'),
    ).toHaveTextContent(/^101/);
    const nav = within(pager(canvasElement, globals)!);
    await expect(nav.getByText('101–150')).toBeVisible();
    await expect(nav.getByRole('button', { name: pagination.page('3') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('button', { name: pagination.previous }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(nav.getByRole('button', { name: pagination.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const ThirdPageHebrew = hebrew<Story>(ThirdPage);

/** The next page is on its way: rows of the current page stay, dimmed, with a progress bar. */
export const LoadingNextPage: Story = {
  args: { users: manyUsers(50, 100), page: 4, busy: true, total: 1_000_040 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(table(canvasElement, globals).getByText('user101@example.com')).toBeVisible();
  },
};
export const LoadingNextPageHebrew = hebrew<Story>(LoadingNextPage);

/**
 * A page of 200, longer than a page shown whole: its rows scroll in a box of 50, only those in view (and a few
 * more) are rendered, and the last one is reachable.
 */
export const TwoHundredRows: Story = {
  args: { users: manyUsers(200), pageSize: 200, total: 1_000_040 },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThan(70);
    const scroller = within(canvasElement).getByRole('region', { name: copy(globals).words.tableLabel });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(table(canvasElement, globals).getByText('user200@example.com')).toBeVisible());
  },
};
export const TwoHundredRowsHebrew = hebrew<Story>(TwoHundredRows);

export const UserDetails: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, format } = copy(globals);
    const view = () => within(canvasElement).getByRole('button', { name: words.viewUser(sarah.name) });
    await userEvent.click(view());
    const dialog = within(body(canvasElement).getByRole('dialog', { name: words.detailsTitle }));
    await expect(dialog.getByText(sarah.email)).toBeVisible();
    await expect(dialog.getByText(words.free)).toBeVisible();
    await expect(dialog.getByText('Android')).toBeVisible();
    await expect(dialog.getByText(format.date(sarah.created_at))).toBeVisible();
    // The way on to the user's transactions.
    await expect(dialog.getByRole('link', { name: words.viewTransactions })).toHaveAttribute(
      'href',
      `/user-transactions/${sarah._id}`,
    );
    // Close (the footer button) closes it; View opens it again for the picture.
    const closeButtons = dialog.getAllByRole('button', { name: words.close });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(view());
    await expect(body(canvasElement).getByRole('dialog', { name: words.detailsTitle })).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const UserDetailsHebrew = hebrew<Story>(UserDetails);

export const Error: Story = {
  args: { status: 'error', users: [], total: 0, loadError: 'Failed to fetch users' },
  play: async ({ canvasElement, args, globals }) =>
    expectLoadErrorState(canvasElement, { title: copy(globals).words.errorTitle, ...args }),
  parameters: { blurBeforeScreenshot: true },
};
export const ErrorHebrew = hebrew<Story>({
  ...Error,
  args: { ...Error.args, loadError: hebrewLoadError.unreachable },
});

/** A reload (here a search) failed: the last rows stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { search: 'moshe', loadError: reloadFailedError },
  play: async ({ canvasElement, args, globals }) =>
    expectKeptRowsAlert(canvasElement, {
      title: copy(globals).words.errorTitle,
      keptRow: 'Moshe Cohen',
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};
export const ReloadFailedHebrew = hebrew<Story>({
  ...ReloadFailed,
  args: { ...ReloadFailed.args, loadError: hebrewLoadError.timeout },
});

/** At phone width the rows are cards, every one's columns and View in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  args: { total: 1_000_040 },
  play: async ({ canvasElement, globals }) => {
    const { words, status } = copy(globals);
    const controls = await expectCardsOnPhone(canvasElement, words.tableLabel);
    // Every row's View, named for its user.
    const views = users.map((user) => words.viewUser(user.name));
    await expect(
      controls.filter((control) => views.includes(control.getAttribute('aria-label') ?? '')),
    ).toHaveLength(users.length);
    const card = within(within(canvasElement).getByText(sarah.name).closest('li')!);
    await expect(card.getByText(status.pending)).toBeVisible();
    await expect(card.getByText('Android')).toBeVisible();
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** The list's Export: offered, preparing its link, handed to the browser, failed, and handed over on a phone. */
const exporting = exportStories();
export const ExportIdle: Story = exporting.idle;
export const ExportIdleHebrew = hebrew<Story>(ExportIdle);
export const ExportPreparing: Story = exporting.preparing;
export const ExportPreparingHebrew = hebrew<Story>(ExportPreparing);
export const ExportStarted: Story = exporting.started;
export const ExportStartedHebrew = hebrew<Story>(ExportStarted);
export const ExportFailed: Story = exporting.failed;
export const ExportFailedHebrew = hebrew<Story>({
  ...ExportFailed,
  args: { ...ExportFailed.args, exportState: failedExportHebrew },
});
export const ExportStartedPhone: Story = exporting.startedPhone;
export const ExportStartedPhoneHebrew = hebrew<Story>(ExportStartedPhone);

/** The app's toasts once a removal ends (its catalogue's words). */
const removeToasts = {
  removed: { en: 'User removed successfully', he: 'המשתמש הוסר בהצלחה' },
  failed: { en: 'Failed to remove user', he: 'הסרת המשתמש נכשלה' },
};

/** Like the app: a removed user leaves the list with a toast; a failed removal keeps them, with the error's. */
function RemovingLikeTheApp({ outcome, ...args }: UsersProps & { outcome: 'removed' | 'failed' }) {
  const toast = useToast();
  const locale = useUILocale();
  const [shown, setShown] = useState(args.users);
  return (
    <Users
      {...args}
      users={shown}
      onRemove={(user) => {
        args.onRemove?.(user);
        if (outcome === 'failed') return toast.error(removeToasts.failed[locale]);
        setShown(shown.filter((other) => other._id !== user._id));
        toast.success(removeToasts.removed[locale]);
      }}
    />
  );
}

/** Opens the spec's dialog from a row's Remove. */
async function openRemove(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { words } = copy(globals);
  await userEvent.click(within(canvasElement).getByRole('button', { name: words.removeUser(sarah.name) }));
  return within(await body(canvasElement).findByRole('alertdialog', { name: words.removeTitle }));
}

/** Remove asks first, in the spec's words; focus starts on Cancel, and Cancel removes nothing. */
export const RemoveConfirm: Story = {
  parameters: { before: 'Populated' },
  args: { users, total: users.length },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await openRemove(canvasElement, globals);
    await expect(dialog.getByText(words.removeMessage(sarah.name))).toBeVisible();
    const cancel = dialog.getByRole('button', { name: words.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(dialog.getByRole('button', { name: words.remove })).toBeEnabled();
    // Settle the first focus by keyboard, so the picture always ends on Cancel's ring.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
export const RemoveConfirmHebrew = hebrew<Story>(RemoveConfirm);

/** Cancel closes the dialog and removes no one. */
export const RemoveCancelled: Story = {
  parameters: { blurBeforeScreenshot: true },
  args: { users, total: users.length },
  play: async ({ args, canvasElement, globals }) => {
    const dialog = await openRemove(canvasElement, globals);
    await userEvent.click(dialog.getByRole('button', { name: copy(globals).words.cancel }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText(sarah.name)).toBeVisible();
  },
};

/** While the app removes the user, the dialog stays open with a busy Remove; nothing closes it. */
export const Removing: Story = {
  parameters: { before: 'Populated' },
  args: { users, total: users.length, removingId: sarah._id },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: words.removeTitle }));
    await expect(dialog.getByText(words.removeMessage(sarah.name))).toBeVisible();
    await expect(dialog.getByRole('button', { name: words.removing })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: words.cancel })).toBeDisabled();
  },
};
export const RemovingHebrew = hebrew<Story>(Removing);

/** Confirms the removal of Sarah: the app is told, the dialog closes, and the outcome's toast shows. */
const confirmedStory = (outcome: 'removed' | 'failed'): Story => ({
  parameters: { before: 'Populated' },
  decorators: [withToasts],
  render: (args) => <RemovingLikeTheApp {...args} outcome={outcome} />,
  args: { users, total: users.length },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await openRemove(canvasElement, globals);
    await userEvent.click(dialog.getByRole('button', { name: words.remove }));
    await expect(args.onRemove).toHaveBeenCalledWith(sarah);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    const row = within(canvasElement).queryByText(sarah.name);
    await (outcome === 'removed' ? expect(row).toBeNull() : expect(row).toBeVisible());
    await expectToast(canvasElement, removeToasts[outcome][storyLocale(globals)]);
  },
});

/** Confirmed: the row goes (the app reads the list again) and a toast says so. */
export const Removed = confirmedStory('removed');
export const RemovedHebrew = hebrew<Story>(Removed);

/** The removal failed: the user stays in the list and the error shows in a toast. */
export const RemoveFailed = confirmedStory('failed');
export const RemoveFailedHebrew = hebrew<Story>(RemoveFailed);

/** At phone width each card has its Remove, and the dialog fits the screen. */
export const RemoveConfirmPhone: Story = {
  ...RemoveConfirm,
  parameters: { ...RemoveConfirm.parameters, before: 'Phone', viewportWidth: 390 },
};
export const RemoveConfirmPhoneHebrew = hebrew<Story>(RemoveConfirmPhone);
