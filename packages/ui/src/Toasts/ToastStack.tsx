import styled from 'styled-components';
import { useAutoClose } from '../hooks';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { accentStripe } from '../internal/accentStripe';
import { CloseButton } from '../internal/CloseButton';
import { theme } from '../theme';
import { toastMessages, type ToastMessages } from './messages';

export type ToastType = 'info' | 'success' | 'error';

export interface ToastData {
  id: string;
  type: ToastType;
  message: string;
  /** What the toast is about: a later toast with the same key replaces it (see ToastProvider). */
  key?: string;
}

export interface ToastStackProps {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  /** Each toast closes by itself after this many ms (default 5000); `null` keeps them until closed. */
  autoCloseMs?: number | null;
  /**
   * Overrides the built-in words, which follow the provider's locale: the live region's name and each
   * toast's dismiss button.
   */
  labels?: Partial<ToastMessages>;
}

const Region = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: ${({ theme }) => theme.sizes.toast};
  max-inline-size: calc(100% - ${({ theme }) => theme.space.xxl});
  /* The empty corner must not swallow clicks meant for the page. */
  pointer-events: none;
`;

const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  ${({ $type }) => accentStripe($type)}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme, $type }) => theme.colors[$type]};
  pointer-events: auto;
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
`;

function Toast({
  toast,
  onDismiss,
  autoCloseMs,
  dismissLabel,
}: {
  toast: ToastData;
  onDismiss: (id: string) => void;
  autoCloseMs: number | null;
  dismissLabel: string;
}) {
  const dismiss = () => onDismiss(toast.id);
  const pauseHandlers = useAutoClose(autoCloseMs, dismiss);
  return (
    <Item $type={toast.type} {...pauseHandlers}>
      <Icon name={toast.type} />
      <Message>{toast.message}</Message>
      <CloseButton label={dismissLabel} onClick={dismiss} />
    </Item>
  );
}

/**
 * Toasts in the top-end corner (top-right in LTR, top-left in RTL), oldest first, inside a polite live
 * region. Presentational: ToastProvider owns the list; stories pass a fixed one.
 */
export function ToastStack({
  toasts,
  onDismiss,
  autoCloseMs = theme.durations.toast,
  labels,
}: ToastStackProps) {
  const words = useMessages(toastMessages, labels);
  return (
    <Region role="region" aria-live="polite" aria-label={words.region}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          autoCloseMs={autoCloseMs}
          dismissLabel={words.dismiss}
        />
      ))}
    </Region>
  );
}
