export { NotFound, notFoundMeta } from './NotFound';
export type { NotFoundProps } from './NotFound';
