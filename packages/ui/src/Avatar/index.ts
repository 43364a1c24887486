export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export type { AvatarMessages } from './messages';
