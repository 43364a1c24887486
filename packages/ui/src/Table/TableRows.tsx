import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Skeleton } from '../Skeleton';
import type { TableAlign, TableColumn } from './Table';
import { virtualWindow } from './virtualWindow';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 5;

/** Every cell, header or body: one line, cut with an ellipsis. */
export const cell = css<{ $align?: TableAlign }>`
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.lg};
  text-align: ${({ $align = 'start' }) => $align};
  vertical-align: middle;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const Td = styled.td<{ $align?: TableAlign }>`
  ${cell}
`;

const BodyRow = styled.tr<{ $height: number }>`
  block-size: ${({ $height }) => $height}px;
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SpacerCell = styled.td`
  padding: 0;
`;

export interface TableRowsProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  numbered: boolean;
  firstNumber: number;
  loading: boolean;
  loadingRows: number;
  /** The text (or EmptyState) of the one row shown when there are none. */
  empty: ReactNode;
  rowHeight: number;
  /** The first row in view, and how many fit: the rows rendered are these and a few each side. */
  first: number;
  visibleRows: number;
}

/** One row's cells: its number (when numbered), then each column's. */
function RowCells<Row>({
  columns,
  numbered,
  number,
  content,
}: {
  columns: readonly TableColumn<Row>[];
  numbered: boolean;
  number: ReactNode;
  content: (column: TableColumn<Row>) => ReactNode;
}) {
  return (
    <>
      {numbered && <Td>{number}</Td>}
      {columns.map((column) => (
        <Td key={column.key} $align={column.align}>
          {content(column)}
        </Td>
      ))}
    </>
  );
}

/** The table's body: skeleton rows while loading, the empty row, or the rows in view between two spacer rows. */
export function TableRows<Row>({
  columns,
  rows,
  getRowKey,
  numbered,
  firstNumber,
  loading,
  loadingRows,
  empty,
  rowHeight,
  first,
  visibleRows,
}: TableRowsProps<Row>) {
  const columnCount = columns.length + (numbered ? 1 : 0);
  if (loading) {
    return Array.from({ length: loadingRows }, (_, i) => (
      <BodyRow key={i} $height={rowHeight} aria-hidden="true">
        <RowCells
          columns={columns}
          numbered={numbered}
          number={<Skeleton width="50%" />}
          content={() => <Skeleton width="70%" />}
        />
      </BodyRow>
    ));
  }
  if (rows.length === 0) {
    return (
      <tr>
        <EmptyCell colSpan={columnCount}>{empty}</EmptyCell>
      </tr>
    );
  }
  const { start, end, before, after } = virtualWindow({
    first,
    viewportRows: visibleRows,
    total: rows.length,
    overscan: OVERSCAN,
    rowHeight,
  });
  const spacer = (blockSize: number) =>
    blockSize > 0 && (
      <tr aria-hidden="true" style={{ blockSize }}>
        <SpacerCell colSpan={columnCount} />
      </tr>
    );
  return (
    <>
      {spacer(before)}
      {rows.slice(start, end).map((row, offset) => {
        const index = start + offset;
        return (
          <BodyRow key={getRowKey(row, index)} $height={rowHeight} aria-rowindex={index + 2}>
            <RowCells
              columns={columns}
              numbered={numbered}
              number={<bdi>{firstNumber + index}</bdi>}
              content={(column) => column.render(row, index)}
            />
          </BodyRow>
        );
      })}
      {spacer(after)}
    </>
  );
}
