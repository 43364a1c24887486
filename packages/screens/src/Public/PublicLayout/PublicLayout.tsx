import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContactState } from '../common/contact';
import { PublicTheme } from '../common/PublicTheme';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useScrolledPast } from './useScrolledPast';

/** The navigation turns solid once the home page has scrolled past this many px (the spec's 60). */
export const NAV_SOLID_AFTER_PX = 60;

export interface PublicLayoutProps {
  /** The path shown: its navigation link is marked current; '/' gets the transparent navigation. */
  currentPath: string;
  contact: ContactState;
  year: number;
  children: ReactNode;
}

const Main = styled.main<{ $underNav: boolean }>`
  display: block;
  padding-block-start: ${({ theme, $underNav }) => ($underNav ? '0' : theme.sizes.navBar)};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Navigation bar, the page, and the footer: the frame of every public page. */
export function PublicLayout({ currentPath, contact, year, children }: PublicLayoutProps) {
  const home = currentPath === '/';
  const scrolled = useScrolledPast(NAV_SOLID_AFTER_PX, home);
  return (
    <PublicTheme>
      <NavBar currentPath={currentPath} solid={!home || scrolled} />
      <Main $underNav={home}>{children}</Main>
      <Footer contact={contact} year={year} />
    </PublicTheme>
  );
}
