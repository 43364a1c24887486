import { useEffect, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { adminPages, type AdminRole } from '@bible-admin/contract/plain';
import { adminTitles, sidebarSections, type SidebarSection } from '@bible-admin/contract/sectionTitles';
import {
  Avatar,
  Drawer,
  Icon,
  IconButton,
  Link,
  localeAutonyms,
  Menu,
  registerAdminIcons,
  uiLocales,
  useUILocale,
  type IconName,
  type MenuItem,
  type UILocale,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { activeSection } from './activeSection';
import { shellMessages, type ShellMessages } from './messages';

// Every signed-in page is drawn inside the shell: its module brings the admin's icons (the public site has none).
registerAdminIcons();

export interface AdminShellUser {
  name?: string | null;
  profile_pic?: string | null;
}

export interface AdminShellProps {
  /** The current location's path: decides which sidebar link is highlighted. */
  currentPath: string;
  /** The signed-in admin; 'Admin' shows while the name is missing. */
  user?: AdminShellUser | null;
  onLogout: () => void;
  /** When given, the user menu offers the languages, the provider's current one checked. */
  onLocaleChange?: (locale: UILocale) => void;
  /** The page. */
  children?: ReactNode;
  /** The sidebar's links, the admin page registry's sections unless given. */
  sections?: readonly SidebarSection<IconName>[];
  /** The signed-in admin's role: the sidebar lists only the sections it may see (all of them unless given). */
  role?: AdminRole | null;
}

const registrySections: readonly SidebarSection<IconName>[] = sidebarSections();

const wide = ({ theme }: { theme: { breakpoints: { md: string } } }) =>
  `(min-width: ${theme.breakpoints.md})`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
  @media ${wide} {
    grid-template-columns: ${({ theme }) => theme.sizes.drawer} 1fr;
  }
`;

/** The sidebar's column runs the page's whole height; the sidebar stays in view as the page scrolls. */
const SidebarColumn = styled.div`
  display: none;
  @media ${wide} {
    display: block;
    border-inline-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  position: sticky;
  inset-block-start: 0;
  max-block-size: 100vh;
  overflow-y: auto;
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  min-block-size: ${({ theme }) => theme.sizes.header};
  box-sizing: border-box;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.overlaySoft};
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primary};
      &:hover {
        background: ${theme.colors.primarySoft};
        color: ${theme.colors.primaryHover};
      }
    `}
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: ${({ theme }) => theme.sizes.header};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const DrawerToggle = styled.span`
  @media ${wide} {
    display: none;
  }
`;

const HeaderBrand = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
  @media ${wide} {
    display: none;
  }
`;

const UserArea = styled.div`
  margin-inline-start: auto;
`;

const UserTrigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: ${({ theme }) => theme.sizes.menu};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const UserName = styled.bdi`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.lg};
  @media ${wide} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

function Navigation({
  path,
  sections,
  words,
  onFollow,
}: {
  path: string;
  sections: readonly SidebarSection<IconName>[];
  words: ShellMessages;
  onFollow?: () => void;
}) {
  const locale = useUILocale();
  const active = activeSection(path, sections);
  return (
    <nav aria-label={words.navigation}>
      <NavList>
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink
              to={section.path}
              $active={section.id === active}
              aria-current={section.id === active ? 'page' : undefined}
              onClick={onFollow}
            >
              <Icon name={section.icon} />
              {section.title[locale]}
            </NavLink>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** The user menu's languages, each by its own name, between Profile and Logout; none without `onChange`. */
function useLanguageItems(onChange: ((locale: UILocale) => void) | undefined): MenuItem[] {
  const current = useUILocale();
  if (!onChange) return [];
  return uiLocales.map((locale, index) => ({
    label: localeAutonyms[locale],
    lang: locale,
    checked: locale === current,
    separated: index === 0,
    onSelect: locale === current ? undefined : () => onChange(locale),
  }));
}

/**
 * The logged-in frame: sidebar (a drawer on small screens), header with the user menu, and the page.
 * Which link is highlighted follows `currentPath` (see activeSection).
 */
export function AdminShell({
  currentPath,
  user,
  onLogout,
  onLocaleChange,
  children,
  sections: allSections = registrySections,
  role,
}: AdminShellProps) {
  const sections = role ? allSections.filter((section) => section.roles.includes(role)) : allSections;
  const locale = useUILocale();
  const words = useScreenMessages(shellMessages);
  const languages = useLanguageItems(onLocaleChange);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = user?.name?.trim() || words.fallbackName;
  // A new page closes the drawer (the app may navigate without a click in it).
  useEffect(() => setDrawerOpen(false), [currentPath]);

  return (
    <Layout>
      <SidebarColumn>
        <Sidebar>
          <Brand>
            <Icon name="book" />
            {words.brand}
          </Brand>
          <Navigation path={currentPath} sections={sections} words={words} />
        </Sidebar>
      </SidebarColumn>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} label={words.navigation}>
        <Brand>
          <Icon name="book" />
          {words.brand}
        </Brand>
        <Navigation
          path={currentPath}
          sections={sections}
          words={words}
          onFollow={() => setDrawerOpen(false)}
        />
      </Drawer>
      <Column>
        <Header>
          <DrawerToggle>
            <IconButton
              icon="menu"
              label={words.openNavigation}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          </DrawerToggle>
          <HeaderBrand>{words.brand}</HeaderBrand>
          <UserArea>
            <Menu
              labels={{ actions: words.userMenu }}
              trigger={
                <UserTrigger>
                  <Avatar name={name} src={user?.profile_pic} alt="" size="sm" />
                  <UserName>{name}</UserName>
                  <Icon name="chevronDown" size={16} />
                </UserTrigger>
              }
              items={[
                { label: adminTitles.profile[locale], icon: 'user', to: adminPages.profile.path },
                ...languages,
                { label: words.logout, icon: 'logout', onSelect: onLogout, separated: languages.length > 0 },
              ]}
            />
          </UserArea>
        </Header>
        <Main>{children}</Main>
      </Column>
    </Layout>
  );
}
