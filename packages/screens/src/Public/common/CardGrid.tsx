import styled from 'styled-components';

/** A list of cards that fills the row with as many columns of at least `$minColumn` as fit. */
export const CardGrid = styled.ul<{ $minColumn: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $minColumn }) => $minColumn}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a CardGrid: its content stacked from the top. */
export const GridCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
