import styled from 'styled-components';

/**
 * Left-to-right data in a table cell (an e-mail, a device): isolated, and cut at its own end when the column is
 * too narrow ('windows-ph…'). The cell's own ellipsis sits at the cell's end, which in a right-to-left table is the
 * left, and would cut the start of the word instead ('…dows-phone').
 */
export const LtrCell = styled.bdi.attrs({ dir: 'ltr' })`
  display: inline-block;
  max-inline-size: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;
