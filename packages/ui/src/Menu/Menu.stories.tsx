import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { rtl } from '../storybook';
import { Menu, type MenuItem } from './Menu';

/** The trigger sits at the inline end of a card-wide row, as on a plan card or in the header. */
const EndOfRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  min-block-size: ${({ theme }) => theme.sizes.modalNarrow};
`;

const onEdit = fn();
const onToggle = fn();
const onDelete = fn();
const planItems: MenuItem[] = [
  { label: 'Edit Plan', icon: 'edit', onSelect: onEdit },
  { label: 'Toggle Status', icon: 'refresh', onSelect: onToggle },
  { label: 'Delete Plan', icon: 'trash', onSelect: onDelete, danger: true },
];
const planItemsHe: MenuItem[] = [
  { label: 'עריכת תוכנית', icon: 'edit', onSelect: onEdit },
  { label: 'שינוי סטטוס', icon: 'refresh', onSelect: onToggle },
  { label: 'מחיקת תוכנית', icon: 'trash', onSelect: onDelete, danger: true },
];

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { label: 'Plan actions', items: planItems },
  decorators: [
    (Story) => (
      <EndOfRow>
        <Story />
      </EndOfRow>
    ),
  ],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowDown opens on the first item, arrows wrap, Home and End jump, Escape closes onto the trigger. */
export const ThreeDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Plan actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'Plan actions' });
    const [edit, toggle, remove] = within(menu).getAllByRole('menuitem');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'Delete Plan' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};
export const ThreeDotsRtl = rtl<Story>({
  args: { label: 'פעולות תוכנית', items: planItemsHe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'פעולות תוכנית' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'שינוי סטטוס' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
});

/** Open: the list hangs from the trigger's right edge and opens leftwards, into the card. */
export const ThreeDotsOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Plan actions' });
    const menu = canvas.getByRole('menu', { name: 'Plan actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getBoundingClientRect().right).toBe(trigger.getBoundingClientRect().right);
  },
};
/** In RTL the trigger sits at the left and the list hangs from its left edge, opening rightwards. */
export const ThreeDotsOpenRtl = rtl<Story>({
  args: { defaultOpen: true, label: 'פעולות תוכנית', items: planItemsHe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'פעולות תוכנית' });
    await expect(canvas.getByRole('menu').getBoundingClientRect().left).toBe(
      trigger.getBoundingClientRect().left,
    );
  },
});

/** Choosing an action (the first and last of `items` by name) calls it, closes the menu and puts focus back on the trigger. */
const selectsAction =
  (items: MenuItem[]): Story['play'] =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: args.label });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menuitem', { name: items[0]!.label })).toHaveFocus();
    await userEvent.click(canvas.getByRole('menuitem', { name: items[items.length - 1]!.label }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  };

export const SelectAction: Story = { play: selectsAction(planItems) };
export const SelectActionRtl = rtl<Story>({
  args: { label: 'פעולות תוכנית', items: planItemsHe },
  play: selectsAction(planItemsHe),
});

/** A press outside closes the menu without choosing anything. */
export const OutsideClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.label }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(onEdit).not.toHaveBeenCalled();
  },
};
export const OutsideClickClosesRtl = rtl<Story>({
  ...OutsideClickCloses,
  args: { label: 'פעולות תוכנית', items: planItemsHe },
});

const userTrigger = (name: string) => (
  <>
    <Avatar name={name} alt="" size="sm" />
    {name}
    <Icon name="chevronDown" />
  </>
);

/** The header's user menu: avatar and name open a link to the profile and a logout action. */
export const UserMenu: Story = {
  args: {
    label: 'Account',
    trigger: userTrigger('Admin'),
    defaultOpen: true,
    items: [
      { label: 'Profile', icon: 'user', to: '/profile' },
      { label: 'Logout', icon: 'logout', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('menu', { name: 'Account' });
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  },
};
export const UserMenuRtl = rtl<Story>({
  args: {
    ...UserMenu.args,
    label: 'חשבון',
    trigger: userTrigger('מנהל'),
    items: [
      { label: 'פרופיל', icon: 'user', to: '/profile' },
      { label: 'התנתקות', icon: 'logout' },
    ],
  },
});
