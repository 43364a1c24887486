import styled from 'styled-components';
import { IconButton } from '../IconButton';

// In the colour of its surroundings (a banner's type colour, a toast's, a dialog header's text).
const Quiet = styled(IconButton)`
  color: inherit;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.overlaySoft};
  }
`;

/**
 * The close button of banners, toasts, dialogs and drawers; `label` is its accessible name, which each
 * caller takes from its own message table.
 */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Quiet icon="close" label={label} size="sm" onClick={onClick} />;
}
