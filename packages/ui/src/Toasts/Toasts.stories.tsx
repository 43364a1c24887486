import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { ToastProvider, useToast } from './ToastProvider';
import { ToastStack, type ToastType } from './ToastStack';

const meta = {
  title: 'UI/Toasts',
  parameters: {
    docs: {
      description: {
        component:
          "Short messages in a stack at the inline-end corner of the window (ToastProvider and useToast), closing themselves after 5 s, hover pauses them.\n\n**When to use.** A brief confirmation of an action that left the page as it is ('Plan saved'). For a problem the user must act on use a Banner.\n\n**Right to left.** The stack sits at the top inline-end corner (right in English, left in Hebrew); the close button's name comes from the Hebrew table.",
      },
    },
  },
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

/**
 * Info, success and error, stacked in the top-right corner. Each dismiss button is reachable by Tab and
 * dismisses its own toast; the picture ends on the second one's focus ring.
 */
const dismissesByKeyboard =
  (regionName: string, dismissName: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const region = page(canvasElement).getByRole('region', { name: regionName });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const dismissButtons = within(region).getAllByRole('button', { name: dismissName });
    await userEvent.tab();
    await userEvent.tab();
    await expect(dismissButtons[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('2');
  };
export const AllTypes: Story = { play: dismissesByKeyboard('Notifications', 'Dismiss') };
/** Top-left: the top-end corner in RTL; region and buttons named in Hebrew by the kit's own table. */
export const AllTypesRtl = rtl<Story>({
  args: {
    toasts: [
      { id: '1', type: 'info', message: 'יוצר שמע' },
      { id: '2', type: 'success', message: 'השמע נוצר בהצלחה' },
      { id: '3', type: 'error', message: 'מחיקת הפרק נכשלה' },
    ],
  },
  play: async (context) => {
    const region = page(context.canvasElement).getByRole('region', { name: 'התראות' });
    await expect(region.getBoundingClientRect().left).toBeLessThan(100);
    await dismissesByKeyboard('התראות', 'סגירת ההתראה')!(context);
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

/** Three toasts appear in the named region, oldest first; one is dismissed by its button, two stay. */
const toastsAndDismisses =
  (words: Triggered, regionName: string, dismissName: string): Story['play'] =>
  async ({ canvasElement }) => {
    const body = page(canvasElement);
    const region = body.getByRole('region', { name: regionName });
    for (const type of TYPES) await userEvent.click(body.getByRole('button', { name: words[type].button }));
    for (const type of TYPES) await expect(region).toHaveTextContent(words[type].message);
    await userEvent.click(within(region).getAllByRole('button', { name: dismissName })[0]!);
    await expect(region).not.toHaveTextContent(words.info.message);
    await expect(within(region).getAllByRole('button', { name: dismissName })).toHaveLength(2);
  };

/**
 * `useToast()` under a ToastProvider: each call adds a toast. The timer is off here so the picture keeps
 * the two toasts left after one was dismissed; AutoCloses tests the timer.
 */
export const WithProvider: Story = {
  render: () => (
    <ToastProvider autoCloseMs={null}>
      <Triggers words={ENGLISH} />
    </ToastProvider>
  ),
  play: toastsAndDismisses(ENGLISH, 'Notifications', 'Dismiss'),
};
/** Hebrew region and button names come from the kit's own table: no labels passed. */
export const WithProviderRtl = rtl<Story>({
  render: () => (
    <ToastProvider autoCloseMs={null}>
      <Triggers words={HEBREW} />
    </ToastProvider>
  ),
  play: toastsAndDismisses(HEBREW, 'התראות', 'סגירת ההתראה'),
});

/** Each toast closes by itself (a short timeout stands in for the default 5 s). No picture: it ends empty. */
const closesByItself =
  (words: Triggered, regionName: string): Story['play'] =>
  async ({ canvasElement }) => {
    const body = page(canvasElement);
    const region = body.getByRole('region', { name: regionName });
    await userEvent.click(body.getByRole('button', { name: words.success.button }));
    await expect(region).toHaveTextContent(words.success.message);
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  };
export const AutoCloses: Story = {
  parameters: { visual: false },
  render: () => (
    <ToastProvider autoCloseMs={400}>
      <Triggers words={ENGLISH} />
    </ToastProvider>
  ),
  play: closesByItself(ENGLISH, 'Notifications'),
};
export const AutoClosesRtl = rtl<Story>({
  ...AutoCloses,
  render: () => (
    <ToastProvider autoCloseMs={400}>
      <Triggers words={HEBREW} />
    </ToastProvider>
  ),
  play: closesByItself(HEBREW, 'התראות'),
});

/** Starts a narration, then concludes it: the two toasts share a key, so the outcome takes the start's place. */
function Narration({ words }: { words: Triggered }) {
  const toast = useToast();
  const key = { key: 'narration ch-1 male' };
  return (
    <Row>
      <Button onClick={() => toast.info(words.info.message, key)}>{words.info.button}</Button>
      <Button onClick={() => toast.success(words.success.message, key)}>{words.success.button}</Button>
    </Row>
  );
}

const concludedReplaces =
  (words: Triggered, regionName: string): Story['play'] =>
  async ({ canvasElement }) => {
    const body = page(canvasElement);
    const region = body.getByRole('region', { name: regionName });
    await userEvent.click(body.getByRole('button', { name: words.info.button }));
    await expect(region).toHaveTextContent(words.info.message);
    await userEvent.click(body.getByRole('button', { name: words.success.button }));
    await expect(region).toHaveTextContent(words.success.message);
    await expect(region).not.toHaveTextContent(words.info.message);
    await expect(region.querySelectorAll('p')).toHaveLength(1);
  };

/** A toast that concludes another ('Audio Generated Successfully' after 'Generating Audio') replaces it. */
export const ConcludingReplaces: Story = {
  render: () => (
    <ToastProvider autoCloseMs={null}>
      <Narration words={ENGLISH} />
    </ToastProvider>
  ),
  play: concludedReplaces(ENGLISH, 'Notifications'),
};
export const ConcludingReplacesRtl = rtl<Story>({
  render: () => (
    <ToastProvider autoCloseMs={null}>
      <Narration words={HEBREW} />
    </ToastProvider>
  ),
  play: concludedReplaces(HEBREW, 'התראות'),
});
