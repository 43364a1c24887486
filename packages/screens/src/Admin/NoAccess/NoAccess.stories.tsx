import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { roleNames } from '../../words/roles';
import { noAccessMessages } from './messages';
import { NoAccess } from './NoAccess';

const meta = {
  title: 'Screens/Admin/NoAccess',
  component: NoAccess,
  parameters: { layout: 'padded' },
  args: { role: 'support', homePath: '/dashboard' },
} satisfies Meta<typeof NoAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (globals: Record<string, unknown>) => (globals.dir === 'rtl' ? 'he' : 'en');

/** Support opened /settings by its address: the page says so, names the role, and leads to the dashboard. */
export const Support: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const words = noAccessMessages[locale];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(canvas.getByText(words.explanation(roleNames[locale][args.role]))).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.home })).toHaveAttribute('href', '/dashboard');
  },
};
export const SupportHebrew = hebrew<Story>(Support);

/** An editor at the team page or the settings. */
export const Editor: Story = { ...Support, args: { role: 'editor' } };
export const EditorHebrew = hebrew<Story>(Editor);

/** The phone: the words wrap, nothing wider than the screen. */
export const Phone: Story = {
  ...Support,
  parameters: { viewportWidth: 375 },
  play: async (context) => {
    await Support.play!(context);
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
