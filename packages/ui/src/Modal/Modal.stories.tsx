import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { Modal } from './Modal';
import { WithOpener } from './WithOpener';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'User Details',
    children: 'Sarah Cohen · sarah@example.com · Active · Premium · iOS',
    footer: <Button variant="secondary">Close</Button>,
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open, labelled by its title; Tab and Shift+Tab stay inside. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'User Details' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const [headerClose, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await expect(headerClose).toHaveFocus();
    await userEvent.tab();
    await expect(footerClose).toHaveFocus();
    await userEvent.tab();
    await expect(headerClose).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(footerClose).toHaveFocus();
  },
};
export const OpenRtl = rtl<Story>({
  args: {
    title: 'פרטי משתמש',
    children: 'שרה כהן · פעיל · פרימיום',
    closeLabel: 'סגירה',
    footer: <Button variant="secondary">סגירה</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'פרטי משתמש' });
    await expect(within(dialog).getAllByRole('button', { name: 'סגירה' })[0]).toHaveFocus();
  },
});

export const Small: Story = { args: { size: 'sm', title: 'Add Audio Content', footer: undefined } };
export const SmallRtl = rtl<Story>({
  args: {
    size: 'sm',
    title: 'הוספת תוכן שמע',
    closeLabel: 'סגירה',
    children: 'תוכן השמע של הפרק',
    footer: undefined,
  },
});
export const Large: Story = {
  args: {
    size: 'lg',
    title: 'Edit Plan',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};
export const LargeRtl = rtl<Story>({
  args: {
    size: 'lg',
    title: 'עריכת תוכנית',
    closeLabel: 'סגירה',
    children: 'שם התוכנית, מחיר, משך וסטטוס',
    footer: (
      <>
        <Button variant="secondary">ביטול</Button>
        <Button>שמירה</Button>
      </>
    ),
  },
});

/** A click on the overlay closes; a click inside the panel does not. */
export const OverlayClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('dialog'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(body.getByTestId('dialog-overlay'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const OverlayClickClosesRtl = rtl<Story>({ ...OverlayClickCloses, args: OpenRtl.args });

export const OverlayClickDisabled: Story = {
  args: { closeOnOverlayClick: false },
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByTestId('dialog-overlay'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const OverlayClickDisabledRtl = rtl<Story>({
  ...OverlayClickDisabled,
  args: { ...OpenRtl.args, closeOnOverlayClick: false },
});

/** Opened from a button: Escape closes it and focus goes back to that button. */
export const EscapeReturnsFocus: Story = {
  args: { open: false },
  render: ({ onClose, ...args }) => (
    <WithOpener openLabel="View user" onClose={onClose}>
      {(open, close) => <Modal {...args} open={open} onClose={close} />}
    </WithOpener>
  ),
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    const opener = body.getByRole('button', { name: 'View user' });
    await userEvent.click(opener);
    await expect(body.getByRole('dialog', { name: 'User Details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
export const EscapeReturnsFocusRtl = rtl<Story>({
  ...EscapeReturnsFocus,
  args: { open: false, title: 'פרטי משתמש', closeLabel: 'סגירה', footer: undefined },
  render: ({ onClose, ...args }) => (
    <WithOpener openLabel="הצגת משתמש" onClose={onClose}>
      {(open, close) => <Modal {...args} open={open} onClose={close} />}
    </WithOpener>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const opener = body.getByRole('button', { name: 'הצגת משתמש' });
    await userEvent.click(opener);
    await userEvent.click(
      within(body.getByRole('dialog', { name: 'פרטי משתמש' })).getByRole('button', { name: 'סגירה' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});
