import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { fontSizes, sizes } from '../theme';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  parameters: {
    docs: {
      description: {
        component:
          "A placeholder shape shown while content loads, hidden from assistive technology (the container says it is busy).\n\n**When to use.** Lists, tables and cards while their first load runs, shaped like what will come. For a short action in a button, use the button's busy state.\n\n**Right to left.** The shine travels along the reading direction: right to left in Hebrew.",
      },
    },
  },
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectHiddenShape = async (canvasElement: HTMLElement, width: string, height: string) => {
  const shape = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
  // A placeholder says nothing to assistive technology.
  await expect(shape).toHaveAttribute('aria-hidden', 'true');
  const box = shape.getBoundingClientRect();
  await expect(`${box.width}px`).toBe(width);
  await expect(`${box.height}px`).toBe(height);
};

export const Text: Story = {
  args: { variant: 'text', width: sizes.menu },
  play: async ({ canvasElement }) => expectHiddenShape(canvasElement, sizes.menu, fontSizes.md),
};
export const TextRtl = rtl(Text);
export const Circle: Story = {
  args: { variant: 'circle' },
  play: async ({ canvasElement }) => expectHiddenShape(canvasElement, sizes.avatarMd, sizes.avatarMd),
};
export const CircleRtl = rtl(Circle);
export const Rectangle: Story = {
  args: { variant: 'rect', width: sizes.modal, height: sizes.avatarLg },
  play: async ({ canvasElement }) => expectHiddenShape(canvasElement, sizes.modal, sizes.avatarLg),
};
export const RectangleRtl = rtl(Rectangle);

const Stack = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  max-inline-size: ${({ theme }) => theme.sizes.modal};
`;
const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A list item placeholder, as the dashboard's Recent Users shows while loading. */
export const ListItem: Story = {
  render: () => (
    <Stack>
      <Skeleton variant="circle" />
      <Lines>
        <Skeleton width="60%" />
        <Skeleton width="35%" />
      </Lines>
    </Stack>
  ),
};
export const ListItemRtl = rtl(ListItem);
