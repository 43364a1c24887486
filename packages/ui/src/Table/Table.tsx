import { useId, useRef, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { useMessages } from '../i18n';
import { useNarrowerThan } from '../hooks';
import { ProgressBar, staleRows } from './busy';
import { StackedRows } from './StackedRows';
import type { Theme } from '../theme';
import { tableMessages, type TableMessages } from './messages';
import { cell, TableRows, type TableRowsProps } from './TableRows';
import { useFirstRowInView } from './useFirstRowInView';

export type TableAlign = 'start' | 'end' | 'center';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  /** CSS length of the column (e.g. '30%'); the others share what is left. */
  width?: string;
  align?: TableAlign;
  /** Where the column goes when the rows stack as cards: heading each card (default: the first column), or at its end. */
  stacked?: 'title' | 'actions';
}

/** A table is named either by a visible caption or by an aria-label (e.g. inside a titled Card). */
type TableName = { caption: ReactNode; 'aria-label'?: never } | { 'aria-label': string; caption?: never };

export type TableProps<Row> = TableName & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /** Adds a leading column with the row's number, counted from `firstNumber`. */
  numbered?: boolean;
  /** The first row's number: 1, or where this page starts in a paged list (page 3 of 20 a page: 41). */
  firstNumber?: number;
  /** The screen's own empty state (text or an EmptyState), in one row spanning all columns; else 'No results'. */
  emptyMessage?: ReactNode;
  /** Overrides the built-in words (English or Hebrew from the provider). */
  labels?: Partial<TableMessages>;
  /** Set by the screen from its status: the table never infers loading from its rows. */
  loading?: boolean;
  /**
   * The next rows are on their way (a new page or search): the current rows stay, dimmed, under a thin
   * progress bar, so the table never jumps back to skeletons. Set by the screen, like `loading`.
   */
  busy?: boolean;
  /** How many skeleton rows show while loading. */
  loadingRows?: number;
  /** Every row has this fixed height; 'lg' fits two lines (e.g. a name over a date). */
  rowSize?: keyof Theme['rowHeights'];
  /** Rows in view before the table scrolls inside its own container. */
  visibleRows?: number;
  /** CSS length under which the table stops shrinking and scrolls sideways instead. */
  minInlineSize?: string;
  /**
   * Rows hold menus that open over the rows below: the box neither clips nor scrolls, and every row is drawn.
   * For short lists whose columns fit (with `stackBelow`, narrower boxes get cards instead).
   */
  menusInRows?: boolean;
  /**
   * CSS length in px (a token): when the table's own box is narrower (a phone; a wide list beside a desktop's
   * sidebar), its rows become stacked cards with every column and action in view instead of a table that
   * scrolls sideways.
   */
  stackBelow?: string;
};

const Scroller = styled.div<{ $maxBlockSize: string; $clip: boolean }>`
  position: relative;
  overflow: ${({ $clip }) => ($clip ? 'auto' : 'visible')};
  max-block-size: ${({ $maxBlockSize }) => $maxBlockSize};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Measured: its width decides between the table and stacked cards. */
const Frame = styled.div`
  min-inline-size: 0;
`;

const StyledTable = styled.table<{ $minInlineSize?: string }>`
  inline-size: 100%;
  min-inline-size: ${({ $minInlineSize }) => $minInlineSize ?? 'auto'};
  /* Fixed layout keeps every row at its fixed height: long content is cut, never wrapped. */
  table-layout: fixed;
  /* Separate borders stay with the sticky header cells. */
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.tbody<{ $busy: boolean }>`
  ${staleRows}
`;

const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: start;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Col = styled.col<{ $width?: string }>`
  inline-size: ${({ $width }) => $width ?? 'auto'};
`;

const Th = styled.th<{ $align?: TableAlign }>`
  ${cell}
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  block-size: ${({ theme }) => theme.sizes.tableHeader};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** What the table takes once its defaults are filled in and its words resolved. */
type ScrollingTableProps<Row> = Omit<TableRowsProps<Row>, 'empty' | 'rowHeight' | 'first'> & {
  caption?: ReactNode;
  ariaLabel?: string;
  labels: TableMessages;
  emptyMessage?: ReactNode;
  busy: boolean;
  rowSize: keyof Theme['rowHeights'];
  minInlineSize?: string;
  menusInRows: boolean;
};

/** The table itself, in its scroll container: the header stays on top, and only the rows in view are rendered. */
function ScrollingTable<Row>({
  caption,
  ariaLabel,
  labels,
  emptyMessage,
  busy,
  rowSize,
  minInlineSize,
  menusInRows,
  ...rowsProps
}: ScrollingTableProps<Row>) {
  const { columns, numbered, loading, rows, visibleRows } = rowsProps;
  const theme = useTheme();
  const captionId = useId();
  const loadingId = useId();
  const rowHeight = theme.rowHeights[rowSize];
  const { scrollerRef, bodyRef, first, onScroll } = useFirstRowInView(rowHeight);
  // Skeletons already say 'loading': the bar is for rows that are being replaced.
  const refreshing = busy && !loading;
  return (
    <Scroller
      ref={scrollerRef}
      onScroll={onScroll}
      // Focusable so keyboard users can scroll it; named like the table it holds.
      tabIndex={0}
      role="region"
      aria-label={ariaLabel}
      aria-labelledby={caption ? captionId : undefined}
      // The box's own borders too: `visibleRows` rows fit whole, with nothing left to scroll past them.
      $maxBlockSize={`calc(${theme.sizes.tableHeader} + ${visibleRows * rowHeight}px + 2 * ${theme.sizes.border})`}
      $clip={!menusInRows}
    >
      {/* Decorative: aria-busy on the table is what assistive technology hears. */}
      {refreshing && <ProgressBar aria-hidden="true" data-progress />}
      <StyledTable
        $minInlineSize={minInlineSize}
        aria-label={ariaLabel}
        aria-busy={loading || refreshing || undefined}
        aria-describedby={loading ? loadingId : undefined}
        aria-rowcount={loading ? undefined : rows.length + 1}
      >
        {caption && <Caption id={captionId}>{caption}</Caption>}
        <colgroup>
          {numbered && <Col $width={theme.sizes.tableIndexColumn} />}
          {columns.map((column) => (
            <Col key={column.key} $width={column.width} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {numbered && <Th scope="col">{labels.rowNumber}</Th>}
            {columns.map((column) => (
              <Th key={column.key} scope="col" $align={column.align}>
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <Body ref={bodyRef} $busy={refreshing} inert={refreshing || undefined}>
          <TableRows
            {...rowsProps}
            empty={emptyMessage ?? labels.noResults}
            rowHeight={rowHeight}
            first={first}
          />
        </Body>
      </StyledTable>
      {/* Referenced while hidden: it says why the rows are placeholders. */}
      <span id={loadingId} hidden>
        {labels.loading}
      </span>
    </Scroller>
  );
}

/**
 * A data table that stays smooth with tens of thousands of rows: only the rows in view (plus a few) are in
 * the DOM, between two spacer rows, inside a scroll container; aria-rowcount and aria-rowindex keep the real
 * positions for assistive technology. Where its box is narrower than `stackBelow`, the rows are cards instead.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  'aria-label': ariaLabel,
  numbered = false,
  firstNumber = 1,
  emptyMessage,
  labels: overrides,
  loading = false,
  busy = false,
  loadingRows = 5,
  rowSize = 'md',
  visibleRows = 10,
  minInlineSize,
  stackBelow,
  menusInRows = false,
}: TableProps<Row>) {
  const labels = useMessages(tableMessages, overrides);
  const frameRef = useRef<HTMLDivElement>(null);
  const stacked = useNarrowerThan(frameRef, stackBelow);
  return (
    <Frame ref={frameRef}>
      {stacked ? (
        <StackedRows
          label={ariaLabel}
          caption={caption}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          firstNumber={numbered ? firstNumber : null}
          emptyMessage={emptyMessage ?? labels.noResults}
          loading={loading}
          busy={busy}
          loadingRows={loadingRows}
          loadingLabel={labels.loading}
        />
      ) : (
        <ScrollingTable
          caption={caption}
          ariaLabel={ariaLabel}
          labels={labels}
          emptyMessage={emptyMessage}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          numbered={numbered}
          firstNumber={firstNumber}
          loading={loading}
          busy={busy}
          loadingRows={loadingRows}
          rowSize={rowSize}
          // Nothing scrolls: every row is in view.
          visibleRows={menusInRows ? Math.max(rows.length, loadingRows) : visibleRows}
          minInlineSize={minInlineSize}
          menusInRows={menusInRows}
        />
      )}
    </Frame>
  );
}
