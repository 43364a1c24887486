import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: {
    title: 'Failed to load dashboard',
    message: 'Network error. Check your connection.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard');
    await expect(alert).toHaveTextContent('Network error. Check your connection.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const DefaultRtl = rtl<Story>({
  args: { title: 'טעינת הלוח נכשלה', message: 'שגיאת רשת. בדקו את החיבור.', retryLabel: 'נסו שוב' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'נסו שוב' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** The English defaults: 'Something went wrong' and 'Retry'. */
export const Defaults: Story = {
  args: { title: undefined, message: undefined },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const DefaultsRtl = rtl<Story>({
  args: { title: 'משהו השתבש', message: undefined, retryLabel: 'נסו שוב' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('משהו השתבש');
  },
});
