import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPublicLayout, linksReady, PHONE, publicParameters, rtlGlobals } from '../../storybook/storyFrames';
import { Home } from './Home';

const meta = {
  title: 'Screens/Public/Home',
  component: Home,
  parameters: publicParameters,
  globals: rtlGlobals,
  decorators: [inPublicLayout('/')],
  args: { links: linksReady },
} satisfies Meta<typeof Home>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top of the page: the navigation is transparent over the hero. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'התנ״ך מתעורר לחיים' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'הורידו את האפליקציה בחינם' })).toHaveAttribute(
      'href',
      '#download',
    );
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(10);
    // The store buttons lead to the listings the settings name.
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      linksReady.app_store_url,
    );
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      linksReady.google_play_url,
    );
    await expect(canvas.getAllByRole('img', { name: 'דירוג: 5 מתוך 5 כוכבים' })).toHaveLength(3);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-solid', 'false');
  },
};

export const Phone: Story = { parameters: PHONE };

/** Only a Google Play listing in the settings: no App Store button leading nowhere. */
export const OnlyGooglePlay: Story = {
  args: { links: { google_play_url: linksReady.google_play_url } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).toBeNull();
  },
};

/** The FAQ with its first question open. */
export const FaqOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'האם האפליקציה חינמית?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/תנ״ך בשמע, כלי לימוד נוספים והורדת פרקים/)).toBeVisible();
    // The click scrolled to the question wherever the layout had it then (fonts and pictures may still
    // have been loading), and the fixed navigation is drawn where the page is scrolled: back at the top,
    // the full-page picture is the same whatever the layout did meanwhile (re-centring the question on
    // the final layout still let CI draw the navigation 96 px lower once).
    await canvasElement.ownerDocument.fonts.ready;
    canvasElement.ownerDocument.defaultView!.scrollTo(0, 0);
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveAttribute('data-solid', 'false'));
  },
};

/** Past 60 px of scrolling the navigation turns solid dark brown; back at the top it is transparent again. */
export const NavTurnsSolidOnScroll: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('banner');
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 61);
    await waitFor(() => expect(nav).toHaveAttribute('data-solid', 'true'));
    view.scrollTo(0, 60);
    await waitFor(() => expect(nav).toHaveAttribute('data-solid', 'false'));
  },
};
