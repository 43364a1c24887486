import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { About } from '../About';
import {
  contactReady,
  linksReady,
  PHONE,
  publicParameters,
  rtlGlobals,
  STORY_YEAR,
} from '../../storybook/storyFrames';
import { Home } from '../Home';
import type { ContactState, PublicLinks } from '../common/contact';
import { Footer } from './Footer';
import { PublicLayout } from './PublicLayout';

/**
 * The frame around a real page (About; Home for the home's own navigation). The navigation stories picture the
 * screen a visitor sees, the bar over the top of the page (`captureViewport`); each page's own stories picture it
 * whole.
 */
const meta = {
  title: 'Screens/Public/PublicLayout',
  component: PublicLayout,
  parameters: { ...publicParameters },
  globals: rtlGlobals,
  args: { currentPath: '/about', contact: contactReady, year: STORY_YEAR, children: <About /> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = { currentPath: '/', children: <Home links={linksReady} /> };
/** The navigation stories picture the screen, not the page. */
const onScreen = { captureViewport: true };
/** The site's navigation bar (a page may have a banner of its own). */
const navBar = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('banner')
    .find((banner) => banner.hasAttribute('data-solid'))!;

/** Home at the top: the navigation is transparent over the hero. */
export const NavTransparent: Story = {
  args: home,
  parameters: onScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navBar(canvasElement)).toHaveAttribute('data-solid', 'false');
    await expect(canvas.getByRole('link', { name: 'בית' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Home scrolled past 60 px: the navigation turns solid dark brown over the page. */
export const NavSolidOnScroll: Story = {
  args: home,
  parameters: { ...onScreen, before: 'NavTransparent' },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 400);
    await waitFor(() => expect(navBar(canvasElement)).toHaveAttribute('data-solid', 'true'));
  },
};

/** Any other page: solid dark brown from the top, the current page marked. */
export const NavSolid: Story = {
  parameters: onScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(navBar(canvasElement));
    await expect(canvas.getByRole('navigation').closest('header')).toHaveAttribute('data-solid', 'true');
    await expect(canvas.getByRole('link', { name: 'אודות' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['חוויות', '/experiences'],
      ['תמיכה', '/support'],
      ['הרשמה', '/signup'],
      ['התחברות', '/account'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** A phone: the links hide behind a menu button. */
export const MobileMenuClosed: Story = {
  parameters: { ...onScreen, ...PHONE },
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
  parameters: { ...onScreen, ...PHONE, before: 'MobileMenuClosed' },
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
    await expect(canvas.getByRole('link', { name: 'פייסבוק' })).toHaveAttribute(
      'href',
      linksReady.facebook_url,
    );
    await expect(canvas.getByText(/2026/)).toBeVisible();
    const company = canvas.getByRole('navigation', { name: 'החברה' });
    await expect(within(company).getByRole('link', { name: 'מדיניות פרטיות' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // Once in the footer: under the company, not again under help, which leads to the deletion page.
    await expect(canvas.getAllByRole('link', { name: 'מדיניות פרטיות' })).toHaveLength(1);
    const help = canvas.getByRole('navigation', { name: 'עזרה' });
    await expect(within(help).getByRole('link', { name: 'מחיקת החשבון' })).toHaveAttribute(
      'href',
      '/delete-account',
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

/** The footer's contact as loaded, with only the given links set. */
const withLinks = (links: PublicLinks): ContactState => ({
  status: 'ready',
  contact_number: '+972-3-555-0123',
  contact_email: 'support@example.com',
  links,
});

/** Social links the settings leave empty are not shown; with none, no social list at all. */
export const FooterLinksUnset: Story = {
  render: () => <Footer contact={withLinks({ youtube_url: linksReady.youtube_url })} year={STORY_YEAR} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'יוטיוב' })).toHaveAttribute(
      'href',
      linksReady.youtube_url,
    );
    await expect(canvas.queryByRole('link', { name: 'פייסבוק' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'אינסטגרם' })).toBeNull();
  },
};

export const FooterNoLinks: Story = {
  render: () => <Footer contact={withLinks({})} year={STORY_YEAR} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'הרשתות החברתיות שלנו' })).toBeNull();
  },
};

export const FooterPhone: Story = {
  render: () => <Footer contact={contactReady} year={STORY_YEAR} />,
  parameters: PHONE,
};
