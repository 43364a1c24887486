import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@bible-admin/ui';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { manyTransactions, transactions } from '../../storybook/fixtures/usersAndTransactions';
import { statusMessages } from '../common/messages';
import {
  clearField,
  expectCardsOnPhone,
  expectKeptRowsAlert,
  expectLoadErrorState,
  hebrewLoadError,
  reloadFailedError,
  serverListArgs,
} from '../../storybook/storyActions';
import { exportStories, failedExportHebrew } from '../../storybook/exportStories';
import { StoryLinks } from '../../storybook/storyLinks';
import { transactionsMessages } from './messages';
import { Transactions } from './Transactions';

const meta = {
  title: 'Screens/Admin/Transactions',
  component: Transactions,
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
  args: {
    status: 'ready',
    transactions,
    ...serverListArgs(transactions.length),
  },
} satisfies Meta<typeof Transactions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return { words: transactionsMessages[locale], status: statusMessages[locale], ui: uiWords(globals) };
};

const table = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }));
const pager = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('navigation', { name: copy(globals).ui.pagination.navigation }));

export const Loading: Story = {
  args: { status: 'loading', transactions: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, status } = copy(globals);
    const rows = table(canvasElement, globals);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([words.number, words.user, words.amount, words.status, words.date]);
    await expect(rows.getByText(formatAmount(1234.5, 'usd'))).toBeVisible();
    await expect(rows.getByText(formatAmount(34.9, 'ils'))).toBeVisible();
    // Status named in the admin's words and coloured by its meaning: a failure never looks like a success.
    await expect(rows.getAllByText(status.succeeded)).toHaveLength(3);
    const colour = (text: string) => getComputedStyle(rows.getAllByText(text)[0]!).color;
    const colours = new Set([status.succeeded, status.pending, status.failed].map(colour));
    await expect(colours.size).toBe(3);
    // The payer's name opens their transactions; a deleted account is not a link, and is named in the screen's words.
    const link = rows.getByRole('link', { name: 'שרה לוי' });
    await expect(link).toHaveAttribute('href', '/user-transactions/u2');
    await userEvent.click(link);
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/user-transactions/u2');
    await expect(rows.getByText(words.deletedUser)).toBeVisible();
    await expect(rows.queryByRole('link', { name: words.deletedUser })).toBeNull();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** Typing reports the search; while the server answers, the previous rows stay, dimmed. */
export const Searching: Story = {
  args: { search: 'visa', busy: true },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: words.tableLabel })).toHaveAttribute('aria-busy', 'true');
    const search = canvas.getByRole('searchbox', { name: words.searchLabel });
    await expect(search).toHaveAttribute('placeholder', words.searchPlaceholder);
    await clearField(search);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await userEvent.type(search, 'usd');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('usd');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SearchingHebrew = hebrew<Story>(Searching, { dataWords: ['usd'] });

export const NoResults: Story = {
  args: { transactions: [], search: 'bitcoin', total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: copy(globals).words.noResults }),
    ).toBeVisible();
  },
};
export const NoResultsHebrew = hebrew<Story>(NoResults);

/** Page 2 of many: rows numbered from 51, page buttons report the page. */
export const Paging: Story = {
  args: { transactions: manyTransactions(50, 50), page: 2, total: 12_345 },
  play: async ({ canvasElement, args, globals }) => {
    await expect(table(canvasElement, globals).getByText('51')).toBeVisible();
    const nav = pager(canvasElement, globals);
    await expect(nav.getByText('51–100')).toBeVisible();
    await expect(nav.getByText('12,345')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: copy(globals).ui.pagination.page('247') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(247);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PagingHebrew = hebrew<Story>(Paging);

export const Error: Story = {
  args: { status: 'error', transactions: [], total: 0, loadError: 'Failed to fetch transactions' },
  play: async ({ canvasElement, args, globals }) =>
    expectLoadErrorState(canvasElement, { title: copy(globals).words.errorTitle, ...args }),
  parameters: { blurBeforeScreenshot: true },
};
export const ErrorHebrew = hebrew<Story>({
  ...Error,
  args: { ...Error.args, loadError: hebrewLoadError.unreachable },
});

/** Page 2 failed to load: page 1's rows stay (the pager on page 1) under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { total: 60, loadError: reloadFailedError },
  play: async ({ canvasElement, args, globals }) =>
    expectKeptRowsAlert(canvasElement, {
      title: copy(globals).words.errorTitle,
      keptRow: transactions[0]!.user_details.name,
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};
export const ReloadFailedHebrew = hebrew<Story>({
  ...ReloadFailed,
  args: { ...ReloadFailed.args, loadError: hebrewLoadError.timeout },
});

/** At phone width the rows are cards; the pager keeps Previous, the current page and Next. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  args: { transactions: manyTransactions(50, 50), page: 2, total: 12_345 },
  play: async ({ canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    await expectCardsOnPhone(canvasElement, words.tableLabel);
    const nav = pager(canvasElement, globals);
    await expect(nav.getByRole('button', { name: ui.pagination.page('2') })).toBeVisible();
    // The other page buttons are hidden on a phone (and so out of the accessibility tree too).
    await expect(nav.queryByRole('button', { name: ui.pagination.page('1') })).toBeNull();
    await expect(nav.getByRole('button', { name: ui.pagination.next })).toBeVisible();
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
