export { Link, LinkProvider } from './LinkContext';
export type { LinkProps } from './LinkContext';
