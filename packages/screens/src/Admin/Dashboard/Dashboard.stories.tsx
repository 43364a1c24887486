import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@bible-admin/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardStats as stats } from '../fixtures/dashboard';
import { StoryLinks } from '../storyLinks';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: Dashboard,
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
  args: { status: 'ready', stats, onRetry: fn() },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Loading: Story = {
  args: { status: 'loading', stats: null },
  play: async ({ canvasElement }) => {
    for (const name of ['Recent Users', 'Recent Transactions']) {
      const region = within(canvasElement).getByRole('region', { name });
      await expect(region).toHaveAttribute('aria-busy', 'true');
      await expect(region.querySelectorAll('li')).toHaveLength(5);
    }
  },
};

export const Error: Story = {
  args: { status: 'error', stats: null, loadError: 'Failed to fetch dashboard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
  parameters: { blurBeforeScreenshot: true },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total Chapters')).toBeVisible();
    await expect(canvas.getByText('1,000,040')).toBeVisible();
    // Revenue: one figure per currency, never a sum of dollars and shekels.
    await expect(canvas.getByText(formatAmount(41_870.5, 'usd'))).toBeVisible();
    await expect(canvas.getByText(formatAmount(6_342.9, 'ils'))).toBeVisible();
    await expect(canvas.queryByText(formatAmount(48_213.4, 'usd'))).toBeNull();

    const recentUsers = card(canvasElement, 'Recent Users');
    await expect(recentUsers.getByText('iOS User')).toBeVisible();
    await expect(recentUsers.getByText('iPad User')).toBeVisible();
    await expect(recentUsers.getByText('windows-phone User')).toBeVisible();
    await expect(recentUsers.getByText('03 Jul 2025')).toBeVisible();
    await expect(recentUsers.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/users');

    const recent = card(canvasElement, 'Recent Transactions');
    await expect(recent.getAllByText('Premium Subscription')).toHaveLength(4);
    await expect(recent.getByText(formatAmount(1234.5, 'usd'))).toBeVisible();
    await expect(recent.getByText(formatAmount(34.9, 'ils'))).toBeVisible();
    await userEvent.click(recent.getByRole('link', { name: 'View All' }));
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/transactions');
  },
  parameters: { blurBeforeScreenshot: true },
};

export const EmptyLists: Story = {
  args: {
    stats: {
      ...stats,
      total_users: 0,
      users_by_device: { ios_users: 0, android_users: 0 },
      total_revenue: 0,
      revenue_by_currency: {},
      recent_users: [],
      recent_transactions: [],
      totalBooks: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users yet')).toBeVisible();
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
    await expect(canvas.getByText(formatAmount(0, 'usd'))).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    // The cards stack in one column.
    const users = within(canvasElement).getByRole('region', { name: 'Recent Users' });
    const sales = within(canvasElement).getByRole('region', { name: 'Recent Transactions' });
    await expect(sales.getBoundingClientRect().top).toBeGreaterThan(users.getBoundingClientRect().bottom);
  },
};
