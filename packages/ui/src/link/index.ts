export { LinkProvider, RoutedLink } from './LinkContext';
export type { LinkProps } from './LinkContext';
export { Link } from './Link';
export type { ThemedLinkProps } from './Link';
