import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inPublicLayout, PHONE, publicParameters, rtlGlobals } from '../../storybook/storyFrames';
import { Services } from './Services';

const meta = {
  title: 'Screens/Public/Services',
  component: Services,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/services')],
} satisfies Meta<typeof Services>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'שירותים' })).toBeVisible();
  },
};

export const Phone: Story = { ...Desktop, parameters: PHONE };
