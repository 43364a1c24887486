import { useId, useRef, useState, type ReactNode } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { useMessages } from '../i18n';
import { useNarrowerThan } from '../hooks';
import { Skeleton } from '../Skeleton';
import { ProgressBar, staleRows } from './busy';
import { StackedRows } from './StackedRows';
import type { Theme } from '../theme';
import { tableMessages, type TableMessages } from './messages';
import { virtualWindow } from './virtualWindow';

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
   * CSS length in px (a token): when the table's own box is narrower (a phone; a wide list beside a desktop's
   * sidebar), its rows become stacked cards with every column and action in view instead of a table that
   * scrolls sideways.
   */
  stackBelow?: string;
};

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 5;

const Scroller = styled.div<{ $maxBlockSize: string }>`
  position: relative;
  overflow: auto;
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

const cell = css<{ $align?: TableAlign }>`
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.lg};
  text-align: ${({ $align = 'start' }) => $align};
  vertical-align: middle;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
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

/**
 * A data table that stays smooth with tens of thousands of rows: only the rows in view (plus a few) are in
 * the DOM, between two spacer rows, inside a scroll container; aria-rowcount and aria-rowindex keep the real
 * positions for assistive technology.
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
}: TableProps<Row>) {
  const theme = useTheme();
  const labels = useMessages(tableMessages, overrides);
  const captionId = useId();
  const loadingId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const stacked = useNarrowerThan(frameRef, stackBelow);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [first, setFirst] = useState(0);
  const rowHeight = theme.rowHeights[rowSize];
  const columnCount = columns.length + (numbered ? 1 : 0);
  // Skeletons already say 'loading': the bar is for rows that are being replaced.
  const refreshing = busy && !loading;

  const onScroll = () => {
    const scroller = scrollerRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    // How far the body (caption and header excluded) has scrolled above the container's top edge.
    const scrolledPast = scroller.getBoundingClientRect().top - body.getBoundingClientRect().top;
    setFirst(Math.floor(Math.max(scrolledPast, 0) / rowHeight));
  };

  const cells = (content: (column: TableColumn<Row>) => ReactNode, number: ReactNode) => (
    <>
      {numbered && <Td>{number}</Td>}
      {columns.map((column) => (
        <Td key={column.key} $align={column.align}>
          {content(column)}
        </Td>
      ))}
    </>
  );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <BodyRow key={i} $height={rowHeight} aria-hidden="true">
        {cells(
          () => (
            <Skeleton width="70%" />
          ),
          <Skeleton width="50%" />,
        )}
      </BodyRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <EmptyCell colSpan={columnCount}>{emptyMessage ?? labels.noResults}</EmptyCell>
      </tr>
    );
  } else {
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
    body = (
      <>
        {spacer(before)}
        {rows.slice(start, end).map((row, offset) => {
          const index = start + offset;
          return (
            <BodyRow key={getRowKey(row, index)} $height={rowHeight} aria-rowindex={index + 2}>
              {cells((column) => column.render(row, index), <bdi>{firstNumber + index}</bdi>)}
            </BodyRow>
          );
        })}
        {spacer(after)}
      </>
    );
  }

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
        <Scroller
          ref={scrollerRef}
          onScroll={onScroll}
          // Focusable so keyboard users can scroll it; named like the table it holds.
          tabIndex={0}
          role="region"
          aria-label={ariaLabel}
          aria-labelledby={caption ? captionId : undefined}
          $maxBlockSize={`calc(${theme.sizes.tableHeader} + ${visibleRows * rowHeight}px)`}
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
              {body}
            </Body>
          </StyledTable>
          {/* Referenced while hidden: it says why the rows are placeholders. */}
          <span id={loadingId} hidden>
            {labels.loading}
          </span>
        </Scroller>
      )}
    </Frame>
  );
}
