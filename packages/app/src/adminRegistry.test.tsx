import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { adminPages, defineAdminPages } from '@bible-admin/contract/plain';
import { adminTitles, sidebarSections, type AdminTitles } from '@bible-admin/contract/sectionTitles';
import { AdminShell } from '@bible-admin/screens';
import { Root } from './Root';
import { adminComponents, adminRoutes } from './router';
import { useAdminHead } from './routes/admin/adminMeta';

// A test build's registry: the real one and one more section, with its titles.
const pages = defineAdminPages({
  ...adminPages,
  reports: { path: '/reports', sidebar: { icon: 'history' }, roles: ['owner'] },
});
const titles = {
  ...adminTitles,
  reports: { en: 'Reports', he: 'דוחות' },
} satisfies AdminTitles<typeof pages>;

function ReportsRoute() {
  useAdminHead((words) => words.reports, titles);
  return <h1>The reports</h1>;
}

/** The admin frame around the pages, with the test registry's sidebar. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <AdminShell currentPath={pathname} sections={sidebarSections(pages, titles)} onLogout={() => {}}>
      <Outlet />
    </AdminShell>
  );
}

describe('a section added to the registry', () => {
  // 30 s: the whole frame, drawn and queried by role in jsdom, takes seconds on a busy machine.
  it('has its route, its sidebar link (highlighted on its page) and its title', async () => {
    const components = { ...adminComponents, reports: async () => ({ Component: ReportsRoute }) };
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          hydrateFallbackElement: <div aria-busy="true" />,
          children: [{ element: <Layout />, children: adminRoutes(pages, components) }],
        },
      ],
      { initialEntries: ['/reports'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'The reports' }, { timeout: 20_000 })).toBeVisible();
    // The sidebar (jsdom has no wide screen, so it counts as hidden).
    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation', hidden: true }));
    const link = sidebar.getByRole('link', { name: 'Reports', hidden: true });
    expect(link).toHaveAttribute('href', '/reports');
    expect(link).toHaveAttribute('aria-current', 'page');
    // After the real sections, in the order declared.
    expect(sidebar.getAllByRole('link', { hidden: true }).map((each) => each.textContent)).toEqual([
      ...sidebarSections().map((section) => section.title.en),
      'Reports',
    ]);
    expect(document.title).toBe('Reports · Bible Admin');
  }, 30_000);
});
