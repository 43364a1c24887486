export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export type { ErrorStateMessages } from './messages';
