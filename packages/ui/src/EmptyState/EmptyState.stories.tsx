import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { rtl } from '../storybook';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  parameters: {
    docs: {
      description: {
        component:
          "What a list shows when it has nothing in it, e.g. 'No verses available', with an optional action.\n\n**When to use.** In place of a list or table with no rows (not while it loads: use Skeleton; not when loading failed: use ErrorState).\n\n**Right to left.** Centred, so it reads the same in either direction; only the words change.",
      },
    },
  },
  component: EmptyState,
  args: { icon: 'book', title: 'No verses available', description: 'Add a new verse to get started' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No verses available')).toBeVisible();
    await expect(canvas.getByText('Add a new verse to get started')).toBeVisible();
  },
};
export const DefaultRtl = rtl<Story>({
  args: { icon: 'book', title: 'אין פסוקים', description: 'הוסיפו פסוק חדש כדי להתחיל' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('הוסיפו פסוק חדש כדי להתחיל')).toBeVisible();
  },
});

export const TitleOnly: Story = {
  args: { icon: undefined, title: 'No plans available', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No plans available')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
export const TitleOnlyRtl = rtl<Story>({
  args: { icon: undefined, title: 'אין תוכניות', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('אין תוכניות')).toBeVisible();
  },
});

const onAdd = fn();

export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<Icon name="plus" size={16} />} onClick={onAdd}>
        Add Reading Verse
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Reading Verse' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};
export const WithActionRtl = rtl<Story>({
  args: {
    icon: 'book',
    title: 'אין פסוקים',
    description: 'הוסיפו פסוק חדש כדי להתחיל',
    action: <Button icon={<Icon name="plus" size={16} />}>הוספת פסוק</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'הוספת פסוק' })).toBeVisible();
  },
});
