export { StatusPill } from './StatusPill';
export type { StatusPillProps, StatusTone } from './StatusPill';
