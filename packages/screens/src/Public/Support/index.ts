export { Support, supportMeta } from './Support';
export type { SupportProps } from './Support';
