export { Banner } from './Banner';
export type { BannerProps, BannerType } from './Banner';
