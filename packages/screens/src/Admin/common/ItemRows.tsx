import styled from 'styled-components';

/**
 * A card's list of items (sessions, passkeys): each row the item's details at the start and its buttons at the end,
 * wrapping under the details on a narrow card; a line between rows.
 */
export const ItemRows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: none;
  }
`;

export const ItemDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;
