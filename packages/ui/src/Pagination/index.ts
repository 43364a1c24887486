export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationMessages } from './messages';
export type { PaginationMessages } from './messages';
export { pageItems } from './pageItems';
export type { PageItem } from './pageItems';
