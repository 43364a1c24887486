import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAutoClose } from '../hooks';
import { Icon } from '../Icon';
import { useMessages } from '../i18n';
import { accentStripe } from '../internal/accentStripe';
import { CloseButton } from '../internal/CloseButton';
import { theme } from '../theme';
import { bannerMessages, type BannerMessages } from './messages';

export type BannerType = 'success' | 'error' | 'warning' | 'info';

export interface BannerProps {
  type: BannerType;
  title?: ReactNode;
  children?: ReactNode;
  /** A button after the message (e.g. Retry beside rows that failed to reload). */
  action?: ReactNode;
  /** Shows a close button. */
  closable?: boolean;
  /** Overrides the built-in words (the close button's name), which follow the provider's locale. */
  labels?: Partial<BannerMessages>;
  /** Closes by itself after this many ms (default 5000); `null` keeps it until closed. */
  autoCloseMs?: number | null;
  /** Called once the banner has closed, by the button or the timer. */
  onClose?: () => void;
}

const Box = styled.div<{ $type: BannerType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $type }) => theme.colors[$type]};
  ${({ $type }) => accentStripe($type)}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $type }) => theme.colors[`${$type}Soft`]};
  color: ${({ theme, $type }) => theme.colors[$type]};
`;

const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ActionSlot = styled.div`
  flex: none;
  align-self: center;
  color: ${({ theme }) => theme.colors.text};
`;

const IconSlot = styled.span`
  display: inline-flex;
  padding-block: ${({ theme }) => theme.space.xs};
`;

/**
 * A message at the top of a page. It removes itself when closed; to show a new message, render a new
 * banner (a new `key`).
 */
export function Banner({
  type,
  title,
  children,
  action,
  closable = true,
  labels,
  autoCloseMs = theme.durations.banner,
  onClose,
}: BannerProps) {
  const words = useMessages(bannerMessages, labels);
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const pauseHandlers = useAutoClose(open ? autoCloseMs : null, close);
  if (!open) return null;
  return (
    <Box $type={type} role={type === 'error' ? 'alert' : 'status'} {...pauseHandlers}>
      <IconSlot>
        <Icon name={type} />
      </IconSlot>
      <Body>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
      </Body>
      {action && <ActionSlot>{action}</ActionSlot>}
      {closable && <CloseButton label={words.close} onClick={close} />}
    </Box>
  );
}
