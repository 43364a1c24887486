import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  parameters: {
    docs: {
      description: {
        component:
          "A neutral label such as a chapter's 'Reading' or 'Audio', with an optional icon.\n\n**When to use.** A category or property that does not change with the record's state. For a state (Active, Failed) use StatusPill.\n\n**Right to left.** The icon sits at the inline start, so before the text in either direction.",
      },
    },
  },
  component: Badge,
  args: { children: 'Reading' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Label: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reading')).toBeVisible();
  },
};
export const LabelRtl = rtl<Story>({
  args: { children: 'קריאה' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('קריאה')).toBeVisible();
  },
});

export const WithIcon: Story = {
  args: { children: 'Audio', icon: 'music' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the text says it all.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Audio')).toBeVisible();
  },
};
export const WithIconRtl = rtl<Story>({
  args: { children: 'שמע', icon: 'music' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('שמע')).toBeVisible();
  },
});

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const all = (words: { reading: string; audio: string; offline: string; premium: string }) => () => (
  <Row>
    <Badge>{words.reading}</Badge>
    <Badge icon="music">{words.audio}</Badge>
    <Badge icon="download">{words.offline}</Badge>
    <Badge>{words.premium}</Badge>
  </Row>
);

/** Every form side by side: text only and with an icon. */
export const AllVariants: Story = {
  render: all({ reading: 'Reading', audio: 'Audio', offline: 'Offline', premium: 'Premium' }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(2);
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
  },
};
export const AllVariantsRtl = rtl<Story>({
  render: all({ reading: 'קריאה', audio: 'שמע', offline: 'לא מקוון', premium: 'פרימיום' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('לא מקוון')).toBeVisible();
  },
});
