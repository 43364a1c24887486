export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { iconPaths, type IconName } from './paths';
export { adminIconPaths, registerAdminIcons } from './adminPaths';
