import { forwardRef } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../Button';
import { Icon, type IconName } from '../Icon';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'icon' | 'busy' | 'busyLabel' | 'fullWidth'
> {
  icon: IconName;
  /** The accessible name; required because there is no visible text. */
  label: string;
}

const Square = styled(Button)`
  flex: none;
  padding-inline: 0;
  inline-size: ${({ theme, size }) => (size === 'sm' ? theme.sizes.controlSm : theme.sizes.control)};
  block-size: ${({ theme, size }) => (size === 'sm' ? theme.sizes.controlSm : theme.sizes.control)};
`;

/** A square button showing only an icon, named by `label`. Same variants and sizes as Button (ghost by default). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', ...rest },
  ref,
) {
  return (
    <Square
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      icon={<Icon name={icon} />}
      {...rest}
    />
  );
});
