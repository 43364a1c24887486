import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Portal, useDismiss, useFocusTrap } from '../hooks';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** False while work is in progress: Escape and overlay clicks then do nothing. */
  dismissible?: boolean;
  closeOnOverlayClick?: boolean;
  /** Where the panel sits: centred (modal) or against the inline-start edge (drawer). */
  align: 'center' | 'start';
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

const Backdrop = styled.div<{ $align: 'center' | 'start' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $align }) => ($align === 'center' ? theme.zIndices.modal : theme.zIndices.drawer)};
  display: flex;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'stretch')};
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  padding: ${({ theme, $align }) => ($align === 'center' ? theme.space.xl : theme.space.none)};
  background: ${({ theme }) => theme.colors.overlay};
`;

/**
 * What Modal and Drawer share: a portal, an overlay, a labelled `aria-modal` panel that traps focus, closes
 * on Escape and on a click on the overlay, and gives focus back to the opener. Styled through `className`.
 */
export function DialogFrame({
  open,
  onClose,
  dismissible = true,
  closeOnOverlayClick = true,
  align,
  role = 'dialog',
  initialFocus,
  className,
  children,
  ...aria
}: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // A click counts only when it also started on the overlay (not a text selection dragged out of the panel).
  const pressedOverlay = useRef(false);
  useFocusTrap(panelRef, open, initialFocus);
  useDismiss({ enabled: open, onDismiss: () => dismissible && onClose() });
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return (
    <Portal>
      <Backdrop
        $align={align}
        data-testid="dialog-overlay"
        onPointerDown={(event) => {
          pressedOverlay.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (
            pressedOverlay.current &&
            event.target === event.currentTarget &&
            closeOnOverlayClick &&
            dismissible
          ) {
            onClose();
          }
        }}
      >
        <div ref={panelRef} role={role} aria-modal="true" tabIndex={-1} className={className} {...aria}>
          {children}
        </div>
      </Backdrop>
    </Portal>
  );
}
