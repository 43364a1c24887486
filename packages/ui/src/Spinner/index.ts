export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export type { SpinnerMessages } from './messages';
