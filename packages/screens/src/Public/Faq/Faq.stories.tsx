import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inPublicLayout, PHONE, publicParameters, rtlGlobals } from '../../storybook/storyFrames';
import { Faq } from './Faq';

const meta = {
  title: 'Screens/Public/Faq',
  component: Faq,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/faq')],
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'שאלות נפוצות' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(4);
  },
};

/** A phone, with the question about offline reading opened by keyboard. */
export const PhoneItemOpen: Story = {
  parameters: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'איך מורידים פרקים לקריאה ללא חיבור?' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};
