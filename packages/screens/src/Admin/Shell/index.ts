export { AdminShell } from './Shell';
export type { AdminShellProps, AdminShellUser } from './Shell';
export { activeSection, sectionPaths, shellSections } from './activeSection';
export type { ShellSection } from './activeSection';
