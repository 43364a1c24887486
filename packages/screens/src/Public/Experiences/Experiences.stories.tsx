import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inPublicLayout, PHONE, publicParameters, rtlGlobals } from '../../storybook/storyFrames';
import { Experiences } from './Experiences';

const meta = {
  title: 'Screens/Public/Experiences',
  component: Experiences,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/experiences')],
} satisfies Meta<typeof Experiences>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'חוויות' })).toBeVisible();
  },
};

export const Phone: Story = { ...Desktop, parameters: PHONE };
