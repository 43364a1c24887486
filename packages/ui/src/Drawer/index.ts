export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export type { DrawerMessages } from './messages';
