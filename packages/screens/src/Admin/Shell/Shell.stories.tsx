import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '@bible-admin/ui/storybook';
import { ChapterVerses } from '../ChapterVerses';
import { transactions, users } from '../common/fixtures';
import { serverListArgs } from '../common/storyActions';
import { Dashboard } from '../Dashboard';
import { chapterSummaries, versesOf } from '../fixtures/chapters';
import { dashboardStats } from '../fixtures/dashboard';
import { plans } from '../fixtures/plans';
import { Plans } from '../Plans';
import { Profile } from '../Profile';
import { admin } from '../Profile/fixtures';
import { Settings } from '../Settings';
import { generalSettings, stripeCredentials } from '../Settings/fixtures';
import { StoryLinks } from '../storyLinks';
import { Users } from '../Users';
import { UserTransactions } from '../UserTransactions';
import { shellMessages } from './messages';
import { AdminShell, type AdminShellProps } from './Shell';

/** The screen the app shows at `path`, with story fixtures: the frame is pictured around a real page. */
function PageAt({ path }: { path: string }) {
  if (path.startsWith('/chapter-verses/')) {
    return (
      <ChapterVerses
        status="ready"
        chapterId="ch-1"
        chapter={chapterSummaries[0]!}
        verses={versesOf(1, 'ch-1', 5)}
        onRemove={fn()}
      />
    );
  }
  if (path === '/users') return <Users status="ready" users={users} {...serverListArgs(users.length)} />;
  if (path.startsWith('/user-transactions/')) {
    const user = users[0]!;
    const own = transactions
      .filter((t) => t.currency === 'usd')
      .map((t) => ({
        ...t,
        user_details: { _id: user._id, name: user.name, email: user.email, profile_pic: null },
      }));
    return (
      <UserTransactions
        status="ready"
        data={{
          user,
          transactions: own,
          total_spent: 19.98,
          spent_by_currency: [{ currency: 'usd', amount: 19.98 }],
        }}
        {...serverListArgs(own.length)}
      />
    );
  }
  if (path === '/plans') {
    return (
      <Plans
        status="ready"
        plans={plans}
        onRetry={fn()}
        dialog={null}
        onOpenDialog={fn()}
        onCloseDialog={fn()}
        onAdd={fn()}
        onUpdate={fn()}
        onToggleStatus={fn()}
        onDelete={fn()}
      />
    );
  }
  if (path === '/settings') {
    return (
      <Settings
        status="ready"
        general={generalSettings}
        stripe={stripeCredentials}
        onSaveGeneral={fn()}
        onSaveStripe={fn()}
      />
    );
  }
  if (path === '/profile') {
    return <Profile status="ready" user={admin} onSaveProfile={fn()} onChangePassword={fn()} />;
  }
  return <Dashboard status="ready" stats={dashboardStats} onRetry={fn()} />;
}

const meta = {
  title: 'Screens/Admin/Shell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
  render: (args: AdminShellProps) => (
    <AdminShell {...args}>
      <PageAt path={args.currentPath} />
    </AdminShell>
  ),
  args: {
    currentPath: '/dashboard',
    user: { name: 'Dana Shapiro', profile_pic: null },
    onLogout: fn(),
    // The app always offers the languages in the user menu.
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone, as the other admin phone stories: the sidebar becomes a drawer behind the header's menu button. */
const PHONE = { viewportWidth: 390 };
/** The phone stories show the plans, a page whose section is not the first link. */
const onPhone = { currentPath: '/plans' };

/** The Shell's words in the story's language (the RTL twins run in Hebrew where the Shell speaks it). */
const wordsIn = (canvasElement: HTMLElement) =>
  shellMessages[canvasElement.ownerDocument.documentElement.lang === 'he' ? 'he' : 'en'] ?? shellMessages.en;

const sidebar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: wordsIn(canvasElement).navigation }));

const expectActive = async (canvasElement: HTMLElement, name: string) => {
  const nav = sidebar(canvasElement);
  await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  // Exactly one link is highlighted.
  const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
  await expect(current).toHaveLength(1);
};

/** The menu button of the header (phones only), once the layout has settled to the phone's width. */
const drawerToggle = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const button = within(canvasElement).getByRole('button', { name: wordsIn(canvasElement).openNavigation });
    expect(button).toBeVisible();
    return button;
  });

/** The sidebar, the header with the user, and the dashboard in the page. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const words = wordsIn(canvasElement);
    const nav = sidebar(canvasElement);
    const links = nav.getAllByRole('link');
    const { dashboard, chapters, users, transactions, plans, settings } = words.sections;
    await expect(links.map((link) => link.textContent)).toEqual([
      dashboard,
      chapters,
      users,
      transactions,
      plans,
      settings,
    ]);
    await expect(nav.getByRole('link', { name: plans })).toHaveAttribute('href', '/plans');
    await expectActive(canvasElement, dashboard);
    await expect(within(canvasElement).getByText('Dana Shapiro')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: dashboard })).toBeVisible();
    // The drawer toggle is for small screens only.
    await expect(within(canvasElement).queryByRole('button', { name: words.openNavigation })).toBeNull();
  },
};
/** Mirrored: the sidebar on the right, the user menu on the left. */
export const DesktopRtl = rtl<Story>(Desktop);

/** A chapter's pages (here its verses; /edit-chapter/{id} and /add-chapter too) highlight Chapters. */
export const ChaptersActive: Story = {
  args: { currentPath: '/chapter-verses/ch-1' },
  play: async ({ canvasElement }) => expectActive(canvasElement, 'Chapters'),
};

export const UsersActive: Story = {
  args: { currentPath: '/users' },
  play: async ({ canvasElement }) => expectActive(canvasElement, 'Users'),
};

/** One user's transactions (/user-transactions/{id}) highlights Transactions. */
export const TransactionsActive: Story = {
  args: { currentPath: '/user-transactions/u1' },
  play: async ({ canvasElement }) => expectActive(canvasElement, 'Transactions'),
};

export const PlansActive: Story = {
  args: { currentPath: '/plans' },
  play: async ({ canvasElement }) => expectActive(canvasElement, 'Plans & Pricing'),
};

export const SettingsActive: Story = {
  args: { currentPath: '/settings' },
  play: async ({ canvasElement }) => expectActive(canvasElement, 'Settings'),
};

/** On /profile no sidebar link is highlighted. */
export const ProfileNoSection: Story = {
  args: { currentPath: '/profile', user: { name: 'Dana Shapiro', profile_pic: null } },
  play: async ({ canvasElement }) => {
    const current = sidebar(canvasElement)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(0);
  },
};

/** The menu opens from the avatar and name, closes on an outside click, and opens again. */
export const MenuOpen: Story = {
  parameters: { before: 'Desktop' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Dana Shapiro/ });
    await userEvent.click(trigger);
    const menu = body.getByRole('menu', { name: 'User menu' });
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(body.getByRole('menu', { name: 'User menu' })).toBeVisible();
  },
};

/**
 * The user menu offers the languages, each by its own name, the page's one checked; choosing the other one asks
 * the app for it and closes the menu. Reopened from the keyboard, the menu shows the languages again (the app
 * changes the page's language, which this story does not).
 */
export const ChooseLanguage: Story = {
  parameters: { before: 'Desktop' },
  play: async ({ canvasElement, args, globals }) => {
    const rtl = globals.dir === 'rtl';
    const words = shellMessages[rtl ? 'he' : 'en'];
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Dana Shapiro/ });
    await userEvent.click(trigger);
    const list = body.getByRole('menu', { name: words.userMenu });
    const menu = within(list);
    const [current, other] = rtl ? ['עברית', 'English'] : ['English', 'עברית'];
    await expect(menu.getByRole('menuitemradio', { name: current })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: other })).toHaveAttribute('aria-checked', 'false');
    // Profile, the two languages, then Logout.
    const items = Array.from(list.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent);
    await expect(items).toEqual([words.profile, 'English', 'עברית', words.logout]);
    await userEvent.click(menu.getByRole('menuitemradio', { name: other }));
    await expect(args.onLocaleChange).toHaveBeenCalledOnce();
    await expect(args.onLocaleChange).toHaveBeenCalledWith(rtl ? 'en' : 'he');
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  },
};

/** No name yet: the header says 'Admin'; Logout in the menu calls onLogout. */
export const NoName: Story = {
  args: { user: { name: null, profile_pic: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Admin/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** A Hebrew name reads right to left inside the English header. */
export const HebrewName: Story = {
  args: { user: { name: 'דנה שפירא', profile_pic: null } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('דנה שפירא');
    await expect(name.tagName).toBe('BDI');
  },
};

/** A phone: the sidebar is hidden behind the header's menu button, the page takes the width. */
export const MobileDrawerClosed: Story = {
  args: onPhone,
  parameters: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawerToggle(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: wordsIn(canvasElement).navigation })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
export const MobileDrawerClosedRtl = rtl<Story>(MobileDrawerClosed);

/**
 * The drawer opens from the header over the page, closes when a link is followed and on Escape; reopened, it
 * highlights the current section.
 */
export const MobileDrawerOpen: Story = {
  args: onPhone,
  parameters: { ...PHONE, before: 'MobileDrawerClosed' },
  play: async ({ canvasElement }) => {
    const words = wordsIn(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = await drawerToggle(canvasElement);
    await userEvent.click(toggle);
    const drawer = body.getByRole('dialog', { name: words.navigation });
    await userEvent.click(within(drawer).getByRole('link', { name: words.sections.users }));
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/users');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    const reopened = body.getByRole('dialog', { name: words.navigation });
    await expect(within(reopened).getByRole('link', { name: words.sections.plans })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
/** From the right edge, over the page. */
export const MobileDrawerOpenRtl = rtl<Story>({
  ...MobileDrawerOpen,
  parameters: { ...PHONE, before: 'MobileDrawerClosedRtl' },
});

export const MobileMenuOpen: Story = {
  args: onPhone,
  parameters: { ...PHONE, before: 'MobileDrawerClosed' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Dana Shapiro/ }));
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('menu', { name: wordsIn(canvasElement).userMenu }),
    ).toBeVisible();
  },
};
