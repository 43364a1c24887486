import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE } from '../../storybook/storyFrames';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/Public/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', locale: 'en', onLocaleChange: fn() },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

const hebrew = { args: { locale: 'he' }, globals: { dir: 'rtl' } } as const;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LoadingHebrew: Story = {
  ...hebrew,
  args: { ...hebrew.args, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('טוען...');
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const ReadyHebrew: Story = {
  ...hebrew,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'הדף לא נמצא' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { name: 'הדף לא נמצא' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  },
};

/** The switch names the other language in its own words and asks for it. */
/** The English page's switch asks for Hebrew. */
export const LanguageSwitchPressed: Story = {
  parameters: PHONE,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'עברית' });
    await userEvent.click(button);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('he');
  },
};
