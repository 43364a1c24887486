import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { IconButton, Link } from '@bible-admin/ui';
import { onDarkFocus } from '../common/PublicTheme';
import { publicCopy } from '../../messages';
import { layoutMessages } from './messages';

export interface NavBarProps {
  /** The path being shown, to mark its link as the current page. */
  currentPath: string;
  /** Transparent over the home hero; solid dark brown elsewhere and once the page scrolls. */
  solid: boolean;
}

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  color: ${({ theme }) => theme.colors.textInverse};
  transition: background-color ${({ theme }) => theme.durations.normal};
  ${onDarkFocus}
  ${({ $solid, theme }) =>
    $solid
      ? css`
          background: ${theme.colors.brand};
          box-shadow: ${theme.shadows.md};
        `
      : css`
          background: transparent;
        `}
`;

const Row = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: ${({ theme }) => theme.sizes.page};
  min-block-size: ${({ theme }) => theme.sizes.navBar};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};
`;

const Brand = styled(Link)`
  margin-inline-end: auto;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    position: absolute;
    inset-block-start: 100%;
    inset-inline: 0;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const NavLink = styled(Link)<{ $kind?: 'plain' | 'outline' | 'filled' }>`
  display: block;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.overlaySoft};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.gold};
    text-decoration-thickness: ${({ theme }) => theme.sizes.focusRing};
    text-underline-offset: ${({ theme }) => theme.space.xs};
  }
  ${({ $kind, theme }) =>
    $kind === 'outline' &&
    css`
      border-color: ${theme.colors.textInverse};
    `}
  ${({ $kind, theme }) =>
    $kind === 'filled' &&
    css`
      background: ${theme.colors.gold};
      color: ${theme.colors.brandDeep};
      &:hover {
        background: ${theme.colors.surface};
      }
    `}
`;

const MenuButton = styled(IconButton)`
  color: inherit;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/** The public site's top bar: brand, page links, sign up and login; a menu button on small screens. */
export function NavBar({ currentPath, solid }: NavBarProps) {
  const words = publicCopy(layoutMessages);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = (to: string) => (to === currentPath ? 'page' : undefined);
  const close = () => setOpen(false);
  return (
    <Bar $solid={solid || open} data-solid={solid || open}>
      <Row aria-label={words.navLabel}>
        <Brand to="/" onClick={close}>
          {words.brand}
        </Brand>
        <MenuButton
          icon={open ? 'close' : 'menu'}
          label={open ? words.menuClose : words.menuOpen}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        />
        <Links id={listId} $open={open}>
          {words.nav.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} aria-current={current(to)} onClick={close}>
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to={words.login.to}
              $kind="outline"
              aria-current={current(words.login.to)}
              onClick={close}
            >
              {words.login.label}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={words.signup.to}
              $kind="filled"
              aria-current={current(words.signup.to)}
              onClick={close}
            >
              {words.signup.label}
            </NavLink>
          </li>
        </Links>
      </Row>
    </Bar>
  );
}
