import { adminPages, defineAdminPages } from '@bible-admin/contract/plain';
import { adminTitles, sidebarSections, type AdminTitles } from '@bible-admin/contract/sectionTitles';
import { activeSection } from './activeSection';

const sections = sidebarSections();

describe('activeSection', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/chapters', 'chapters'],
    ['/chapter-details/c1', 'chapters'],
    ['/chapter-verses/c1', 'chapters'],
    ['/add-chapter', 'chapters'],
    ['/edit-chapter/c1', 'chapters'],
    ['/users', 'users'],
    ['/users?page=2', 'users'],
    ['/transactions', 'transactions'],
    ['/user-transactions/u1', 'transactions'],
    ['/plans', 'plans'],
    ['/settings', 'settings'],
    ['/audit-log', 'auditLog'],
    ['/audit-log?kind=plan.created', 'auditLog'],
  ])('%s highlights %s', (path, section) => {
    expect(activeSection(path, sections)).toBe(section);
  });

  it.each(['/profile', '/', '/usersx', '/add-verse/c1', '/plansx', '/audit-logs'])(
    '%s highlights nothing',
    (path) => {
      expect(activeSection(path, sections)).toBeNull();
    },
  );
});

describe('activeSection of a registry with one more section', () => {
  const pages = defineAdminPages({
    ...adminPages,
    reports: { path: '/reports', sidebar: { icon: 'history' }, roles: ['owner'] },
    report: { path: '/report/:id', section: 'reports', roles: ['owner'] },
  });
  const titles = {
    ...adminTitles,
    reports: { en: 'Reports', he: 'דוחות' },
    report: { en: 'Report', he: 'דוח' },
  } satisfies AdminTitles<typeof pages>;

  it.each([
    ['/reports', 'reports'],
    ['/report/r1', 'reports'],
    ['/users', 'users'],
  ])('%s highlights %s', (path, section) => {
    expect(activeSection(path, sidebarSections(pages, titles))).toBe(section);
  });
});
