import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLinks } from '../storyLinks';
import { AdminShell } from './Shell';

const Placeholder = styled.div`
  display: grid;
  place-content: center;
  min-block-size: 240px;
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  args: {
    currentPath: '/dashboard',
    user: { name: 'Dana Shapiro', profile_pic: null },
    onLogout: fn(),
    children: <Placeholder>Page content</Placeholder>,
  },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));

const expectActive = async (canvasElement: HTMLElement, name: string) => {
  const nav = sidebar(canvasElement);
  await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  // Exactly one link is highlighted.
  const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
  await expect(current).toHaveLength(1);
};

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Chapters',
      'Users',
      'Transactions',
      'Plans & Pricing',
      'Settings',
    ]);
    await expect(nav.getByRole('link', { name: 'Plans & Pricing' })).toHaveAttribute('href', '/plans');
    await expectActive(canvasElement, 'Dashboard');
    await expect(within(canvasElement).getByText('Dana Shapiro')).toBeVisible();
    // The drawer toggle is for small screens only.
    await expect(within(canvasElement).queryByRole('button', { name: 'Open navigation' })).toBeNull();
  },
};

/** /edit-chapter/{id} highlights Chapters (as /chapter…, /add-chapter do). */
export const ChaptersActive: Story = {
  args: { currentPath: '/edit-chapter/c1' },
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
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Dana Shapiro/ });
    await userEvent.click(trigger);
    const menu = body.getByRole('menu', { name: 'User menu' });
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByText('Page content'));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(body.getByRole('menu', { name: 'User menu' })).toBeVisible();
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

export const MobileDrawerClosed: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible());
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  },
};

/** The drawer opens from the header, closes on Escape, and closes when a link is followed. */
export const MobileDrawerOpen: Story = {
  args: { currentPath: '/chapter-verses/c1' },
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = await waitFor(() => {
      const button = canvas.getByRole('button', { name: 'Open navigation' });
      expect(button).toBeVisible();
      return button;
    });
    await userEvent.click(toggle);
    const drawer = body.getByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Users' }));
    await expect(canvasElement.ownerDocument.body.dataset.followedLink).toBe('/users');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    const reopened = body.getByRole('dialog', { name: 'Main navigation' });
    await expect(within(reopened).getByRole('link', { name: 'Chapters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileMenuOpen: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Dana Shapiro/ }));
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('menu', { name: 'User menu' }),
    ).toBeVisible();
  },
};
