export { Menu } from './Menu';
export type { MenuItem, MenuProps } from './Menu';
export type { MenuMessages } from './messages';
