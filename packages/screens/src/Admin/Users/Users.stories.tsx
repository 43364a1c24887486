import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyUsers, users } from '../common/fixtures';
import {
  expectCardsOnPhone,
  expectKeptRowsAlert,
  reloadFailedError,
  serverListArgs,
} from '../common/storyActions';
import { Users } from './Users';

const meta = {
  title: 'Screens/Admin/Users',
  component: Users,
  args: {
    status: 'ready',
    users,
    ...serverListArgs(users.length),
  },
} satisfies Meta<typeof Users>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Users' }));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { status: 'loading', users: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Populated: Story = {
  args: { users: manyUsers(50).slice(0, 5).concat(users), total: 1_000_040 },
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['#', 'User', 'Email', 'Status', 'Plan', 'Device', 'Actions']);
    // 'Free' for no plan; device labels; Hebrew names isolated.
    const sarah = rows.getByText('שרה לוי').closest('tr')!;
    await expect(within(sarah).getByText('Free')).toBeVisible();
    await expect(within(sarah).getByText('Android')).toBeVisible();
    await expect(within(sarah).getByText('Pending')).toBeVisible();
    await expect(rows.getByText('windows-phone')).toBeVisible();
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText('1–50')).toBeVisible();
    await expect(nav.getByText('1,000,040')).toBeVisible();
  },
};

/** Typing reports the search; while the server answers, the previous rows stay, dimmed. */
export const Searching: Story = {
  args: { users: users.slice(0, 3), search: 'mo', busy: true, total: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await expect(table(canvasElement).getByText('Moshe Cohen')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(search).toHaveValue('mo');
    await expect(search).toHaveAttribute('placeholder', 'Search users...');
    await userEvent.type(search, 's');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('mos');
  },
  parameters: { blurBeforeScreenshot: true },
};

export const NoResults: Story = {
  args: { users: [], search: 'zebulun', total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'No users found matching your search' }),
    ).toBeVisible();
  },
};

/** Page 3 of 50 a page: rows are numbered from 101; Previous and Next report the page. */
export const ThirdPage: Story = {
  args: { users: manyUsers(50, 100), page: 3, total: 1_000_040 },
  play: async ({ canvasElement, args }) => {
    await expect(table(canvasElement).getByText('user101@example.com').closest('tr')).toHaveTextContent(
      /^101/,
    );
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText('101–150')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
  parameters: { blurBeforeScreenshot: true },
};

/** The next page is on its way: rows of the current page stay, dimmed, with a progress bar. */
export const LoadingNextPage: Story = {
  args: { users: manyUsers(50, 100), page: 4, busy: true, total: 1_000_040 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(table(canvasElement).getByText('user101@example.com')).toBeVisible();
  },
};

/** A page of 200: only the rows in view are rendered, and the last one is reachable. */
export const TwoHundredRows: Story = {
  args: { users: manyUsers(200), pageSize: 200, total: 1_000_040 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThan(40);
    const scroller = within(canvasElement).getByRole('region', { name: 'Users' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(table(canvasElement).getByText('user200@example.com')).toBeVisible());
  },
};

export const UserDetails: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View שרה לוי' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'User Details' }));
    await expect(dialog.getByText('sarah.levi@example.co.il')).toBeVisible();
    await expect(dialog.getByText('Free')).toBeVisible();
    await expect(dialog.getByText('Android')).toBeVisible();
    await expect(dialog.getByText('28 Jun 2025')).toBeVisible();
    // Close (the footer button) closes it; View opens it again for the picture.
    const closeButtons = dialog.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View שרה לוי' }));
    await expect(body(canvasElement).getByRole('dialog', { name: 'User Details' })).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Error: Story = {
  args: { status: 'error', users: [], total: 0, loadError: 'Failed to fetch users' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch users');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** A reload (here a search) failed: the last rows stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { search: 'moshe', loadError: reloadFailedError },
  play: async ({ canvasElement, args }) =>
    expectKeptRowsAlert(canvasElement, { title: 'Could not load users', keptRow: 'Moshe Cohen', ...args }),
  parameters: { blurBeforeScreenshot: true },
};

/** At phone width the table keeps its columns and scrolls sideways inside its region. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  args: { total: 1_000_040 },
  play: async ({ canvasElement }) => {
    const controls = await expectCardsOnPhone(canvasElement, 'Users');
    // Every row's View, named for its user.
    await expect(
      controls.filter((control) => /^View /.test(control.getAttribute('aria-label') ?? '')),
    ).toHaveLength(users.length);
    const card = within(within(canvasElement).getByText('שרה לוי').closest('li')!);
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText('Android')).toBeVisible();
  },
};
