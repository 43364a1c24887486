import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { colors } from '../theme';
import { StatusPill, type StatusTone } from './StatusPill';

const meta = {
  title: 'UI/StatusPill',
  parameters: {
    docs: {
      description: {
        component:
          "A status with a coloured dot and its word, e.g. Active (green), Pending (yellow), Failed (red).\n\n**When to use.** A record's state in a list or detail view. The word always says the state, so colour is never the only signal. For a fixed category use Badge.\n\n**Right to left.** The dot sits at the inline start, before the word.",
      },
    },
  },
  component: StatusPill,
  args: { tone: 'green', children: 'Active' },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text always shows (colour is never the only cue), in the tone's colour. */
const expectPill =
  (text: string, color: string): Story['play'] =>
  async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText(text);
    await expect(pill).toBeVisible();
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
    await expect(getComputedStyle(pill).color).toBe(`rgb(${r}, ${g}, ${b})`);
  };

const tones: Record<StatusTone, [string, string, string]> = {
  green: ['Succeeded', 'הצליח', colors.success],
  yellow: ['Pending', 'ממתין', colors.warning],
  red: ['Failed', 'נכשל', colors.error],
  neutral: ['Inactive', 'לא פעיל', colors.neutral],
};
const english = (tone: StatusTone): Story => ({
  args: { tone, children: tones[tone][0] },
  play: expectPill(tones[tone][0], tones[tone][2]),
});
const hebrew = (tone: StatusTone): Story =>
  rtl<Story>({ args: { tone, children: tones[tone][1] }, play: expectPill(tones[tone][1], tones[tone][2]) });

export const Green = english('green');
export const GreenRtl = hebrew('green');
export const Yellow = english('yellow');
export const YellowRtl = hebrew('yellow');
export const Red = english('red');
export const RedRtl = hebrew('red');
export const Neutral = english('neutral');
export const NeutralRtl = hebrew('neutral');

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const TONES = Object.keys(tones) as StatusTone[];

/** Every tone side by side, each with its word (colour is never the only cue). */
export const AllTones: Story = {
  render: () => (
    <Row>
      {TONES.map((tone) => (
        <StatusPill key={tone} tone={tone}>
          {tones[tone][0]}
        </StatusPill>
      ))}
    </Row>
  ),
  play: async (context) => {
    for (const tone of TONES) await expectPill(tones[tone][0], tones[tone][2])!(context);
  },
};
export const AllTonesRtl = rtl<Story>({
  render: () => (
    <Row>
      {TONES.map((tone) => (
        <StatusPill key={tone} tone={tone}>
          {tones[tone][1]}
        </StatusPill>
      ))}
    </Row>
  ),
  play: async (context) => {
    for (const tone of TONES) await expectPill(tones[tone][1], tones[tone][2])!(context);
  },
});
