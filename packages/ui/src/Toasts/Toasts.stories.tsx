import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { ToastProvider, useToast } from './ToastProvider';
import { ToastStack, type ToastType } from './ToastStack';

const meta = {
  title: 'UI/Toasts',
  component: ToastStack,
  args: {
    toasts: [
      { id: '1', type: 'info', message: 'Generating Audio' },
      { id: '2', type: 'success', message: 'Audio Generated Successfully' },
      { id: '3', type: 'error', message: 'Failed to delete chapter' },
    ],
    onDismiss: fn(),
    autoCloseMs: null,
  },
} satisfies Meta<typeof ToastStack>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Info, success and error, stacked in the top-right corner; a close button dismisses its own toast. */
export const AllTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const region = page(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const closeButtons = within(region).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[1]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('2');
  },
};
/** Top-left: the top-end corner in RTL. */
export const AllTypesRtl = rtl<Story>({
  args: {
    toasts: [
      { id: '1', type: 'info', message: 'יוצר שמע' },
      { id: '2', type: 'success', message: 'השמע נוצר בהצלחה' },
      { id: '3', type: 'error', message: 'מחיקת הפרק נכשלה' },
    ],
    closeLabel: 'סגירה',
    label: 'התראות',
  },
  play: async ({ canvasElement }) => {
    const region = page(canvasElement).getByRole('region', { name: 'התראות' });
    await expect(region.getBoundingClientRect().left).toBeLessThan(100);
  },
});

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A button per type, and the message each one toasts. */
type Triggered = Record<ToastType, { button: string; message: string }>;
const ENGLISH: Triggered = {
  info: { button: 'Info', message: 'Generating Audio' },
  success: { button: 'Success', message: 'Chapter Deleted Successfully' },
  error: { button: 'Error', message: 'Failed to delete chapter' },
};
const HEBREW: Triggered = {
  info: { button: 'מידע', message: 'יוצר שמע' },
  success: { button: 'הצלחה', message: 'הפרק נמחק בהצלחה' },
  error: { button: 'שגיאה', message: 'מחיקת הפרק נכשלה' },
};
const TYPES: ToastType[] = ['info', 'success', 'error'];

function Triggers({ words }: { words: Triggered }) {
  const toast = useToast();
  return (
    <Row>
      {TYPES.map((type) => (
        <Button key={type} onClick={() => toast[type](words[type].message)}>
          {words[type].button}
        </Button>
      ))}
    </Row>
  );
}

/** Two toasts appear in the named region; one closes by its button, the other by itself. */
const toastsAndCloses =
  (words: Triggered, regionName: string, closeName: string): Story['play'] =>
  async ({ canvasElement }) => {
    const body = page(canvasElement);
    const region = body.getByRole('region', { name: regionName });
    await userEvent.click(body.getByRole('button', { name: words.success.button }));
    await userEvent.click(body.getByRole('button', { name: words.error.button }));
    await expect(region).toHaveTextContent(words.success.message);
    await expect(region).toHaveTextContent(words.error.message);
    await userEvent.click(within(region).getAllByRole('button', { name: closeName })[0]!);
    await expect(region).not.toHaveTextContent(words.success.message);
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  };

/**
 * `useToast()` under a ToastProvider: each call adds a toast that closes by itself (a short timeout
 * stands in for the default 5 s, so the final picture is just the buttons).
 */
export const WithProvider: Story = {
  render: () => (
    <ToastProvider autoCloseMs={400}>
      <Triggers words={ENGLISH} />
    </ToastProvider>
  ),
  play: toastsAndCloses(ENGLISH, 'Notifications', 'Close'),
};
export const WithProviderRtl = rtl<Story>({
  render: () => (
    <ToastProvider autoCloseMs={400} label="התראות" closeLabel="סגירה">
      <Triggers words={HEBREW} />
    </ToastProvider>
  ),
  play: toastsAndCloses(HEBREW, 'התראות', 'סגירה'),
});
