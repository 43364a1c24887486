import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  parameters: {
    docs: {
      description: {
        component:
          'A spinning indicator with an accessible label.\n\n**When to use.** Inside a button or a small area while a short action runs. A page or list that loads shows Skeleton instead.\n\n**Right to left.** A circle: nothing to mirror; its label comes from the Hebrew table.',
      },
    },
  },
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the spinner says 'Loading' in the provider's language. */
const expectNamed =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name })).toBeVisible();
  };

export const Small: Story = { args: { size: 'sm' }, play: expectNamed('Loading') };
export const SmallRtl = rtl<Story>({ args: { size: 'sm' }, play: expectNamed('טוען') });
export const Medium: Story = { args: { size: 'md' }, play: expectNamed('Loading') };
export const MediumRtl = rtl<Story>({ args: { size: 'md' }, play: expectNamed('טוען') });
export const Large: Story = {
  args: { size: 'lg', label: 'Loading chapters' },
  play: expectNamed('Loading chapters'),
};
export const LargeRtl = rtl<Story>({
  args: { size: 'lg', label: 'טוען פרקים' },
  play: expectNamed('טוען פרקים'),
});

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, max-content);
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  align-items: center;
`;
const OnColour = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
`;
const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SIZES = ['sm', 'md', 'lg'] as const;

/** Every size, in the text colour, muted, and on a filled control (the spinner takes the current colour). */
export const AllSizes: Story = {
  render: () => (
    <Grid>
      {SIZES.map((size) => (
        <Spinner key={`text-${size}`} size={size} />
      ))}
      {SIZES.map((size) => (
        <Muted key={`muted-${size}`}>
          <Spinner size={size} label="" />
        </Muted>
      ))}
      {SIZES.map((size) => (
        <OnColour key={`inverse-${size}`}>
          <Spinner size={size} label="" />
        </OnColour>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading' })).toHaveLength(3);
  },
};
export const AllSizesRtl = rtl<Story>({
  ...AllSizes,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'טוען' })).toHaveLength(3);
  },
});
