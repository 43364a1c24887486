import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Banner } from './Banner';

const meta = {
  title: 'UI/Banner',
  parameters: {
    docs: {
      description: {
        component:
          "A message at the top of a page: success, error (announced at once, role alert), warning or info, with optional title, action and close button. It removes itself when closed or after 5 s; a new message is a new banner (a new `key`).\n\n**When to use.** The result of a page-level action, or a problem with the whole page. For a short confirmation that must not move the layout use a toast; for a field's error use the field's own error.\n\n**Right to left.** The coloured stripe and the icon sit at the inline start, the close button at the inline end; the close button's name comes from the Hebrew table (סגירה).",
      },
    },
  },
  component: Banner,
  // Pictures must not depend on time: the timer is off unless a story tests it.
  args: { type: 'success', children: 'Chapter added successfully!', autoCloseMs: null, onClose: fn() },
  argTypes: { type: { control: 'select', options: ['success', 'error', 'warning', 'info'] } },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Chapter added successfully!');
    await expect(within(banner).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
export const SuccessRtl = rtl<Story>({
  ...Success,
  args: { children: 'הפרק נשמר בהצלחה' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'סגירה' })).toBeVisible();
  },
});

/** The close button is one Tab away and shows the focus ring. */
const focusesClose =
  (closeName: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: closeName })).toHaveFocus();
  };
export const CloseFocused: Story = { play: focusesClose('Close') };
/** Hebrew close label from the kit's own table: no label prop. */
export const CloseFocusedRtl = rtl<Story>({
  args: { children: 'הפרק נשמר בהצלחה' },
  play: focusesClose('סגירה'),
});

/** An error is announced at once (role alert), with its title. */
const alerts =
  (title: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(title);
  };

export const Error: Story = {
  args: {
    type: 'error',
    title: 'Failed to save chapter',
    children: 'Failed to save chapter. Please try again.',
  },
  play: alerts('Failed to save chapter'),
};
export const ErrorRtl = rtl<Story>({
  args: { type: 'error', title: 'השמירה נכשלה', children: 'שמירת הפרק נכשלה. נסו שוב.' },
  play: alerts('השמירה נכשלה'),
});

export const Warning: Story = {
  args: {
    type: 'warning',
    title: 'Audio missing',
    children: 'Add audio content before generating the audio.',
  },
};
export const WarningRtl = rtl({
  ...Warning,
  args: { type: 'warning', title: 'חסר שמע', children: 'יש להוסיף תוכן שמע לפני יצירת השמע.' },
});

export const Info: Story = {
  args: { type: 'info', children: 'Generating audio may take up to 30 seconds.' },
};
export const InfoRtl = rtl({
  ...Info,
  args: { type: 'info', children: 'יצירת השמע עשויה להימשך עד 30 שניות.' },
});

export const NotClosable: Story = {
  args: { type: 'info', closable: false, children: 'Settings are saved for every administrator.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const NotClosableRtl = rtl({
  ...NotClosable,
  args: { type: 'info', closable: false, children: 'ההגדרות נשמרות לכל המנהלים.' },
});

/** Clicking the close button (found by its name) removes the banner and calls onClose. */
const closesByButton =
  (closeName: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: closeName }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  };

export const ClosedByButton: Story = {
  parameters: { visual: false },
  play: closesByButton('Close'),
};
export const ClosedByButtonRtl = rtl<Story>({
  ...ClosedByButton,
  args: { children: 'הפרק נשמר בהצלחה' },
  play: closesByButton('סגירה'),
});

/** The timer closes the banner (a short timeout stands in for the default 5000 ms); hovering pauses it. */
export const AutoCloses: Story = {
  args: { autoCloseMs: 300 },
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await userEvent.hover(banner);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(banner);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
export const AutoClosesRtl = rtl<Story>({
  ...AutoCloses,
  args: { ...AutoCloses.args, children: 'הפרק נשמר בהצלחה' },
});
