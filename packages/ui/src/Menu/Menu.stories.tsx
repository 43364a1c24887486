import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { rtl } from '../storybook';
import { Menu, type MenuItem, type MenuProps } from './Menu';

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
  { label: 'Edit plan', icon: 'edit', onSelect: onEdit },
  { label: 'Toggle status', icon: 'refresh', onSelect: onToggle },
  { label: 'Delete plan', icon: 'trash', onSelect: onDelete, danger: true },
];
const planItemsHe: MenuItem[] = [
  { label: 'עריכת תוכנית', icon: 'edit', onSelect: onEdit },
  { label: 'שינוי סטטוס', icon: 'refresh', onSelect: onToggle },
  { label: 'מחיקת תוכנית', icon: 'trash', onSelect: onDelete, danger: true },
];

const meta = {
  title: 'UI/Menu',
  parameters: {
    docs: {
      description: {
        component:
          "A menu button: click, Enter, Space or ArrowDown opens it; arrows, Home and End move between items; Escape closes and gives focus back.\n\n**When to use.** A short list of actions behind one button (the header's account menu). Not for choosing a value in a form: use Select.\n\n**Right to left.** The list opens aligned to the button's inline end, so it grows leftwards in English and rightwards in Hebrew.",
      },
    },
  },
  component: Menu,
  args: { items: planItems },
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

/**
 * Keyboard, with the built-in name ('More actions'): ArrowDown opens on the first item, arrows wrap, Home and
 * End jump, Escape closes onto the trigger, ArrowUp opens on the last item, which keeps its focus ring.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'More actions' });
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
      within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'Delete plan' }),
    ).toHaveFocus();
  },
};
/** Hebrew name with no label passed; the second item keeps the focus. */
export const KeyboardRtl = rtl<Story>({
  args: { items: planItemsHe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'פעולות נוספות' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menu', { name: 'פעולות נוספות' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'שינוי סטטוס' })).toHaveFocus();
  },
});

/** Open: the list hangs from the trigger's right edge and opens leftwards, into the card. */
export const ThreeDotsOpen: Story = {
  args: { defaultOpen: true, labels: { actions: 'Plan actions' } },
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
  args: { defaultOpen: true, labels: { actions: 'פעולות תוכנית' }, items: planItemsHe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'פעולות תוכנית' });
    await expect(canvas.getByRole('menu').getBoundingClientRect().left).toBe(
      trigger.getBoundingClientRect().left,
    );
  },
});

const Outcome = styled.p`
  margin: 0;
  margin-inline-end: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.sizes.control};
`;

/** A plan card's row: the menu, and a line saying what was last chosen (as the screen would act on it). */
interface Outcomes {
  nothing: string;
  chosen: (label: string) => string;
}
const outcomes: Outcomes = { nothing: 'No action chosen', chosen: (label) => `Chosen: ${label}` };
const outcomesHe: Outcomes = { nothing: 'לא נבחרה פעולה', chosen: (label) => `נבחרה הפעולה: ${label}` };

function PlanRow({ items, labels, words }: MenuProps & { words: Outcomes }) {
  const [chosen, setChosen] = useState(words.nothing);
  return (
    <>
      <Outcome role="status">{chosen}</Outcome>
      <Menu
        labels={labels}
        items={items.map((item) => ({
          ...item,
          onSelect: () => {
            item.onSelect?.();
            setChosen(words.chosen(item.label));
          },
        }))}
      />
    </>
  );
}

/**
 * Choosing an action (the last of `items` by name) calls it, closes the menu, puts focus back on the trigger
 * (its ring shows) and the row shows the action chosen.
 */
const selectsAction =
  (items: MenuItem[], words: Outcomes): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onDelete.mockClear();
    const trigger = canvas.getByRole('button', { name: /actions|פעולות/ });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menuitem', { name: items[0]!.label })).toHaveFocus();
    const last = items[items.length - 1]!.label;
    await userEvent.click(canvas.getByRole('menuitem', { name: last }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(words.chosen(last));
  };

export const SelectAction: Story = {
  render: (args) => <PlanRow {...args} words={outcomes} />,
  play: selectsAction(planItems, outcomes),
};
export const SelectActionRtl = rtl<Story>({
  args: { items: planItemsHe },
  render: (args) => <PlanRow {...args} words={outcomesHe} />,
  play: selectsAction(planItemsHe, outcomesHe),
});

/** A press outside closes the menu without choosing anything: the row still says nothing was chosen. */
const outsideClick =
  (nothing: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onEdit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /actions|פעולות/ }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(onEdit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(nothing);
  };
export const OutsideClickCloses: Story = {
  render: (args) => <PlanRow {...args} words={outcomes} />,
  play: outsideClick(outcomes.nothing),
};
export const OutsideClickClosesRtl = rtl<Story>({
  args: { items: planItemsHe },
  render: (args) => <PlanRow {...args} words={outcomesHe} />,
  play: outsideClick(outcomesHe.nothing),
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
    labels: { actions: 'Account' },
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
    labels: { actions: 'חשבון' },
    trigger: userTrigger('מנהל'),
    items: [
      { label: 'פרופיל', icon: 'user', to: '/profile' },
      { label: 'התנתקות', icon: 'logout' },
    ],
  },
});

const onChoose = fn();
/** The account menu with the languages between its two items, `current` ticked. */
const accountWithLanguages = (profile: string, logout: string, current: 'en' | 'he'): MenuItem[] => [
  { label: profile, icon: 'user', to: '/profile' },
  {
    label: 'English',
    lang: 'en',
    checked: current === 'en',
    onSelect: () => onChoose('en'),
    separated: true,
  },
  { label: 'עברית', lang: 'he', checked: current === 'he', onSelect: () => onChoose('he') },
  { label: logout, icon: 'logout', separated: true },
];

/**
 * Choices (menuitemradio, e.g. the languages of the user menu): the current one ticked, a line above the group
 * and above the item after it. Arrows reach the choices like any item; choosing one calls it. Each language is
 * named in its own language (`lang`, not for translation).
 */
export const Choices: Story = {
  args: {
    labels: { actions: 'Account' },
    trigger: userTrigger('Admin'),
    items: accountWithLanguages('Profile', 'Logout', 'en'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onChoose.mockClear();
    const trigger = canvas.getByRole('button', { name: /Admin/ });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'עברית' }));
    await expect(onChoose).toHaveBeenCalledWith('he');
    await expect(canvas.queryByRole('menu')).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const english = canvas.getByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveFocus();
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('menuitemradio', { name: 'עברית' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};
export const ChoicesRtl = rtl<Story>({
  args: {
    labels: { actions: 'חשבון' },
    trigger: userTrigger('מנהל'),
    items: accountWithLanguages('פרופיל', 'התנתקות', 'he'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /מנהל/ }));
    await expect(canvas.getByRole('menuitemradio', { name: 'עברית' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
});
