import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import type { IconName } from '../Icon';
import { rtl } from '../storybook';
import { NavItem } from './NavItem';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: ${({ theme }) => theme.sizes.drawer};
`;

type Entry = { label: string; icon: IconName; to: string };
const ENGLISH: Entry[] = [
  { label: 'Dashboard', icon: 'dashboard', to: '/' },
  { label: 'Chapters', icon: 'book', to: '/chapters' },
  { label: 'Users', icon: 'users', to: '/users' },
  { label: 'Settings', icon: 'settings', to: '/settings' },
];
const HEBREW: Entry[] = [
  { label: 'לוח בקרה', icon: 'dashboard', to: '/' },
  { label: 'פרקים', icon: 'book', to: '/chapters' },
  { label: 'משתמשים', icon: 'users', to: '/users' },
  { label: 'הגדרות', icon: 'settings', to: '/settings' },
];

/** A sidebar menu; `current` is the page shown now. */
function Menu({ entries, current, label }: { entries: Entry[]; current: string; label: string }) {
  return (
    <Nav aria-label={label}>
      {entries.map((entry) => (
        <NavItem key={entry.to} to={entry.to} icon={entry.icon} active={entry.to === current}>
          {entry.label}
        </NavItem>
      ))}
    </Nav>
  );
}

const meta = {
  title: 'UI/NavItem',
  parameters: {
    docs: {
      description: {
        component:
          'One entry of a sidebar or drawer menu: a link through the app\'s router, with an optional icon, marked when it is the current page.\n\n**When to use.** Only inside the admin\'s sidebar or drawer.\n\n**Right to left.** The icon sits at the inline start, before the label; the current page is highlighted and marked `aria-current="page"` in either direction.',
      },
    },
  },
  component: NavItem,
  args: { to: '/chapters', children: 'Chapters' },
} satisfies Meta<typeof NavItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current page's item is highlighted and marked `aria-current="page"`; the others are plain. */
const marksCurrent =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  };

export const Active: Story = {
  render: () => <Menu entries={ENGLISH} current="/chapters" label="Main navigation" />,
  play: marksCurrent('Chapters'),
};
export const ActiveRtl = rtl<Story>({
  render: () => <Menu entries={HEBREW} current="/chapters" label="ניווט ראשי" />,
  play: marksCurrent('פרקים'),
});

/** Tab reaches each item in turn; the focused one shows the ring. */
const focusesByTab =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name })).toHaveFocus();
  };

export const Focused: Story = {
  render: () => <Menu entries={ENGLISH} current="/" label="Main navigation" />,
  play: focusesByTab('Users'),
};
export const FocusedRtl = rtl<Story>({
  render: () => <Menu entries={HEBREW} current="/" label="ניווט ראשי" />,
  play: focusesByTab('משתמשים'),
});

/** The pointer rests on an item that is not the current page: the hover wash (the test runner's real pointer). */
export const Hover: Story = {
  render: () => <Menu entries={ENGLISH} current="/" label="Main navigation" />,
  parameters: { hoverBeforeScreenshot: 'a[href="/users"]' },
};
export const HoverRtl = rtl<Story>({
  render: () => <Menu entries={HEBREW} current="/" label="ניווט ראשי" />,
  parameters: { hoverBeforeScreenshot: 'a[href="/users"]' },
});

/** Without an icon, the label alone. */
export const TextOnly: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
export const TextOnlyRtl = rtl<Story>({ ...TextOnly, args: { active: true, children: 'פרקים' } });
