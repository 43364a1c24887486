import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { contactReady, PHONE, publicParameters, rtlGlobals, STORY_YEAR } from '../common/storyFrames';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'Screens/Public/PublicLayout',
  component: PublicLayout,
  parameters: publicParameters,
  globals: rtlGlobals,
  args: { currentPath: '/about', contact: contactReady, year: STORY_YEAR, children: null },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

// A dark band like the home hero, to show the transparent navigation over it.
const Hero = styled.div`
  block-size: ${({ theme }) => theme.sizes.heroMin};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.brandDeep},
    ${({ theme }) => theme.colors.brand}
  );
`;

/** Home at the top: the navigation is transparent over the hero. */
export const NavTransparent: Story = {
  render: () => (
    <>
      <NavBar currentPath="/" solid={false} />
      <Hero />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-solid', 'false');
    await expect(canvas.getByRole('link', { name: 'בית' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Any other page (and home after 60 px): solid dark brown, the current page marked. */
export const NavSolid: Story = {
  args: { children: <Hero /> },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('banner'));
    await expect(canvas.getByRole('navigation').closest('header')).toHaveAttribute('data-solid', 'true');
    await expect(canvas.getByRole('link', { name: 'אודות' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['חוויות', '/experiences'],
      ['תמיכה', '/support'],
      ['הרשמה', '/signup'],
      ['התחברות', '/login'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** A phone: the links hide behind a menu button. */
export const MobileMenuClosed: Story = {
  args: { children: <Hero /> },
  parameters: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'פתיחת התפריט' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'חוויות' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  args: { children: <Hero /> },
  parameters: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'פתיחת התפריט' }));
    await expect(canvas.getByRole('button', { name: 'סגירת התפריט' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'חוויות' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'הרשמה' })).toBeVisible();
  },
};

/** The footer while the contact details load, once loaded, and when the call failed. */
export const FooterContactLoading: Story = {
  render: () => <Footer contact={{ status: 'loading' }} year={STORY_YEAR} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('טוען את פרטי הקשר');
  },
};

export const FooterContactLoaded: Story = {
  render: () => <Footer contact={contactReady} year={STORY_YEAR} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+972-3-555-0123' })).toHaveAttribute(
      'href',
      'tel:+97235550123',
    );
    await expect(canvas.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'פייסבוק' })).toBeVisible();
    await expect(canvas.getByText(/2026/)).toBeVisible();
    const company = canvas.getByRole('navigation', { name: 'החברה' });
    await expect(within(company).getByRole('link', { name: 'מדיניות פרטיות' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

export const FooterContactFailed: Story = {
  render: () => <Footer contact={{ status: 'error' }} year={STORY_YEAR} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('פרטי הקשר אינם זמינים כרגע.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'לעמוד התמיכה' })).toHaveAttribute('href', '/support');
  },
};

export const FooterPhone: Story = {
  render: () => <Footer contact={contactReady} year={STORY_YEAR} />,
  parameters: PHONE,
};
