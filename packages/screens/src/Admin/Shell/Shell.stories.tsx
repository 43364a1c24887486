import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { AuditLog, noAuditLogFilters } from '../AuditLog';
import { admins as auditAdmins, auditEvents, now as auditNow } from '../../storybook/fixtures/auditLog';
import { ChapterVerses } from '../ChapterVerses';
import { transactions, users } from '../../storybook/fixtures/usersAndTransactions';
import { expectFitsScreen, serverListArgs } from '../../storybook/storyActions';
import { Dashboard } from '../Dashboard';
import { chapterSummaries, versesOf } from '../../storybook/fixtures/chapters';
import { dashboardStats } from '../../storybook/fixtures/dashboard';
import { plans } from '../../storybook/fixtures/plans';
import { Plans } from '../Plans';
import { Profile } from '../Profile';
import { admin } from '../../storybook/fixtures/profile';
import { Settings } from '../Settings';
import { generalSettings, stripeCredentials } from '../../storybook/fixtures/settings';
import { StoryLinks } from '../../storybook/storyLinks';
import { Users } from '../Users';
import { UserTransactions } from '../UserTransactions';
import type { AdminSectionId } from '@bible-admin/contract/plain';
import { adminTitles, sidebarSections } from '@bible-admin/contract/sectionTitles';
import { shellMessages, type ShellMessages } from './messages';
import { AdminShell, type AdminShellProps } from './Shell';

/**
 * The screen the app shows at `path`, with story fixtures (the frame is pictured around a real page), and those
 * fixtures: the data words of a Hebrew twin.
 */
function pageAt(path: string): { page: ReactNode; data: unknown[] } {
  if (path.startsWith('/chapter-verses/')) {
    const chapter = chapterSummaries[0]!;
    const verses = versesOf(1, 'ch-1', 5);
    return {
      data: [chapter, verses],
      page: (
        <ChapterVerses status="ready" chapterId="ch-1" chapter={chapter} verses={verses} onRemove={fn()} />
      ),
    };
  }
  if (path === '/users') {
    return { data: [users], page: <Users status="ready" users={users} {...serverListArgs(users.length)} /> };
  }
  if (path.startsWith('/user-transactions/')) {
    const user = users[0]!;
    const own = transactions
      .filter((t) => t.currency === 'usd')
      .map((t) => ({
        ...t,
        user_details: { _id: user._id, name: user.name, email: user.email, profile_pic: null },
      }));
    return {
      data: [user, own],
      page: (
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
      ),
    };
  }
  if (path === '/plans') {
    return {
      data: [plans],
      page: (
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
      ),
    };
  }
  if (path === '/settings') {
    return {
      data: [generalSettings, stripeCredentials],
      page: (
        <Settings
          status="ready"
          general={generalSettings}
          stripe={stripeCredentials}
          onSaveGeneral={fn()}
          onSaveStripe={fn()}
        />
      ),
    };
  }
  if (path === '/audit-log') {
    return {
      data: [auditEvents, auditAdmins],
      page: (
        <AuditLog
          status="ready"
          events={auditEvents.slice(0, 5)}
          admins={auditAdmins}
          now={auditNow}
          filters={noAuditLogFilters}
          onFiltersChange={fn()}
          page={1}
          pageSize={50}
          total={5}
          onPageChange={fn()}
          onRetry={fn()}
        />
      ),
    };
  }
  if (path === '/profile') {
    return {
      data: [admin],
      page: <Profile status="ready" user={admin} onSaveProfile={fn()} onChangePassword={fn()} />,
    };
  }
  return { data: [dashboardStats], page: <Dashboard status="ready" stats={dashboardStats} onRetry={fn()} /> };
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
  render: (args: AdminShellProps) => <AdminShell {...args}>{pageAt(args.currentPath).page}</AdminShell>,
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

/**
 * The Hebrew twin of a story: the frame and its page in Hebrew; the page's fixtures (names, e-mails, plans) are
 * its data.
 */
const hebrewShell = (story: Story) =>
  hebrew<Story>(story, { dataWords: pageAt(story.args?.currentPath ?? meta.args.currentPath).data });

/** A phone, as the other admin phone stories: the sidebar becomes a drawer behind the header's menu button. */
const PHONE = { viewportWidth: 390 };
/** The phone stories show the plans, a page whose section is not the first link. */
const onPhone = { currentPath: '/plans' };

type StoryWords = ShellMessages & { section: (id: AdminSectionId) => string; profile: string };

/** The Shell's words and the registry's page names in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>): StoryWords => {
  const locale = globals.dir === 'rtl' ? 'he' : 'en';
  return {
    ...shellMessages[locale],
    section: (id) => adminTitles[id][locale],
    profile: adminTitles.profile[locale],
  };
};

const sidebar = (canvasElement: HTMLElement, words: ShellMessages) =>
  within(within(canvasElement).getByRole('navigation', { name: words.navigation }));

const expectActive = async (canvasElement: HTMLElement, words: StoryWords, section: AdminSectionId) => {
  const nav = sidebar(canvasElement, words);
  await expect(nav.getByRole('link', { name: words.section(section) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Exactly one link is highlighted.
  const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
  await expect(current).toHaveLength(1);
};

/** The menu button of the header (phones only), once the layout has settled to the phone's width. */
const drawerToggle = (canvasElement: HTMLElement, words: ShellMessages) =>
  waitFor(() => {
    const button = within(canvasElement).getByRole('button', { name: words.openNavigation });
    expect(button).toBeVisible();
    return button;
  });

/** The sidebar, the header with the user, and the dashboard in the page. */
export const Desktop: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const nav = sidebar(canvasElement, words);
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      sidebarSections().map((s) => words.section(s.id as AdminSectionId)),
    );
    await expect(nav.getByRole('link', { name: words.section('plans') })).toHaveAttribute('href', '/plans');
    await expectActive(canvasElement, words, 'dashboard');
    await expect(within(canvasElement).getByText('Dana Shapiro')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: words.section('dashboard') }),
    ).toBeVisible();
    // The drawer toggle is for small screens only.
    await expect(within(canvasElement).queryByRole('button', { name: words.openNavigation })).toBeNull();
  },
};
/** Mirrored: the sidebar on the right, the user menu on the left. */
export const DesktopHebrew = hebrewShell(Desktop);

/** A story whose page is the section's: that link, and only it, is highlighted. */
const highlights =
  (section: AdminSectionId): Story['play'] =>
  async ({ canvasElement, globals }) =>
    expectActive(canvasElement, copy(globals), section);

/** The section is highlighted, and its list fits beside the sidebar: no column or action hidden to the side. */
const highlightsFitting =
  (section: AdminSectionId): Story['play'] =>
  async ({ canvasElement, globals }) => {
    await expectActive(canvasElement, copy(globals), section);
    await expectFitsScreen(within(canvasElement).getByRole('main'));
  };

/** A chapter's pages (here its verses; /edit-chapter/{id} and /add-chapter too) highlight Chapters. */
export const ChaptersActive: Story = {
  args: { currentPath: '/chapter-verses/ch-1' },
  play: highlightsFitting('chapters'),
};
export const ChaptersActiveHebrew = hebrewShell(ChaptersActive);

export const UsersActive: Story = {
  args: { currentPath: '/users' },
  play: highlightsFitting('users'),
};
export const UsersActiveHebrew = hebrewShell(UsersActive);

/** One user's transactions (/user-transactions/{id}) highlights Transactions. */
export const TransactionsActive: Story = {
  args: { currentPath: '/user-transactions/u1' },
  play: highlightsFitting('transactions'),
};
export const TransactionsActiveHebrew = hebrewShell(TransactionsActive);

export const PlansActive: Story = {
  args: { currentPath: '/plans' },
  play: highlightsFitting('plans'),
};
export const PlansActiveHebrew = hebrewShell(PlansActive);

export const SettingsActive: Story = {
  args: { currentPath: '/settings' },
  play: highlights('settings'),
};
export const SettingsActiveHebrew = hebrewShell(SettingsActive);

/** The audit log, the last section of the sidebar. */
export const AuditLogActive: Story = {
  args: { currentPath: '/audit-log' },
  play: highlightsFitting('auditLog'),
};
export const AuditLogActiveHebrew = hebrewShell(AuditLogActive);

/** On /profile no sidebar link is highlighted. */
export const ProfileNoSection: Story = {
  args: { currentPath: '/profile', user: { name: 'Dana Shapiro', profile_pic: null } },
  play: async ({ canvasElement, globals }) => {
    const current = sidebar(canvasElement, copy(globals))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(0);
  },
};
export const ProfileNoSectionHebrew = hebrewShell(ProfileNoSection);

/** Support's sidebar: only the sections the role may see (no Settings, no audit log). */
export const SupportSidebar: Story = {
  args: { role: 'support' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const links = sidebar(canvasElement, words).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      sidebarSections()
        .filter((s) => s.roles.includes('support'))
        .map((s) => words.section(s.id as AdminSectionId)),
    );
    await expect(links.map((link) => link.textContent)).not.toContain(words.section('settings'));
  },
};
export const SupportSidebarHebrew = hebrewShell(SupportSidebar);

/** The menu opens from the avatar and name, closes on an outside click, and opens again. */
export const MenuOpen: Story = {
  parameters: { before: 'Desktop' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Dana Shapiro/ });
    await userEvent.click(trigger);
    const menu = body.getByRole('menu', { name: words.userMenu });
    await expect(within(menu).getByRole('menuitem', { name: words.profile })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: words.logout })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(body.getByRole('menu', { name: words.userMenu })).toBeVisible();
  },
};
export const MenuOpenHebrew = hebrewShell(MenuOpen);

/**
 * The user menu offers the languages, each by its own name, the page's one checked; choosing the other one asks
 * the app for it and closes the menu. Reopened from the keyboard, the menu shows the languages again (the app
 * changes the page's language, which this story does not).
 */
export const ChooseLanguage: Story = {
  parameters: { before: 'Desktop' },
  play: async ({ canvasElement, args, globals }) => {
    const rtl = globals.dir === 'rtl';
    const words = copy(globals);
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
export const ChooseLanguageHebrew = hebrewShell(ChooseLanguage);

/** No name yet: the header says 'Admin'; Logout in the menu calls onLogout. */
export const NoName: Story = {
  args: { user: { name: null, profile_pic: null } },
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.fallbackName)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(words.fallbackName) }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('menuitem', { name: words.logout }),
    );
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const NoNameHebrew = hebrewShell(NoName);

/** A Hebrew name reads right to left inside the English header (and in the Hebrew one). */
export const HebrewName: Story = {
  args: { user: { name: 'דנה שפירא', profile_pic: null } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('דנה שפירא');
    await expect(name.tagName).toBe('BDI');
  },
};
export const HebrewNameHebrew = hebrewShell(HebrewName);

/** A phone: the sidebar is hidden behind the header's menu button, the page takes the width. */
export const MobileDrawerClosed: Story = {
  args: onPhone,
  parameters: PHONE,
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await drawerToggle(canvasElement, words);
    await expect(canvas.queryByRole('navigation', { name: words.navigation })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
export const MobileDrawerClosedHebrew = hebrewShell(MobileDrawerClosed);

/**
 * The drawer opens from the header over the page, closes when a link is followed and on Escape; reopened, it
 * highlights the current section.
 */
export const MobileDrawerOpen: Story = {
  args: onPhone,
  parameters: { ...PHONE, before: 'MobileDrawerClosed' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = await drawerToggle(canvasElement, words);
    await userEvent.click(toggle);
    const drawer = body.getByRole('dialog', { name: words.navigation });
    await userEvent.click(within(drawer).getByRole('link', { name: words.section('users') }));
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/users');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    const reopened = body.getByRole('dialog', { name: words.navigation });
    await expect(within(reopened).getByRole('link', { name: words.section('plans') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
/** From the right edge, over the page. */
export const MobileDrawerOpenHebrew = hebrewShell(MobileDrawerOpen);

/** The user menu on a phone, with the languages. */
export const MobileMenuOpen: Story = {
  args: onPhone,
  parameters: { ...PHONE, before: 'MobileDrawerClosed' },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Dana Shapiro/ }));
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('menu', { name: copy(globals).userMenu }),
    ).toBeVisible();
  },
};
export const MobileMenuOpenHebrew = hebrewShell(MobileMenuOpen);
