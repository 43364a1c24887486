import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import {
  avatarColors,
  colors,
  fontSizes,
  fonts,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  space,
} from '../../theme';
import { contrastRatio, isOpaque } from './contrast';

type ColorName = keyof typeof colors;
/** Text needs 4.5:1 (WCAG 1.4.3); a control's edge, focus ring or icon 3:1 (1.4.11); a divider nothing. */
type Use = 'text' | 'graphic' | 'decorative';

/** Where each colour is drawn, on which surface. The values themselves come from the tokens. */
const pairings: Partial<Record<ColorName, { use: Use; on: ColorName[] }>> = {
  text: { use: 'text', on: ['surface', 'background', 'surfaceMuted', 'navActive'] },
  textMuted: { use: 'text', on: ['surface', 'background', 'surfaceMuted'] },
  textInverse: { use: 'text', on: ['primary', 'primaryHover', 'brand', 'brandHover', 'error'] },
  primary: { use: 'text', on: ['surface', 'primarySoft'] },
  link: { use: 'text', on: ['surface', 'background'] },
  linkHover: { use: 'text', on: ['surface', 'background'] },
  brand: { use: 'text', on: ['surface', 'brandSoft'] },
  brandDeep: { use: 'text', on: ['gold'] },
  onBrandMuted: { use: 'text', on: ['brand', 'brandDeep'] },
  gold: { use: 'text', on: ['brand', 'brandDeep'] },
  success: { use: 'text', on: ['successSoft'] },
  warning: { use: 'text', on: ['warningSoft'] },
  error: { use: 'text', on: ['errorSoft', 'surface'] },
  info: { use: 'text', on: ['infoSoft'] },
  neutral: { use: 'text', on: ['neutralSoft'] },
  borderStrong: { use: 'graphic', on: ['surface'] },
  focus: { use: 'graphic', on: ['surface', 'background'] },
  seekTrack: { use: 'graphic', on: ['background', 'surface'] },
  seekBuffered: { use: 'graphic', on: ['surface'] },
  star: { use: 'graphic', on: ['surface'] },
  border: { use: 'decorative', on: ['surface', 'background'] },
  skeleton: { use: 'decorative', on: ['surface'] },
  skeletonShine: { use: 'decorative', on: ['skeleton'] },
};

/** Colours other colours sit on: their contrast is listed under each colour drawn on them. */
const surfaces = new Set<ColorName>([
  'background',
  'surface',
  'surfaceMuted',
  'primaryHover',
  'primarySoft',
  'brandHover',
  'brandSoft',
  'successSoft',
  'warningSoft',
  'errorSoft',
  'infoSoft',
  'neutralSoft',
  'navActive',
]);

const needs: Record<Use, number> = { text: 4.5, graphic: 3, decorative: 1 };

function verdict(use: Use, ratio: number): string {
  if (use === 'decorative') return 'decorative';
  if (use === 'graphic') return ratio >= 3 ? 'passes 3:1' : 'below 3:1';
  if (ratio >= 7) return 'AAA';
  return ratio >= 4.5 ? 'AA' : 'fails AA';
}

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & + & {
    margin-block-start: ${({ theme }) => theme.space.xxl};
  }
  caption {
    padding-block-end: ${({ theme }) => theme.space.md};
    text-align: start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  td:first-child {
    inline-size: 1%;
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A token's name and its value, as a table cell. */
function TokenCell({ name, value }: { name: string; value: string | number }) {
  return (
    <td>
      <div>{name}</div>
      <Code>{value}</Code>
    </td>
  );
}

const Swatch = styled.span<{ $colour: string }>`
  display: block;
  inline-size: ${({ theme }) => theme.sizes.control};
  block-size: ${({ theme }) => theme.sizes.control};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ $colour }) => $colour};
`;

const Pairs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pair = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-end: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The colour drawn on its surface: a letter for text, a bar for a graphic. */
const Sample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.control};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  border-start-start-radius: ${({ theme }) => theme.radii.md};
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Bar = styled.span`
  inline-size: 60%;
  block-size: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: currentColor;
`;

function ColourPairs({ name, value }: { name: ColorName; value: string }) {
  const pairing = pairings[name];
  if (!isOpaque(value)) return <>Translucent: a wash over what lies beneath, no contrast of its own.</>;
  if (!pairing)
    return <>{surfaces.has(name) ? 'A surface: see the colours drawn on it.' : 'No pairing listed.'}</>;
  return (
    <Pairs>
      {pairing.on.map((surface) => {
        const ratio = contrastRatio(value, colors[surface]);
        return (
          <Pair key={surface} data-pass={ratio >= needs[pairing.use]}>
            <Sample $fg={value} $bg={colors[surface]} aria-hidden>
              {pairing.use === 'text' ? 'Aa' : <Bar />}
            </Sample>
            <span>
              on {surface}: <b>{ratio.toFixed(2)}:1</b> {verdict(pairing.use, ratio)}
            </span>
          </Pair>
        );
      })}
    </Pairs>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens, imported from `packages/ui/src/theme/tokens.ts` when Storybook is built: change a ' +
          'token and this page changes with it. Contrast ratios are computed here (WCAG 2) for each colour on ' +
          'the surfaces it is drawn on: text needs 4.5:1, a control edge, focus ring or icon 3:1. Screens use ' +
          'tokens only, never raw colours or pixel values.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token, with its contrast against each surface it sits on. */
export const Colours: Story = {
  render: () => (
    <Table>
      <caption>Colours</caption>
      <thead>
        <tr>
          <th scope="col">Colour</th>
          <th scope="col">Token</th>
          <th scope="col">Contrast on the surfaces it sits on</th>
        </tr>
      </thead>
      <tbody>
        {(Object.entries(colors) as [ColorName, string][]).map(([name, value]) => (
          <tr key={name}>
            <td>
              <Swatch $colour={value} />
            </td>
            <TokenCell name={name} value={value} />
            <td>
              <ColourPairs name={name} value={value} />
            </td>
          </tr>
        ))}
        {avatarColors.map((value, index) => (
          <tr key={value}>
            <td>
              <Swatch $colour={value} />
            </td>
            <TokenCell name={`avatarColors[${index}]`} value={value} />
            <td>
              <Pairs>
                <Pair>
                  <Sample $fg={colors.textInverse} $bg={value} aria-hidden>
                    SC
                  </Sample>
                  <span>
                    textInverse initials: <b>{contrastRatio(colors.textInverse, value).toFixed(2)}:1</b>{' '}
                    {verdict('text', contrastRatio(colors.textInverse, value))}
                  </span>
                </Pair>
              </Pairs>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every token has a row, and every pairing listed meets what its use needs.
    for (const name of Object.keys(colors))
      await expect(canvas.getByText(name, { exact: true })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-pass="false"]')).toHaveLength(0);
  },
};

const Sized = styled.span<{ $size: string; $weight?: number; $font?: string }>`
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight }) => $weight ?? 'inherit'};
  font-family: ${({ $font }) => $font ?? 'inherit'};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** Sizes, weights, line heights and the three families, each drawn with its own token. */
export const Typography: Story = {
  render: () => (
    <>
      <Table>
        <caption>Type scale</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSizes).map(([name, value]) => (
            <tr key={name}>
              <TokenCell name={`fontSizes.${name}`} value={value} />
              <td>
                <Sized $size={value}>Genesis 1 · בראשית א</Sized>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>Weights, line heights and families</caption>
        <tbody>
          {Object.entries(fontWeights).map(([name, value]) => (
            <tr key={name}>
              <TokenCell name={`fontWeights.${name}`} value={value} />
              <td>
                <Sized $size={fontSizes.lg} $weight={value}>
                  Save changes · שמירת השינויים
                </Sized>
              </td>
            </tr>
          ))}
          {Object.entries(lineHeights).map(([name, value]) => (
            <tr key={name}>
              <TokenCell name={`lineHeights.${name}`} value={value} />
              <td>{name === 'scripture' ? 'Verse text (vowel points need the room)' : 'Interface text'}</td>
            </tr>
          ))}
          <tr>
            <TokenCell name="fonts.ui" value={fonts.ui} />
            <td>
              <Sized $size={fontSizes.md} $font={fonts.ui}>
                Chapters, verses and plans · פרקים, פסוקים ותוכניות
              </Sized>
            </td>
          </tr>
          <tr>
            <TokenCell name="fonts.scripture" value={fonts.scripture} />
            <td lang="he" dir="rtl">
              <Sized $size={fontSizes.xl} $font={fonts.scripture}>
                בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים
              </Sized>
            </td>
          </tr>
          <tr>
            <TokenCell name="fonts.mono" value={fonts.mono} />
            <td>
              <Sized $size={fontSizes.sm} $font={fonts.mono}>
                4242 4242 4242 4242
              </Sized>
            </td>
          </tr>
        </tbody>
      </Table>
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(fontSizes)) {
      await expect(within(canvasElement).getByText(`fontSizes.${name}`)).toBeVisible();
    }
  },
};

const SpaceBar = styled.span<{ $size: string }>`
  display: block;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primary};
`;

/** The spacing scale, each step drawn at its width. */
export const Spacing: Story = {
  render: () => (
    <Table>
      <caption>Spacing</caption>
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <TokenCell name={`space.${name}`} value={value} />
            <td>
              <SpaceBar $size={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(space)) {
      await expect(within(canvasElement).getByText(`space.${name}`)).toBeVisible();
    }
  },
};

const Tiles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Tile = styled.li<{ $shadow: string }>`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: ${({ theme }) => theme.sizes.statCard};
  min-block-size: ${({ theme }) => theme.sizes.avatarLg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $shadow }) => $shadow};
`;

const Corner = styled.span<{ $radius: string }>`
  display: block;
  inline-size: ${({ theme }) => theme.sizes.avatarLg};
  block-size: ${({ theme }) => theme.sizes.statIcon};
  margin-block-end: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** Corner radii, each on a square. */
export const Radii: Story = {
  render: () => (
    <Tiles aria-label="Radii">
      {Object.entries(radii).map(([name, value]) => (
        <li key={name}>
          <Corner $radius={value} />
          <div>radii.{name}</div>
          <Code>{value}</Code>
        </li>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(radii).length);
  },
};

/** Elevations (and the focus and scroll-cue shadows), each under a tile. */
export const Shadows: Story = {
  render: () => (
    <Tiles aria-label="Shadows">
      {Object.entries(shadows).map(([name, value]) => (
        <Tile key={name} $shadow={value}>
          <div>shadows.{name}</div>
          <Code>{value}</Code>
        </Tile>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(shadows).length);
  },
};
