import styled from 'styled-components';
import { Spinner } from '@bible-admin/ui';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
`;

/** A whole page waiting for its code or its first data. */
export function PageSpinner() {
  return (
    <Centre>
      <Spinner size="lg" />
    </Centre>
  );
}
