import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@bible-admin/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { transactions, users } from '../common/fixtures';
import { StoryLinks } from '../storyLinks';
import { UserTransactions, type UserTransactionsData } from './UserTransactions';

const sarah = users[1]!;
const own = (list: typeof transactions) =>
  list.map((t) => ({
    ...t,
    user_details: { _id: sarah._id, name: sarah.name, email: sarah.email, profile_pic: null },
  }));

/** Dollars and shekels: Total Spent shows one figure per currency. */
const mixed: UserTransactionsData = { user: sarah, transactions: own(transactions), total_spent: 54.88 };
const dollars: UserTransactionsData = {
  user: users[0]!,
  transactions: own(transactions.filter((t) => t.currency === 'usd')),
  total_spent: 19.98,
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
  args: { status: 'ready', data: mixed, onRetry: fn() },
} satisfies Meta<typeof UserTransactions>;
export default meta;
type Story = StoryObj<typeof meta>;

const history = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Transaction History' }));

export const Loading: Story = {
  args: { status: 'loading', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading transactions' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  },
};

export const Error: Story = {
  args: { status: 'error', data: null, error: 'Failed to fetch user transactions' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch user transactions',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
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
  },
};

/** One currency: the server's total, in that currency. */
export const OneCurrency: Story = {
  args: { data: dollars },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(formatAmount(19.98, 'usd'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: { user: users[3]!, transactions: [], total_spent: 0 } },
  play: async ({ canvasElement }) => {
    await expect(history(canvasElement).getByRole('cell', { name: 'No transactions found' })).toBeVisible();
    await expect(within(canvasElement).getByText(formatAmount(0, 'usd'))).toBeVisible();
  },
};

/** The search box filters the rows in the page (the data is all there). */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search this user’s transactions' });
    await userEvent.type(search, 'mastercard');
    await waitFor(() => expect(history(canvasElement).getAllByRole('row')).toHaveLength(2));
    await expect(history(canvasElement).getByText('Mastercard')).toBeVisible();
    await userEvent.clear(search);
    await waitFor(() => expect(history(canvasElement).getAllByRole('row')).toHaveLength(6));
    await userEvent.type(search, 'usd succeeded');
    await waitFor(() => expect(history(canvasElement).getAllByRole('row')).toHaveLength(3));
  },
  parameters: { blurBeforeScreenshot: true },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search this user’s transactions' });
    await userEvent.type(search, 'bitcoin');
    await expect(
      await history(canvasElement).findByRole('cell', { name: 'No transactions found matching your search' }),
    ).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'Transaction History' });
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
  },
};
