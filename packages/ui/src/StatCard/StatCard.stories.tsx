import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { AmountsByCurrency, FormattedNumber } from '../Formatted';
import type { IconName } from '../Icon';
import { rtl } from '../storybook';
import { StatCard } from './StatCard';

const REVENUE = { usd: 1234.5 };
const REVENUE_BY_CURRENCY = { usd: 1234.5, ils: 9870.25 };

const meta = {
  title: 'UI/StatCard',
  parameters: {
    docs: {
      description: {
        component:
          "A dashboard figure: an icon, a label and a value (with a skeleton while it loads); narrow cards stack the icon above the text.\n\n**When to use.** A single headline number on the dashboard.\n\n**Right to left.** The icon sits at the inline start; the value is isolated in the page's direction, so it starts under the label on the right in Hebrew, while its digits and currency keep their order.",
      },
    },
  },
  component: StatCard,
  args: { label: 'Total revenue', value: <AmountsByCurrency amounts={REVENUE} />, icon: 'card' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The icon and the value stay together: the distance between them does not grow with the card. */
const expectIconBesideValue = async (canvasElement: HTMLElement, value: string) => {
  const figure = within(canvasElement).getByText(value).getBoundingClientRect();
  const icon = canvasElement.querySelector('svg')!.getBoundingClientRect();
  const gap = Math.min(Math.abs(figure.left - icon.right), Math.abs(icon.left - figure.right));
  await expect(gap).toBeLessThan(40);
};

/** At full width (here 1 000 px) the figure sits beside its icon, with the spare room after it. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('$1,234.50 USD');
    // Amounts are isolated so they never reverse inside right-to-left text.
    await expect(value.tagName).toBe('BDI');
    await expectIconBesideValue(canvasElement, '$1,234.50 USD');
  },
};
export const PopulatedRtl = rtl<Story>({
  args: { label: 'סך ההכנסות', value: <AmountsByCurrency amounts={REVENUE} />, icon: 'card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,234.50 USD')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByText('סך ההכנסות')).toBeVisible();
    await expectIconBesideValue(canvasElement, '$1,234.50 USD');
  },
});

/** Revenue in two currencies: one figure per currency, never added together. */
export const RevenueByCurrency: Story = {
  args: { value: <AmountsByCurrency amounts={REVENUE_BY_CURRENCY} /> },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('listitem');
    await expect(figures.map((figure) => figure.textContent)).toEqual(['₪9,870.25 ILS', '$1,234.50 USD']);
  },
};
export const RevenueByCurrencyRtl = rtl<Story>({
  args: { label: 'סך ההכנסות', value: <AmountsByCurrency amounts={REVENUE_BY_CURRENCY} />, icon: 'card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
});

const Phone = styled.div`
  inline-size: ${({ theme }) => theme.sizes.narrowScreen};
`;

/** The card's surface: the nearest box with a shadow. */
const cardOf = (element: HTMLElement) => {
  let node: HTMLElement | null = element;
  while (node && getComputedStyle(node).boxShadow === 'none') node = node.parentElement;
  return node!;
};

/** Every figure stays inside its card and clear of the card's icon. */
const expectInsideCard = async (canvasElement: HTMLElement) => {
  for (const figure of within(canvasElement).getAllByRole('listitem')) {
    const card = cardOf(figure);
    const box = figure.getBoundingClientRect();
    const outer = card.getBoundingClientRect();
    const icon = card.querySelector('svg')!.parentElement!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(outer.left);
    await expect(box.right).toBeLessThanOrEqual(outer.right);
    // Beside the icon, or (in a narrow card) below it.
    await expect(box.left >= icon.right || box.right <= icon.left || box.top >= icon.bottom).toBe(true);
  }
};

/** On a 320 px phone the figures fit beside the icon, a size smaller, each on its own line. */
export const PhoneWidth: Story = {
  args: { value: <AmountsByCurrency amounts={REVENUE_BY_CURRENCY} /> },
  decorators: [(Story) => <Phone>{Story()}</Phone>],
  play: async ({ canvasElement }) => expectInsideCard(canvasElement),
};
/** Right to left, the figures wrap under the label and start at its edge, the right. */
export const PhoneWidthRtl = rtl<Story>({
  ...PhoneWidth,
  args: { label: 'סך ההכנסות', value: <AmountsByCurrency amounts={REVENUE_BY_CURRENCY} />, icon: 'card' },
  play: async ({ canvasElement }) => {
    await expectInsideCard(canvasElement);
    const canvas = within(canvasElement);
    const labelEnd = canvas.getByText('סך ההכנסות').getBoundingClientRect().right;
    for (const figure of canvas.getAllByRole('listitem')) {
      await expect(figure.getBoundingClientRect().right).toBeCloseTo(labelEnd, 0);
    }
  },
});

/** Loading: the label stays, and a skeleton exactly one line of the value's type stands in for the value. */
const expectSkeleton = async (canvasElement: HTMLElement) => {
  await expect(within(canvasElement).queryByText('$1,234.50 USD')).toBeNull();
  await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  const skeleton = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
  const line = parseFloat(getComputedStyle(skeleton.parentElement!).lineHeight);
  await expect(skeleton.getBoundingClientRect().height).toBeCloseTo(line, 0);
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total revenue')).toBeVisible();
    await expectSkeleton(canvasElement);
  },
};
export const LoadingRtl = rtl<Story>({
  args: { label: 'סך ההכנסות', value: <AmountsByCurrency amounts={REVENUE} />, icon: 'card', loading: true },
  play: async ({ canvasElement }) => expectSkeleton(canvasElement),
});

export const WithoutIcon: Story = {
  args: { label: 'Total chapters', value: <FormattedNumber value={50} />, icon: undefined },
};
export const WithoutIconRtl = rtl<Story>({
  args: { label: 'סך הפרקים', value: <FormattedNumber value={50} />, icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
});

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

type Figure = [label: string, value: ReactNode, icon: IconName];

/** The dashboard's row of figures. */
const dashboardRow = (figures: Figure[]) => () => (
  <Grid>
    {figures.map(([label, value, icon]) => (
      <StatCard key={label} label={label} value={value} icon={icon} />
    ))}
  </Grid>
);

export const DashboardRow: Story = {
  render: dashboardRow([
    ['Total chapters', <FormattedNumber key="c" value={50} />, 'book'],
    ['Total users', <FormattedNumber key="u" value={1024} />, 'users'],
    ['iOS users', <FormattedNumber key="i" value={612} />, 'user'],
    ['Total revenue', <AmountsByCurrency key="r" amounts={REVENUE_BY_CURRENCY} />, 'card'],
  ]),
  play: async ({ canvasElement }) => expectInsideCard(canvasElement),
};
export const DashboardRowRtl = rtl<Story>({
  render: dashboardRow([
    ['סך הפרקים', <FormattedNumber key="c" value={50} />, 'book'],
    ['סך המשתמשים', <FormattedNumber key="u" value={1024} />, 'users'],
    ['משתמשי iOS', <FormattedNumber key="i" value={612} />, 'user'],
    ['סך ההכנסות', <AmountsByCurrency key="r" amounts={REVENUE_BY_CURRENCY} />, 'card'],
  ]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('סך המשתמשים')).toBeVisible();
  },
});
