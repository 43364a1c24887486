import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../link';
import { rtl } from '../storybook';
import { WithOpener } from '../Modal/WithOpener';
import { Drawer } from './Drawer';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  padding-inline: ${({ theme }) => theme.space.lg};
  gap: ${({ theme }) => theme.space.md};
`;

const links = (labels: string[]) => (
  <Nav>
    {labels.map((label, index) => (
      <Link key={label} to={`/section-${index}`}>
        {label}
      </Link>
    ))}
  </Nav>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    open: true,
    onClose: fn(),
    label: 'Main navigation',
    children: links(['Dashboard', 'Chapters', 'Users', 'Transactions', 'Plans & Pricing', 'Settings']),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Against the left edge; labelled; focus starts on the close button and Tab cycles inside. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Main navigation' });
    const close = within(drawer).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};
/** Against the right edge, the inline start in RTL. */
export const OpenRtl = rtl<Story>({
  args: {
    label: 'ניווט ראשי',
    closeLabel: 'סגירה',
    children: links(['לוח בקרה', 'פרקים', 'משתמשים', 'עסקאות', 'תוכניות ומחירים', 'הגדרות']),
  },
  play: async ({ canvasElement }) => {
    const drawer = page(canvasElement).getByRole('dialog', { name: 'ניווט ראשי' });
    const { right } = drawer.getBoundingClientRect();
    await expect(right).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
});

export const OverlayClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(page(canvasElement).getByTestId('dialog-overlay'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const OverlayClickClosesRtl = rtl<Story>({ ...OverlayClickCloses, args: OpenRtl.args });

/** Escape closes the drawer and focus returns to the button that opened it. */
export const ClosesOnEscape: Story = {
  args: { open: false },
  render: ({ onClose, ...args }) => (
    <WithOpener openLabel="Menu" onClose={onClose}>
      {(open, close) => <Drawer {...args} open={open} onClose={close} />}
    </WithOpener>
  ),
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    const opener = body.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    await expect(body.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
export const ClosesOnEscapeRtl = rtl<Story>({
  ...ClosesOnEscape,
  args: { ...OpenRtl.args, open: false },
  render: ({ onClose, ...args }) => (
    <WithOpener openLabel="תפריט" onClose={onClose}>
      {(open, close) => <Drawer {...args} open={open} onClose={close} />}
    </WithOpener>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const opener = body.getByRole('button', { name: 'תפריט' });
    await userEvent.click(opener);
    await expect(body.getByRole('dialog', { name: 'ניווט ראשי' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});
