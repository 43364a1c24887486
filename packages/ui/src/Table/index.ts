export { Table } from './Table';
export type { TableAlign, TableColumn, TableProps } from './Table';
