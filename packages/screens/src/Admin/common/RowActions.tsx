import styled from 'styled-components';

/** A table row's buttons (View, Edit, Remove) side by side in its Actions cell. */
export const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
