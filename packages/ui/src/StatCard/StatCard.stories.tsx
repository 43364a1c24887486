import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import type { IconName } from '../Icon';
import { rtl } from '../storybook';
import { StatCard } from './StatCard';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Total Revenue', value: '$1,234.50', icon: 'card' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('$1,234.50');
    // Amounts are isolated so they never reverse inside right-to-left text.
    await expect(value.tagName).toBe('BDI');
  },
};
export const PopulatedRtl = rtl<Story>({
  args: { label: 'סך ההכנסות', value: '$1,234.50', icon: 'card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,234.50').tagName).toBe('BDI');
    await expect(within(canvasElement).getByText('סך ההכנסות')).toBeVisible();
  },
});

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total Revenue')).toBeVisible();
    await expect(within(canvasElement).queryByText('$1,234.50')).toBeNull();
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
export const LoadingRtl = rtl<Story>({
  args: { label: 'סך ההכנסות', value: '$1,234.50', icon: 'card', loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('$1,234.50')).toBeNull();
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
});

export const WithoutIcon: Story = { args: { label: 'Total Chapters', value: '50', icon: undefined } };
export const WithoutIconRtl = rtl<Story>({
  args: { label: 'סך הפרקים', value: '50', icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
});

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

type Figure = [label: string, value: string, icon: IconName];

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
    ['Total Chapters', '50', 'book'],
    ['Total Users', '1,024', 'users'],
    ['iOS Users', '612', 'user'],
    ['Total Revenue', '$1,234.50', 'card'],
  ]),
};
export const DashboardRowRtl = rtl<Story>({
  render: dashboardRow([
    ['סך הפרקים', '50', 'book'],
    ['סך המשתמשים', '1,024', 'users'],
    ['משתמשי iOS', '612', 'user'],
    ['סך ההכנסות', '$1,234.50', 'card'],
  ]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('סך המשתמשים')).toBeVisible();
  },
});
