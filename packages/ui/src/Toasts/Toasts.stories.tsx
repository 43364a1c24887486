import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { ToastProvider, useToast } from './ToastProvider';
import { ToastStack } from './ToastStack';

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

function Triggers() {
  const toast = useToast();
  return (
    <Row>
      <Button onClick={() => toast.info('Generating Audio')}>Info</Button>
      <Button onClick={() => toast.success('Chapter Deleted Successfully')}>Success</Button>
      <Button onClick={() => toast.error('Failed to delete chapter')}>Error</Button>
    </Row>
  );
}

/**
 * `useToast()` under a ToastProvider: each call adds a toast that closes by itself (a short timeout
 * stands in for the default 5 s, so the final picture is just the buttons).
 */
export const WithProvider: Story = {
  render: () => (
    <ToastProvider autoCloseMs={400}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const region = body.getByRole('region', { name: 'Notifications' });
    await userEvent.click(body.getByRole('button', { name: 'Success' }));
    await userEvent.click(body.getByRole('button', { name: 'Error' }));
    await expect(region).toHaveTextContent('Chapter Deleted Successfully');
    await expect(region).toHaveTextContent('Failed to delete chapter');
    await userEvent.click(within(region).getAllByRole('button', { name: 'Close' })[0]!);
    await expect(region).not.toHaveTextContent('Chapter Deleted Successfully');
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};
