import styled from 'styled-components';
import { Icon } from '../Icon';

const Button = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.overlaySoft};
  }
`;

/** The icon-only close button of banners, toasts and dialogs; `label` is its accessible name. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" aria-label={label} onClick={onClick}>
      <Icon name="close" />
    </Button>
  );
}
