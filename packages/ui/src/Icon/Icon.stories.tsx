import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { Icon } from './Icon';
import { adminIconPaths } from './adminPaths';
import { iconPaths, type IconName } from './paths';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const meta = {
  title: 'UI/Icon',
  parameters: {
    docs: {
      description: {
        component:
          "An inline SVG icon from the kit's set, decorative unless it is given a label.\n\n**When to use.** Beside a text label, or inside an IconButton that names it.\n\n**Right to left.** Icons that point along the reading direction (chevrons, back arrows, logout, list, quote, undo, redo) mirror in Hebrew; the numbered list has its own right-to-left drawing; media icons (play, pause) never mirror.",
      },
    },
  },
  component: Icon,
  render: () => (
    <Grid>
      {([...Object.keys(iconPaths), ...Object.keys(adminIconPaths)] as IconName[]).map((name) => (
        <li key={name}>
          <Icon name={name} size={16} />
          <Icon name={name} size={24} />
          {name}
        </li>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon at 16 px and 24 px, so the small size is checked too. */
export const AllIcons: Story = { args: { name: 'check' } };
/**
 * Chevrons, back arrows, logout, list, quote, undo and redo mirror; the numbered list puts its digits on the
 * right, upright; play, pause and the rest do not change.
 */
export const AllIconsRtl = rtl(AllIcons);
