import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount, formatFor } from '@bible-admin/ui';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectLoadErrorState, hebrewLoadError } from '../../storybook/storyActions';
import { dashboardStats as stats } from '../../storybook/fixtures/dashboard';
import { StoryLinks } from '../../storybook/storyLinks';
import { Dashboard } from './Dashboard';
import { statusMessages } from '../common/messages';
import { dashboardMessages } from './messages';

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

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return {
    words: dashboardMessages[locale],
    status: statusMessages[locale],
    format: formatFor(locale),
    ui: uiWords(globals),
  };
};

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Loading: Story = {
  args: { status: 'loading', stats: null },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    for (const name of [words.recentUsers, words.recentTransactions]) {
      const region = within(canvasElement).getByRole('region', { name });
      await expect(region).toHaveAttribute('aria-busy', 'true');
      await expect(region.querySelectorAll('li')).toHaveLength(5);
    }
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Error: Story = {
  args: { status: 'error', stats: null, loadError: 'Failed to fetch dashboard' },
  play: async ({ canvasElement, args, globals }) =>
    expectLoadErrorState(canvasElement, { title: copy(globals).words.errorTitle, ...args }),
  parameters: { blurBeforeScreenshot: true },
};
export const ErrorHebrew = hebrew<Story>({
  ...Error,
  args: { ...Error.args, loadError: hebrewLoadError.unreachable },
});

export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, format, status } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.totalChapters)).toBeVisible();
    await expect(canvas.getByText('1,000,040')).toBeVisible();
    // Revenue: one figure per currency, never a sum of dollars and shekels.
    await expect(canvas.getByText(formatAmount(41_870.5, 'usd'))).toBeVisible();
    await expect(canvas.getByText(formatAmount(6_342.9, 'ils'))).toBeVisible();
    await expect(canvas.queryByText(formatAmount(48_213.4, 'usd'))).toBeNull();

    const recentUsers = card(canvasElement, words.recentUsers);
    for (const device of ['iOS', 'iPad', 'windows-phone']) {
      await expect(recentUsers.getByText(words.deviceUser(device))).toBeVisible();
    }
    await expect(recentUsers.getByText(format.date('2025-07-03T10:15:00.000Z'))).toBeVisible();
    await expect(recentUsers.getByRole('link', { name: words.viewAll })).toHaveAttribute('href', '/users');

    const recent = card(canvasElement, words.recentTransactions);
    // Each payment under the plan it paid for (a deleted one, or none, said so), its payer, coloured by status.
    for (const title of ['Basic Monthly', 'מנוי שנתי', words.deletedPlan, words.noPlan]) {
      await expect(recent.getByText(title)).toBeVisible();
    }
    await expect(recent.getByText(stats.recent_transactions[0]!.user_details.name)).toBeVisible();
    await expect(recent.getByText(status.failed)).toBeVisible();
    await expect(recent.getByText(status.pending)).toBeVisible();
    await expect(recent.getByText(formatAmount(1234.5, 'usd'))).toBeVisible();
    await expect(recent.getByText(formatAmount(34.9, 'ils'))).toBeVisible();
    await userEvent.click(recent.getByRole('link', { name: words.viewAll }));
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/transactions');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

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
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.noRecentUsers)).toBeVisible();
    await expect(canvas.getByText(words.noRecentTransactions)).toBeVisible();
    await expect(canvas.getByText(formatAmount(0, 'usd'))).toBeVisible();
  },
};
export const EmptyListsHebrew = hebrew<Story>(EmptyLists);

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    // The cards stack in one column.
    const users = within(canvasElement).getByRole('region', { name: words.recentUsers });
    const sales = within(canvasElement).getByRole('region', { name: words.recentTransactions });
    await expect(sales.getBoundingClientRect().top).toBeGreaterThan(users.getBoundingClientRect().bottom);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
