import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from '../Menu';
import { EmptyState } from '../EmptyState';
import { Amount, FormattedDate } from '../Formatted';
import { rtl } from '../storybook';
import { rowHeights } from '../theme';
import {
  englishHeaders,
  hebrewHeaders,
  hebrewUsers,
  manyUsers,
  userColumns,
  users,
  type UserRow,
} from '../storybook/fixtures/table';
import { Table, type TableColumn } from './Table';

const UserTable = Table<UserRow>;

const meta = {
  title: 'UI/Table',
  parameters: {
    docs: {
      description: {
        component:
          "The data table: columns with headers, a numbered first column, loading skeleton rows, a busy bar that dims the rows, an empty state and virtualised rendering for long lists (10,000 rows stay smooth).\n\n**When to use.** Lists of records with the same fields (users, transactions, chapters). A short list of unlike items is a plain list.\n\n**Right to left.** Columns run from the inline start, so the first column is on the right in Hebrew; `align: 'end'` puts a column's content at the inline end; row numbers sit in `<bdi>`.",
      },
    },
  },
  component: UserTable,
  args: {
    caption: 'Users',
    columns: userColumns(englishHeaders),
    rows: users,
    getRowKey: (user) => user.id,
    numbered: true,
    rowSize: 'lg',
  },
} satisfies Meta<typeof UserTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const hebrew = { caption: 'משתמשים', columns: userColumns(hebrewHeaders), rows: hebrewUsers };

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-rowcount', '5');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const [number, user] = within(rows[1] as HTMLElement).getAllByRole('cell');
    await expect(number).toHaveTextContent('1');
    await expect(user).toHaveTextContent('Moshe Cohen');
    await expect(within(rows[4] as HTMLElement).getByText('Blocked')).toBeVisible();
  },
};
export const PopulatedRtl = rtl<Story>({
  ...Populated,
  args: hebrew,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'משתמשים' });
    await expect(within(table).getByText('משה כהן')).toBeVisible();
    // The '#' column sits at the start, which is the right edge in right-to-left.
    const [numberHeader, userHeader] = within(table).getAllByRole('columnheader');
    await expect(numberHeader!.getBoundingClientRect().left).toBeGreaterThan(
      userHeader!.getBoundingClientRect().left,
    );
  },
});

/** On a phone (`stackBelow`), the rows are stacked cards: the first column heads each, the others are labelled lines. */
export const StackedOnPhone: Story = {
  args: { stackBelow: '640px' },
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(users.length);
    const first = within(cards[0]!);
    await expect(first.getByText('Moshe Cohen')).toBeVisible();
    await expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Email',
      'Status',
      'Plan',
      'Device',
    ]);
    await expect(first.getByText('1')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
export const StackedOnPhoneRtl = rtl<Story>({
  ...StackedOnPhone,
  args: { stackBelow: '640px', ...hebrew },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole('listitem')[0]!;
    // Labels at the start, the right edge in right-to-left.
    const [label, value] = [card.querySelector('dt')!, card.querySelector('dd')!];
    await expect(label.getBoundingClientRect().left).toBeGreaterThan(value.getBoundingClientRect().left);
  },
});

/** Page 3 of a list of 20 a page: the rows are numbered from 41, where the page starts. */
export const NumberedFromOffset: Story = {
  args: { firstNumber: 41 },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('41');
    await expect(within(rows[4] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('44');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No users found matching your search' },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'No users found matching your search' });
    // One cell across the '#' column and the five data columns.
    await expect(cell).toHaveAttribute('colspan', '6');
  },
};
export const EmptyRtl = rtl<Story>({
  ...Empty,
  args: { ...hebrew, rows: [], emptyMessage: 'לא נמצאו משתמשים' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'לא נמצאו משתמשים' })).toHaveAttribute(
      'colspan',
      '6',
    );
  },
});

export const EmptyWithEmptyState: Story = {
  args: {
    rows: [],
    emptyMessage: (
      <EmptyState
        icon="users"
        title="No users yet"
        description="Users appear here once they sign up in the app."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users yet')).toBeVisible();
    await expect(canvas.getByText('Users appear here once they sign up in the app.')).toBeVisible();
  },
};
export const EmptyWithEmptyStateRtl = rtl<Story>({
  ...EmptyWithEmptyState,
  args: {
    ...hebrew,
    rows: [],
    emptyMessage: (
      <EmptyState
        icon="users"
        title="אין עדיין משתמשים"
        description="משתמשים יופיעו כאן לאחר שיירשמו באפליקציה."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('אין עדיין משתמשים')).toBeVisible();
  },
});

const expectLoading = async (canvasElement: HTMLElement, data: string) => {
  const table = canvasElement.querySelector('table');
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(3);
  await expect(canvasElement.querySelectorAll('tbody [data-skeleton]')).toHaveLength(3 * 6);
  // Rows were passed, but loading is the screen's word: none of them shows.
  await expect(within(canvasElement).queryByText(data)).toBeNull();
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 3 },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Moshe Cohen'),
};
export const LoadingRtl = rtl<Story>({
  ...Loading,
  args: { ...hebrew, loading: true, loadingRows: 3 },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'משה כהן'),
});

/** The next page is on its way: the rows stay, dimmed, under a progress bar; no skeletons. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText('Moshe Cohen')).toBeVisible();
    await expect(canvasElement.querySelector('[data-progress]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('tbody [data-skeleton]')).toHaveLength(0);
    // The stale rows fade and cannot be acted on until the new ones arrive.
    const body = canvasElement.querySelector('tbody')!;
    await expect(Number(getComputedStyle(body).opacity)).toBeLessThan(1);
    await expect(body).toHaveAttribute('inert');
  },
};
export const BusyRtl = rtl<Story>({
  ...Busy,
  args: { ...hebrew, busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'משתמשים' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText('משה כהן')).toBeVisible();
  },
});

const scrollToEnd = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name });
  await expect(table).toHaveAttribute('aria-rowcount', '10001');
  const scroller = canvas.getByRole('region', { name });
  scroller.scrollTop = scroller.scrollHeight;
  await waitFor(() => expect(canvasElement.querySelector('tr[aria-rowindex="10001"]')).not.toBeNull());
  const last = canvasElement.querySelector<HTMLElement>('tr[aria-rowindex="10001"]')!;
  await expect(within(last).getByText('10000')).toBeVisible();
  await expect(within(last).getByText('user10000@example.com')).toBeVisible();
  // The window is computed from the fixed row height: the rendered rows must really have it.
  await expect(last.getBoundingClientRect().height).toBe(rowHeights.lg);
  // Only a window of rows is in the DOM, and the first ones have left it.
  await expect(canvasElement.querySelectorAll('tr').length).toBeLessThan(100);
  await expect(canvasElement.querySelector('tr[aria-rowindex="2"]')).toBeNull();
};

const tenThousand = manyUsers(10_000);
const tenThousandHebrew = manyUsers(10_000, true);

export const TenThousandRows: Story = {
  args: { caption: 'All users', rows: tenThousand },
  play: async ({ canvasElement }) => scrollToEnd(canvasElement, 'All users'),
};
export const TenThousandRowsRtl = rtl<Story>({
  ...TenThousandRows,
  args: { ...hebrew, caption: 'כל המשתמשים', rows: tenThousandHebrew },
  play: async ({ canvasElement }) => scrollToEnd(canvasElement, 'כל המשתמשים'),
});

interface TransactionRow {
  id: string;
  label: string;
  amount: number;
  currency: string;
  /** ISO date. */
  date: string;
}

const transactions: TransactionRow[] = [
  { id: 't1', label: 'Premium Subscription', amount: 49.99, currency: 'usd', date: '2025-07-03T10:00:00Z' },
  { id: 't2', label: 'Premium Subscription', amount: 1234.5, currency: 'usd', date: '2025-06-28T10:00:00Z' },
  { id: 't3', label: 'Premium Subscription', amount: 9.9, currency: 'ils', date: '2025-05-14T10:00:00Z' },
];

const transactionColumns = (label: string, amount: string, date: string): TableColumn<TransactionRow>[] => [
  { key: 'label', header: label, render: (t) => t.label },
  {
    key: 'amount',
    header: amount,
    align: 'end',
    render: (t) => <Amount amount={t.amount} currency={t.currency} />,
  },
  { key: 'date', header: date, align: 'end', render: (t) => <FormattedDate value={t.date} /> },
];

const expectAmountsAtEnd = async (canvasElement: HTMLElement, name: string) => {
  const table = within(canvasElement).getByRole('table', { name });
  const cell = within(table).getByText('$1,234.50 USD').closest('td')!;
  await expect(getComputedStyle(cell).textAlign).toBe('end');
  // Each amount in its own currency: shekels are never shown with a dollar sign.
  await expect(within(table).getByText('₪9.90 ILS')).toHaveAttribute('dir', 'ltr');
};

/** Named by aria-label (no caption, as inside a titled Card); amounts in their own currency, aligned to the end. */
export const Transactions: Story = {
  render: () => (
    <Table<TransactionRow>
      aria-label="Recent transactions"
      columns={transactionColumns('Transaction', 'Amount', 'Date')}
      rows={transactions}
      getRowKey={(t) => t.id}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectAmountsAtEnd(canvasElement, 'Recent transactions');
    await expect(within(canvasElement).getByText('03 Jul 2025')).toBeVisible();
  },
};
export const TransactionsRtl = rtl<Story>({
  render: () => (
    <Table<TransactionRow>
      aria-label="עסקאות אחרונות"
      columns={transactionColumns('עסקה', 'סכום', 'תאריך')}
      rows={transactions.map((t) => ({ ...t, label: 'מנוי פרימיום' }))}
      getRowKey={(t) => t.id}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectAmountsAtEnd(canvasElement, 'עסקאות אחרונות');
    await expect(within(canvasElement).getByText('3 ביולי 2025')).toBeVisible();
  },
});

/** Empty with no message of the screen's own: the kit's words, in the provider's language. */
export const EmptyDefaultMessage: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No results' })).toBeVisible();
  },
};
export const EmptyDefaultMessageRtl = rtl<Story>({
  args: { ...hebrew, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'אין תוצאות' })).toBeVisible();
  },
});

const withActions = (headers: typeof englishHeaders, view: string): TableColumn<UserRow>[] => [
  ...userColumns(headers).slice(0, 3),
  {
    key: 'actions',
    header: view,
    width: '14%',
    align: 'end',
    render: (user) => (
      <Button variant="secondary" size="sm" aria-label={`${view} ${user.name}`}>
        {view}
      </Button>
    ),
  },
];

/**
 * Keyboard only: Tab reaches the scrolling region (focus ring around it), then the first row's button, whose
 * ring shows whole inside its cell.
 */
const keyboardInCell =
  (name: string, button: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const region = canvas.getByRole('region', { name });
    await expect(region).toHaveFocus();
    await expect(region).toHaveStyle({ outlineStyle: 'solid' });
    await userEvent.tab();
    const action = canvas.getByRole('button', { name: button });
    await expect(action).toHaveFocus();
    await expect(action).toHaveStyle({ outlineStyle: 'solid' });
    // The ring (2 px, 2 px out) stays inside the cell, which clips what overflows it.
    const ring = action.getBoundingClientRect();
    const cell = action.closest('td')!.getBoundingClientRect();
    await expect(ring.top - 4).toBeGreaterThanOrEqual(cell.top);
    await expect(ring.bottom + 4).toBeLessThanOrEqual(cell.bottom);
  };
export const KeyboardInCell: Story = {
  args: { columns: withActions(englishHeaders, 'View') },
  play: keyboardInCell('Users', 'View Moshe Cohen'),
};
export const KeyboardInCellRtl = rtl<Story>({
  args: { ...hebrew, columns: withActions(hebrewHeaders, 'הצגה') },
  play: keyboardInCell('משתמשים', 'הצגה משה כהן'),
});

/** Each row's actions in a menu: the last row's menu opens whole over the box's edge (`menusInRows`). */
const menuPlay =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    const items = body.getAllByRole('menuitem');
    const last = items[items.length - 1]!;
    const box = within(canvasElement).getByRole('region').getBoundingClientRect();
    const shown = last.getBoundingClientRect();
    // Below the table's box, and still what the pointer would hit there: not cut off.
    await expect(shown.bottom).toBeGreaterThan(box.bottom);
    const hit = canvasElement.ownerDocument.elementFromPoint(shown.left + 8, shown.top + shown.height / 2);
    await expect(last.contains(hit)).toBe(true);
  };
const withMenu = (
  headers: typeof englishHeaders,
  header: string,
  actions: (name: string) => string,
  item: string[],
) => [
  ...userColumns(headers).slice(0, 2),
  {
    key: 'menu',
    header,
    render: (user: UserRow) => (
      <Menu
        labels={{ actions: actions(user.name) }}
        items={item.map((label) => ({ label, onSelect: () => {} }))}
      />
    ),
  },
];
export const MenusInRows: Story = {
  args: {
    menusInRows: true,
    rows: users.slice(0, 2),
    columns: withMenu(englishHeaders, 'Actions', (name) => `Actions for ${name}`, [
      'Edit',
      'Make owner',
      'Deactivate',
      'Remove',
    ]),
  },
  play: menuPlay('Actions for ' + users[1]!.name),
};
export const MenusInRowsRtl = rtl<Story>({
  args: {
    ...hebrew,
    menusInRows: true,
    rows: hebrewUsers.slice(0, 2),
    columns: withMenu(hebrewHeaders, 'פעולות', (name) => `פעולות עבור ${name}`, [
      'עריכה',
      'העברה לבעלים',
      'השבתה',
      'הסרה',
    ]),
  },
  play: menuPlay('פעולות עבור ' + hebrewUsers[1]!.name),
});
