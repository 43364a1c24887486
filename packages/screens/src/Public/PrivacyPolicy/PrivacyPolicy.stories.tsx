import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  contactReady,
  inPublicLayout,
  PHONE,
  publicParameters,
  rtlGlobals,
} from '../../storybook/storyFrames';
import { PrivacyPolicy } from './PrivacyPolicy';

const meta = {
  title: 'Screens/Public/PrivacyPolicy',
  component: PrivacyPolicy,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/privacy-policy')],
  args: { contact: contactReady },
} satisfies Meta<typeof PrivacyPolicy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'מדיניות פרטיות' })).toBeVisible();
    await expect(canvas.getByText('3 ביולי 2025')).toBeVisible();
    const toc = within(canvas.getByRole('navigation', { name: 'תוכן העניינים' }));
    const children = toc.getByRole('link', { name: 'ילדים' });
    await expect(children).toHaveAttribute('href', '#children');
    await expect(canvasElement.ownerDocument.getElementById('children')).toHaveTextContent('ילדים');
    await expect(canvas.getByText(/מגיל 13 ומעלה/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'עמוד מחיקת החשבון' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    await expect(canvas.getAllByRole('link', { name: 'support@example.com' })[0]).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  },
};

export const Phone: Story = { ...Desktop, parameters: PHONE };
