export { Banner } from './Banner';
export type { BannerProps, BannerType } from './Banner';
export type { BannerMessages } from './messages';
