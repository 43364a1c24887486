import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useDirection, type Direction } from '../direction';
import { useMessages } from '../i18n';
import { CloseButton } from '../internal/CloseButton';
import { DialogFrame } from '../internal/DialogFrame';
import { drawerMessages, type DrawerMessages } from './messages';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name, e.g. 'Main navigation'. */
  label: string;
  /** Overrides the built-in words (the close button's name), which follow the provider's locale. */
  labels?: Partial<DrawerMessages>;
  closeOnOverlayClick?: boolean;
  children?: ReactNode;
}

// translateX is physical: the drawer comes in from the left in LTR and from the right in RTL.
const slideIn = (direction: Direction) => keyframes`
  from { transform: translateX(${direction === 'rtl' ? '100%' : '-100%'}); }
  to { transform: none; }
`;

const Panel = styled(DialogFrame)<{ $direction: Direction }>`
  display: flex;
  flex-direction: column;
  inline-size: ${({ theme }) => theme.sizes.drawer};
  max-inline-size: calc(100% - ${({ theme }) => theme.space.xxxl});
  block-size: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: ${({ $direction }) => slideIn($direction)} ${({ theme }) => theme.durations.normal} ease-out;
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.sm};
`;

/** A panel against the inline-start edge (left in LTR, right in RTL): the sidebar on small screens. */
export function Drawer({ open, onClose, label, labels, closeOnOverlayClick = true, children }: DrawerProps) {
  const { direction } = useDirection();
  const words = useMessages(drawerMessages, labels);
  return (
    <Panel
      open={open}
      onClose={onClose}
      align="start"
      closeOnOverlayClick={closeOnOverlayClick}
      aria-label={label}
      $direction={direction}
    >
      <Top>
        <CloseButton label={words.close} onClick={onClose} />
      </Top>
      {children}
    </Panel>
  );
}
