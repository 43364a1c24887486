import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'UI/Breadcrumb',
  parameters: {
    docs: {
      description: {
        component:
          "Where a page sits below its list: 'Chapters › Chapter 2 › Verses', each step but the last a link.\n\n**When to use.** At the top of every page below a list (details, sub-lists, edit forms), placed by the page frame. Not on the lists themselves, which the sidebar reaches.\n\n**Right to left.** The chevrons point along the reading direction, so they mirror in Hebrew; each step's words sit in `<bdi>`.",
      },
    },
  },
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Chapters', to: '/chapters' },
      { label: 'Chapter 2', to: '/chapter-details/c2' },
      { label: 'Verses' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named navigation, an ordered list of links, the current page marked and not a link. */
export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    const steps = nav.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(nav.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters');
    await expect(nav.getByRole('link', { name: 'Chapter 2' })).toHaveAttribute('href', '/chapter-details/c2');
    await expect(nav.getByText('Verses').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Verses' })).not.toBeInTheDocument();
  },
};

/** In Hebrew the trail runs right to left and the chevrons point left; the navigation is named in Hebrew. */
export const TrailRtl = rtl<Story>({
  args: {
    items: [
      { label: 'פרקים', to: '/chapters' },
      { label: 'פרק 2', to: '/chapter-details/c2' },
      { label: 'פסוקים' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'פירורי לחם' });
    await expect(within(nav).getByText('פסוקים').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});
