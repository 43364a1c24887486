import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inPublicLayout, PHONE, publicParameters, rtlGlobals } from '../../storybook/storyFrames';
import { About } from './About';

const meta = {
  title: 'Screens/Public/About',
  component: About,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/about')],
} satisfies Meta<typeof About>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'אודות' })).toBeVisible();
  },
};

export const Phone: Story = { ...Desktop, parameters: PHONE };
