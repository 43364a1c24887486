import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Badge } from './Badge';

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'Reading' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Label: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reading')).toBeVisible();
  },
};
export const LabelRtl = rtl<Story>({
  args: { children: 'קריאה' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('קריאה')).toBeVisible();
  },
});

export const WithIcon: Story = {
  args: { children: 'Audio', icon: 'music' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the text says it all.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Audio')).toBeVisible();
  },
};
export const WithIconRtl = rtl<Story>({
  args: { children: 'שמע', icon: 'music' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('שמע')).toBeVisible();
  },
});
