import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount, formatFor } from '@bible-admin/ui';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { manyTransactions, transactions, users } from '../../storybook/fixtures/usersAndTransactions';
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
import { StoryLinks } from '../../storybook/storyLinks';
import { userTransactionsMessages } from './messages';
import { UserTransactions, type UserTransactionsData } from './UserTransactions';

const sarah = users[1]!;
const own = (list: typeof transactions) =>
  list.map((t) => ({
    ...t,
    user_details: { _id: sarah._id, name: sarah.name, email: sarah.email, profile_pic: null },
  }));

/** Dollars and shekels: Total Spent shows one figure per currency (the server adds no total across them). */
const mixed: UserTransactionsData = {
  user: sarah,
  transactions: own(transactions),
  total_spent: null,
  spent_by_currency: [
    { currency: 'ils', amount: 34.9 },
    { currency: 'usd', amount: 19.98 },
  ],
};
const dollars: UserTransactionsData = {
  user: users[0]!,
  transactions: own(transactions.filter((t) => t.currency === 'usd')),
  total_spent: 19.98,
  spent_by_currency: [{ currency: 'usd', amount: 19.98 }],
};

const meta = {
  title: 'Screens/Admin/UserTransactions',
  component: UserTransactions,
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
  args: {
    status: 'ready',
    data: mixed,
    ...serverListArgs(transactions.length),
  },
} satisfies Meta<typeof UserTransactions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return {
    words: userTransactionsMessages[locale],
    status: statusMessages[locale],
    format: formatFor(locale),
    ui: uiWords(globals),
  };
};

const history = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('table', { name: copy(globals).words.history }));

export const Loading: Story = {
  args: { status: 'loading', data: null },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: words.history })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: words.back })).toHaveAttribute('href', '/transactions');
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Error: Story = {
  args: { status: 'error', data: null, loadError: 'Failed to fetch user transactions' },
  play: async ({ canvasElement, args, globals }) =>
    expectLoadErrorState(canvasElement, { title: copy(globals).words.errorTitle, ...args }),
  parameters: { blurBeforeScreenshot: true },
};
export const ErrorHebrew = hebrew<Story>({
  ...Error,
  args: { ...Error.args, loadError: hebrewLoadError.unreachable },
});

/** A search of the history failed: the rows shown stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { search: 'visa', loadError: reloadFailedError },
  play: async ({ canvasElement, args, globals }) =>
    expectKeptRowsAlert(canvasElement, {
      title: copy(globals).words.errorTitle,
      keptRow: mixed.transactions[0]!._id,
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};
export const ReloadFailedHebrew = hebrew<Story>({
  ...ReloadFailed,
  args: { ...ReloadFailed.args, loadError: hebrewLoadError.timeout },
});

/** Several currencies: Total Spent in green, one figure per currency; statuses coloured; card marks. */
export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, status, format } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'שרה לוי' })).toBeVisible();
    await expect(canvas.getByText('sarah.levi@example.co.il')).toBeVisible();
    await expect(canvas.getByText(words.joined, { exact: false })).toHaveTextContent(
      `${words.joined} ${format.date(mixed.user.created_at)}`,
    );
    const spent = within(canvas.getByText(words.totalSpent).parentElement!);
    await expect(spent.getByText(formatAmount(34.9, 'ils'))).toBeVisible();
    // Succeeded dollars only: 9.99 + 9.99 (the pending and failed payments are not spent).
    await expect(spent.getByText(formatAmount(19.98, 'usd'))).toBeVisible();
    await expect(spent.queryByText(formatAmount(54.88, 'usd'))).toBeNull();

    const rows = history(canvasElement, globals);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      words.transactionId,
      words.date,
      words.paymentMethod,
      words.amount,
      words.status,
    ]);
    await expect(rows.getByText(status.pending)).toBeVisible();
    await expect(rows.getByText(status.failed)).toBeVisible();
    const brands = Array.from(canvasElement.querySelectorAll('svg[data-brand]')).map((svg) =>
      svg.getAttribute('data-brand'),
    );
    await expect(brands).toEqual(['visa', 'mastercard', 'amex', 'other', 'visa']);
    // A brand as its owner writes it, not capitalised ('Paypal').
    await expect(rows.getByText('PayPal')).toBeVisible();
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** One currency: the server's total, in that currency. */
export const OneCurrency: Story = {
  args: { data: dollars, total: dollars.transactions.length },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(formatAmount(19.98, 'usd'))).toBeVisible();
  },
};
export const OneCurrencyHebrew = hebrew<Story>(OneCurrency);

export const Empty: Story = {
  args: {
    data: { user: users[3]!, transactions: [], total_spent: 0, spent_by_currency: [] },
    total: 0,
  },
  play: async ({ canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    await expect(
      history(canvasElement, globals).getByRole('cell', { name: words.noTransactions }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(formatAmount(0, 'usd'))).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('navigation', { name: ui.pagination.navigation }),
    ).toBeNull();
  },
};
export const EmptyHebrew = hebrew<Story>(Empty);

/** Typing reports the search to the server; while it answers, the previous rows stay, dimmed. */
export const Searching: Story = {
  args: { search: 'visa', busy: true },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    await expect(history(canvasElement, globals).getAllByRole('row')).toHaveLength(6);
    await expect(within(canvasElement).getByRole('table', { name: words.history })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const search = within(canvasElement).getByRole('searchbox', { name: words.searchLabel });
    await expect(search).toHaveValue('visa');
    await clearField(search);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await userEvent.type(search, 'mastercard');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('mastercard');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const SearchingHebrew = hebrew<Story>(Searching);

export const NoResults: Story = {
  args: { data: { ...mixed, transactions: [] }, search: 'bitcoin', total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      history(canvasElement, globals).getByRole('cell', { name: copy(globals).words.noResults }),
    ).toBeVisible();
    // What was spent is the user's, whatever the search.
    await expect(within(canvasElement).getByText(formatAmount(34.9, 'ils'))).toBeVisible();
  },
};
export const NoResultsHebrew = hebrew<Story>(NoResults);

/** A payer with thousands of payments: page 2 of 101, the pager reports the page. */
export const Paging: Story = {
  args: { data: { ...mixed, transactions: own(manyTransactions(50, 50)) }, page: 2, total: 5_001 },
  play: async ({ canvasElement, args, globals }) => {
    const { pagination } = copy(globals).ui;
    await expect(history(canvasElement, globals).getByText('pi_00000051')).toBeVisible();
    const nav = within(within(canvasElement).getByRole('navigation', { name: pagination.navigation }));
    await expect(nav.getByText('51–100')).toBeVisible();
    await expect(nav.getByText('5,001')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: pagination.page('101') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(101);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PagingHebrew = hebrew<Story>(Paging);

export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expectCardsOnPhone(canvasElement, words.history);
    // The header stacks: the e-mail and the total spent do not overlap.
    const email = within(canvasElement).getByText(mixed.user.email).getBoundingClientRect();
    const spent = within(canvasElement).getByText(words.totalSpent).getBoundingClientRect();
    await expect(email.bottom <= spent.top || spent.bottom <= email.top).toBe(true);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
