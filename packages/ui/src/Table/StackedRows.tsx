import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton';
import { ProgressBar, staleRows } from './busy';
import type { TableColumn } from './Table';

export interface StackedRowsProps<Row> {
  label?: string;
  caption?: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /** The first row's number when the rows are numbered. */
  firstNumber: number | null;
  emptyMessage: ReactNode;
  loading: boolean;
  busy: boolean;
  loadingRows: number;
  loadingLabel: string;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Caption = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** As many cards side by side as fit (one on a phone, two beside a desktop's sidebar). */
const List = styled.ul<{ $busy: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.sizes.stackedCard}), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${staleRows}
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-inline-size: 0;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const RowNumber = styled.bdi`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each of the other columns: its header over (or beside) its value, which may wrap. */
const Fields = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: center;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

/** A header and its value: a grid row of the list above. */
const Pair = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/**
 * A table's rows as stacked cards, for a box too narrow for its columns (a phone, or a wide list beside a
 * desktop's sidebar): the title column heads each card, every other column is a labelled line, and the
 * actions sit at the card's end, all in view.
 */
export function StackedRows<Row>({
  label,
  caption,
  columns,
  rows,
  getRowKey,
  firstNumber,
  emptyMessage,
  loading,
  busy,
  loadingRows,
  loadingLabel,
}: StackedRowsProps<Row>) {
  const title = columns.find((column) => column.stacked === 'title') ?? columns[0];
  const actions = columns.find((column) => column.stacked === 'actions');
  const fields = columns.filter((column) => column !== title && column !== actions);
  const refreshing = busy && !loading;
  const captionId = useId();
  // Named like the table: by its label, or by its visible caption.
  const name = label ? { 'aria-label': label } : caption ? { 'aria-labelledby': captionId } : {};

  let body: ReactNode;
  if (loading) {
    body = (
      <List $busy={false} aria-label={loadingLabel} aria-busy="true">
        {Array.from({ length: loadingRows }, (_, i) => (
          <Card key={i} aria-hidden="true">
            <Skeleton width="60%" />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Card>
        ))}
      </List>
    );
  } else if (rows.length === 0) {
    body = <Empty>{emptyMessage}</Empty>;
  } else {
    body = (
      <List $busy={refreshing} {...name} aria-busy={refreshing || undefined} inert={refreshing || undefined}>
        {rows.map((row, index) => (
          <Card key={getRowKey(row, index)}>
            <Title>
              {firstNumber !== null && <RowNumber>{firstNumber + index}</RowNumber>}
              {title?.render(row, index)}
            </Title>
            {fields.length > 0 && (
              <Fields>
                {fields.map((column) => (
                  <Pair key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row, index)}</dd>
                  </Pair>
                ))}
              </Fields>
            )}
            {actions && <Actions>{actions.render(row, index)}</Actions>}
          </Card>
        ))}
      </List>
    );
  }

  return (
    <Frame>
      {caption && <Caption id={captionId}>{caption}</Caption>}
      {refreshing && <ProgressBar aria-hidden="true" data-progress />}
      {body}
    </Frame>
  );
}
