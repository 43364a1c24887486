import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  parameters: {
    docs: {
      description: {
        component:
          'A load that failed: what went wrong and a Retry button, announced as an alert.\n\n**When to use.** In place of content that could not be loaded. For an action that failed on a page that did load, use a Banner.\n\n**Right to left.** Centred; the Retry label comes from the Hebrew table.',
      },
    },
  },
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
  args: { title: 'טעינת הלוח נכשלה', message: 'שגיאת רשת. בדקו את החיבור.' },
  // Retry is named in Hebrew by the kit's own table.
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ניסיון חוזר' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** The built-in words: 'Something went wrong' and 'Retry'; Retry is one Tab away and shows its ring. */
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
  ...Defaults,
  // The Hebrew built-in words, with no title or label passed.
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('משהו השתבש');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'ניסיון חוזר' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
