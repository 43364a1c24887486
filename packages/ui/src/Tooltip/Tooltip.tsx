import { cloneElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../hooks';

export interface TooltipProps {
  content: ReactNode;
  /** One element: the control the tooltip describes. A disabled button works too (see below). */
  children: ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Start shown (stories). */
  defaultOpen?: boolean;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  /* A disabled control gets no pointer events; let the wrapper receive them instead. */
  & > :disabled {
    pointer-events: none;
  }
`;

// As wide as the anchor and centring the bubble in it: centred in both directions without a physical
// left/right or a direction-dependent translate.
const Positioner = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  inset-inline: 0;
  ${({ theme, $placement }) =>
    $placement === 'top'
      ? `inset-block-end: calc(100% + ${theme.space.xs});`
      : `inset-block-start: calc(100% + ${theme.space.xs});`}
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  display: flex;
  justify-content: center;
  pointer-events: none;
  &[hidden] {
    display: none;
  }
`;

const Bubble = styled.span`
  flex: none;
  inline-size: max-content;
  max-inline-size: ${({ theme }) => theme.sizes.tooltip};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
  pointer-events: auto;
`;

/**
 * A short description shown on hover and on focus, dismissed by Escape. A disabled control cannot take
 * focus, so then the wrapper becomes focusable (tabIndex 0) and carries the description itself.
 */
export function Tooltip({ content, children, placement = 'top', defaultOpen = false }: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const disabled = !!children.props.disabled;
  useDismiss({ enabled: open, onDismiss: () => setOpen(false) });
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <Anchor
      tabIndex={disabled ? 0 : undefined}
      aria-describedby={disabled ? id : undefined}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {disabled ? children : cloneElement(children, { 'aria-describedby': describedBy })}
      <Positioner $placement={placement} hidden={!open}>
        <Bubble role="tooltip" id={id}>
          {content}
        </Bubble>
      </Positioner>
    </Anchor>
  );
}
