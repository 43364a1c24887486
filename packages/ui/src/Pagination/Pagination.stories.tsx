import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  parameters: {
    docs: {
      description: {
        component:
          "Previous and next buttons with the range shown ('1–10 of 50'), for a server-paged list.\n\n**When to use.** Under a long list that the server pages. Not for short lists that fit one page.\n\n**Right to left.** The numbers sit in `<bdi>` so they keep their order inside the Hebrew sentence; the previous/next chevrons mirror, so 'previous' points right in Hebrew.",
      },
    },
  },
  component: Pagination,
  args: { page: 1, pageSize: 50, total: 1_000_040, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement, name = 'Pagination') =>
  within(within(canvasElement).getByRole('navigation', { name }));

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByText('1–50')).toBeVisible();
    await expect(bar.getByText('1,000,040')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('button', { name: 'Page 20,001' })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(bar.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const FirstPageRtl = rtl<Story>({
  ...FirstPage,
  play: async ({ canvasElement, args }) => {
    const bar = nav(canvasElement, 'עימוד');
    await expect(bar.getByText('1–50')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'הקודם' })).toBeDisabled();
    await userEvent.click(bar.getByRole('button', { name: 'הבא' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
});

export const MiddlePage: Story = {
  args: { page: 7 },
  play: async ({ canvasElement, args }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByText('301–350')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(bar.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const MiddlePageRtl = rtl<Story>({
  ...MiddlePage,
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement, 'עימוד');
    await expect(bar.getByRole('button', { name: 'עמוד 7' })).toHaveAttribute('aria-current', 'page');
  },
});

export const LastPage: Story = {
  args: { page: 20_001 },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByText('1,000,001–1,000,040')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
export const LastPageRtl = rtl<Story>({
  ...LastPage,
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement, 'עימוד').getByRole('button', { name: 'הבא' })).toBeDisabled();
  },
});

/** The server stopped counting: no last page is named and Next stays available. */
export const TotalIsLowerBound: Story = {
  args: { page: 2, total: 10_000, totalIsLowerBound: true },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByText(/more than/)).toHaveTextContent('more than 10,000');
    await expect(bar.queryByRole('button', { name: 'Page 200' })).toBeNull();
    await expect(bar.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
export const TotalIsLowerBoundRtl = rtl<Story>({
  ...TotalIsLowerBound,
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement, 'עימוד').getByText(/יותר מ/)).toHaveTextContent('יותר מ־10,000');
  },
});

export const SinglePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByText('1–12')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Tab reaches the page buttons in order; Enter changes the page. The focus ring shows on Page 2. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = nav(canvasElement);
    // Previous is disabled on the first page, so the first stop is Page 1.
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};
