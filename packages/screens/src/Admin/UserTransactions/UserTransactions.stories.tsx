import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@bible-admin/ui';
import { expect, userEvent, within } from 'storybook/test';
import { manyTransactions, transactions, users } from '../common/fixtures';
import {
  clearField,
  expectCardsOnPhone,
  expectKeptRowsAlert,
  reloadFailedError,
  serverListArgs,
} from '../common/storyActions';
import { StoryLinks } from '../storyLinks';
import { UserTransactions, type UserTransactionsData } from './UserTransactions';

const sarah = users[1]!;
const own = (list: typeof transactions) =>
  list.map((t) => ({
    ...t,
    user_details: { _id: sarah._id, name: sarah.name, email: sarah.email, profile_pic: null },
  }));

/** Dollars and shekels: Total Spent shows one figure per currency (the server sums succeeded ones). */
const mixed: UserTransactionsData = {
  user: sarah,
  transactions: own(transactions),
  total_spent: 54.88,
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

const history = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Transaction History' }));

export const Loading: Story = {
  args: { status: 'loading', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Transaction History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  },
};

export const Error: Story = {
  args: { status: 'error', data: null, loadError: 'Failed to fetch user transactions' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch user transactions',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** A search of the history failed: the rows shown stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { search: 'visa', loadError: reloadFailedError },
  play: async ({ canvasElement, args }) =>
    expectKeptRowsAlert(canvasElement, {
      title: 'Could not load this user’s transactions',
      keptRow: mixed.transactions[0]!._id,
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};

/** Several currencies: Total Spent in green, one figure per currency; statuses coloured; card marks. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'שרה לוי' })).toBeVisible();
    await expect(canvas.getByText('sarah.levi@example.co.il')).toBeVisible();
    await expect(canvas.getByText('Joined', { exact: false })).toHaveTextContent('Joined 28 Jun 2025');
    const spent = within(canvas.getByText('Total Spent').parentElement!);
    await expect(spent.getByText(formatAmount(34.9, 'ils'))).toBeVisible();
    // Succeeded dollars only: 9.99 + 9.99 (the pending and failed payments are not spent).
    await expect(spent.getByText(formatAmount(19.98, 'usd'))).toBeVisible();
    await expect(spent.queryByText(formatAmount(54.88, 'usd'))).toBeNull();

    const rows = history(canvasElement);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Transaction ID', 'Date', 'Payment Method', 'Amount', 'Status']);
    await expect(rows.getByText('Pending')).toBeVisible();
    await expect(rows.getByText('Failed')).toBeVisible();
    const brands = Array.from(canvasElement.querySelectorAll('svg[data-brand]')).map((svg) =>
      svg.getAttribute('data-brand'),
    );
    await expect(brands).toEqual(['visa', 'mastercard', 'amex', 'other', 'visa']);
    // A brand as its owner writes it, not capitalised ('Paypal').
    await expect(rows.getByText('PayPal')).toBeVisible();
  },
};

/** One currency: the server's total, in that currency. */
export const OneCurrency: Story = {
  args: { data: dollars, total: dollars.transactions.length },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(formatAmount(19.98, 'usd'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    data: { user: users[3]!, transactions: [], total_spent: 0, spent_by_currency: [] },
    total: 0,
  },
  play: async ({ canvasElement }) => {
    await expect(history(canvasElement).getByRole('cell', { name: 'No transactions found' })).toBeVisible();
    await expect(within(canvasElement).getByText(formatAmount(0, 'usd'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** Typing reports the search to the server; while it answers, the previous rows stay, dimmed. */
export const Searching: Story = {
  args: { search: 'visa', busy: true },
  play: async ({ canvasElement, args }) => {
    await expect(history(canvasElement).getAllByRole('row')).toHaveLength(6);
    await expect(within(canvasElement).getByRole('table', { name: 'Transaction History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search this user’s transactions' });
    await expect(search).toHaveValue('visa');
    await clearField(search);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await userEvent.type(search, 'mastercard');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('mastercard');
  },
  parameters: { blurBeforeScreenshot: true },
};

export const NoResults: Story = {
  args: { data: { ...mixed, transactions: [] }, search: 'bitcoin', total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      history(canvasElement).getByRole('cell', { name: 'No transactions found matching your search' }),
    ).toBeVisible();
    // What was spent is the user's, whatever the search.
    await expect(within(canvasElement).getByText(formatAmount(34.9, 'ils'))).toBeVisible();
  },
};

/** A payer with thousands of payments: page 2 of 101, the pager reports the page. */
export const Paging: Story = {
  args: { data: { ...mixed, transactions: own(manyTransactions(50, 50)) }, page: 2, total: 5_001 },
  play: async ({ canvasElement, args }) => {
    await expect(history(canvasElement).getByText('pi_00000051')).toBeVisible();
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText('51–100')).toBeVisible();
    await expect(nav.getByText('5,001')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Page 101' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(101);
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    await expectCardsOnPhone(canvasElement, 'Transaction History');
    // The header stacks: the e-mail and the total spent do not overlap.
    const email = within(canvasElement).getByText(mixed.user.email).getBoundingClientRect();
    const spent = within(canvasElement).getByText('Total Spent').getBoundingClientRect();
    await expect(email.bottom <= spent.top || spent.bottom <= email.top).toBe(true);
  },
};
