import styled from 'styled-components';

/**
 * A list laid out as one wrapping row of items, without bullets or indent (the breadcrumb's steps, the
 * pager's pages). Rendered as a `ul`; `as="ol"` where the order means something.
 */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
