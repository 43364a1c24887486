import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inPublicLayout, linksReady, PHONE, publicParameters, rtlGlobals } from '../../storybook/storyFrames';
import { SignUp } from './SignUp';

const meta = {
  title: 'Screens/Public/SignUp',
  component: SignUp,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/signup')],
  args: { links: linksReady },
} satisfies Meta<typeof SignUp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'הרשמה' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'איך נרשמים' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      linksReady.app_store_url,
    );
  },
};

export const Phone: Story = { ...Desktop, parameters: PHONE };
