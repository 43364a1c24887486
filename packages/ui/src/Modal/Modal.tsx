import { useId, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useMessages } from '../i18n';
import { CloseButton } from '../internal/CloseButton';
import { DialogFrame } from '../internal/DialogFrame';
import { modalMessages, type ModalMessages } from './messages';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, placed at the end of the footer. */
  footer?: ReactNode;
  size?: ModalSize;
  closeOnOverlayClick?: boolean;
  /** False while work is in progress: no close button, and Escape and overlay clicks do nothing. */
  dismissible?: boolean;
  /** Overrides the built-in words (the close button's name), which follow the provider's locale. */
  labels?: Partial<ModalMessages>;
  /** The element focused on opening (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (e.g. a confirmation's message). */
  describedBy?: string;
}

const Panel = styled(DialogFrame)<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: ${({ theme, $size }) =>
    ({ sm: theme.sizes.modalNarrow, md: theme.sizes.modal, lg: theme.sizes.modalWide })[$size]};
  max-block-size: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: start;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

/** A dialog over the page, rendered in a portal; the caller owns `open`. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnOverlayClick = true,
  dismissible = true,
  labels,
  initialFocus,
  role,
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const words = useMessages(modalMessages, labels);
  return (
    <Panel
      open={open}
      onClose={onClose}
      align="center"
      $size={size}
      dismissible={dismissible}
      closeOnOverlayClick={closeOnOverlayClick}
      initialFocus={initialFocus}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        {dismissible && <CloseButton label={words.close} onClick={onClose} />}
      </Header>
      {children !== undefined && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </Panel>
  );
}
