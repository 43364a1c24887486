import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { RoutedLink, type LinkProps } from '../link';

export interface NavItemProps extends Omit<LinkProps, 'children'> {
  children: ReactNode;
  icon?: IconName;
  /** The page this item leads to is the current one: highlighted and `aria-current="page"`. */
  active?: boolean;
}

const Item = styled(RoutedLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: ${({ theme }) => theme.sizes.navItem};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;
  text-decoration: none;
  transition: background ${({ theme }) => theme.durations.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navActive};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One entry of a sidebar or drawer menu: a link through the app's router, with an optional icon. */
export const NavItem = forwardRef<HTMLAnchorElement, NavItemProps>(function NavItem(
  { icon, active = false, children, ...rest },
  ref,
) {
  return (
    <Item ref={ref} aria-current={active ? 'page' : undefined} {...rest}>
      {icon && <Icon name={icon} />}
      {children}
    </Item>
  );
});
