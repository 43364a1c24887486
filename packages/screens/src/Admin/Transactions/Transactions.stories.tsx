import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@bible-admin/ui';
import { expect, userEvent, within } from 'storybook/test';
import { manyTransactions, transactions } from '../common/fixtures';
import {
  clearField,
  expectCardsOnPhone,
  expectKeptRowsAlert,
  reloadFailedError,
  serverListArgs,
} from '../common/storyActions';
import { StoryLinks } from '../storyLinks';
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

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Transactions' }));

export const Loading: Story = {
  args: { status: 'loading', transactions: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['#', 'User', 'Amount', 'Status', 'Date']);
    await expect(rows.getByText(formatAmount(1234.5, 'usd'))).toBeVisible();
    await expect(rows.getByText(formatAmount(34.9, 'ils'))).toBeVisible();
    // Status capitalised and green, whatever it is.
    await expect(rows.getByText('Pending')).toBeVisible();
    await expect(rows.getAllByText('Succeeded')).toHaveLength(3);
    // The payer's name opens their transactions; a deleted account is not a link.
    const link = rows.getByRole('link', { name: 'שרה לוי' });
    await expect(link).toHaveAttribute('href', '/user-transactions/u2');
    await userEvent.click(link);
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/user-transactions/u2');
    await expect(rows.queryByRole('link', { name: 'Deleted user' })).toBeNull();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** Typing reports the search; while the server answers, the previous rows stay, dimmed. */
export const Searching: Story = {
  args: { search: 'visa', busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Transactions' })).toHaveAttribute('aria-busy', 'true');
    const search = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await expect(search).toHaveAttribute('placeholder', 'Search transactions...');
    await clearField(search);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await userEvent.type(search, 'usd');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('usd');
  },
  parameters: { blurBeforeScreenshot: true },
};

export const NoResults: Story = {
  args: { transactions: [], search: 'bitcoin', total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'No transactions found matching your search' }),
    ).toBeVisible();
  },
};

/** Page 2 of many: rows numbered from 51, page buttons report the page. */
export const Paging: Story = {
  args: { transactions: manyTransactions(50, 50), page: 2, total: 12_345 },
  play: async ({ canvasElement, args }) => {
    await expect(table(canvasElement).getByText('51')).toBeVisible();
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText('51–100')).toBeVisible();
    await expect(nav.getByText('12,345')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Page 247' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(247);
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Error: Story = {
  args: { status: 'error', transactions: [], total: 0, loadError: 'Failed to fetch transactions' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** Page 2 failed to load: page 1's rows stay (the pager on page 1) under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { total: 60, loadError: reloadFailedError },
  play: async ({ canvasElement, args }) =>
    expectKeptRowsAlert(canvasElement, {
      title: 'Could not load transactions',
      keptRow: transactions[0]!.user_details.name,
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};

/** At phone width the table scrolls sideways; the pager keeps Previous, the current page and Next. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  args: { transactions: manyTransactions(50, 50), page: 2, total: 12_345 },
  play: async ({ canvasElement }) => {
    await expectCardsOnPhone(canvasElement, 'Transactions');
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page 2' })).toBeVisible();
    // The other page buttons are hidden on a phone (and so out of the accessibility tree too).
    await expect(nav.queryByRole('button', { name: 'Page 1' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
