export { Table } from './Table';
export type { TableAlign, TableColumn, TableProps } from './Table';
export type { TableMessages } from './messages';
