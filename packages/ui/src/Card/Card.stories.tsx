import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  parameters: {
    docs: {
      description: {
        component:
          'A surface that groups related content, with an optional title and actions in its header.\n\n**When to use.** To group one topic on a page (a dashboard list, a settings section). Not nested inside another card.\n\n**Right to left.** The title sits at the inline start and the actions at the inline end, so they swap sides in Hebrew.',
      },
    },
  },
  component: Card,
  args: { children: 'Manage the contact details shown in the app.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    // Without a title it is only a surface, not a named region.
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
export const PlainRtl = rtl<Story>({
  args: { children: 'ניהול פרטי הקשר המוצגים באפליקציה.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ניהול פרטי הקשר המוצגים באפליקציה.')).toBeVisible();
  },
});

export const WithTitle: Story = {
  args: { title: 'General Settings' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'General Settings' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'General Settings' })).toBeVisible();
  },
};
export const WithTitleRtl = rtl<Story>({
  args: { title: 'הגדרות כלליות', children: 'ניהול פרטי הקשר המוצגים באפליקציה.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'הגדרות כלליות' })).toBeVisible();
  },
});

const onViewAll = fn();

export const WithActions: Story = {
  args: {
    title: 'Recent Users',
    actions: (
      <Button variant="ghost" size="sm" onClick={onViewAll}>
        View All
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent Users' });
    await userEvent.click(within(region).getByRole('button', { name: 'View All' }));
    await expect(onViewAll).toHaveBeenCalled();
  },
};
export const WithActionsRtl = rtl<Story>({
  args: {
    title: 'משתמשים אחרונים',
    children: 'ניהול פרטי הקשר המוצגים באפליקציה.',
    actions: (
      <Button variant="ghost" size="sm">
        הצגת הכול
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { name: 'משתמשים אחרונים' });
    const action = within(canvasElement).getByRole('button', { name: 'הצגת הכול' });
    // The actions sit at the end of the header: on the left in right-to-left.
    await expect(action.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
  },
});
