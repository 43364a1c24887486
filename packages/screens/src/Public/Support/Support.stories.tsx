import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  contactReady,
  inPublicLayout,
  PHONE,
  publicParameters,
  rtlGlobals,
} from '../../storybook/storyFrames';
import { Support } from './Support';

const meta = {
  title: 'Screens/Public/Support',
  component: Support,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/support')],
  args: { contact: contactReady },
} satisfies Meta<typeof Support>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('link', { name: '+972-3-555-0123' })).toHaveAttribute(
      'href',
      'tel:+97235550123',
    );
    await expect(main.getByRole('link', { name: 'support@example.com' })).toBeVisible();
    await expect(main.getByText(/צוות התמיכה זמין/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { contact: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('status')).toHaveTextContent('טוען את פרטי הקשר');
  },
};

export const Failed: Story = {
  args: { contact: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('לא הצלחנו לטעון את פרטי הקשר');
  },
};

export const Phone: Story = { ...Loaded, parameters: PHONE };
