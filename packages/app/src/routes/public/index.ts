// The public site's chunk: loaded by the router only for public pages.
export { PublicLayoutRoute } from './PublicLayoutRoute';
export * from './pages';
