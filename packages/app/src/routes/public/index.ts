// The public site's chunk, loaded by the router only for public pages: the frame and the home. The other
// pages (./pages) are a chunk of their own, fetched when one is visited.
export { PublicLayoutRoute } from './PublicLayoutRoute';
export { HomeRoute } from './HomeRoute';
