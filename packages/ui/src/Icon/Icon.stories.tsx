import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { Icon } from './Icon';
import { iconPaths, type IconName } from './paths';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
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
  component: Icon,
  render: () => (
    <Grid>
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name}>
          <Icon name={name} />
          {name}
        </li>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = { args: { name: 'check' } };
/** Chevrons, back arrows and logout mirror; play, pause and the rest do not. */
export const AllIconsRtl = rtl(AllIcons);
