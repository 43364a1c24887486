import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { SEARCH_MAX_LENGTH } from '@bible-admin/contract/plain';
import { ErrorState, Pagination, SearchInput, Table, type TableProps } from '@bible-admin/ui';
import { ListPage } from './ListPage';
import { ReloadFailedBanner } from './ReloadFailedBanner';

/**
 * What a server-searched, paged list takes (the app's `pageProps`): the server has already searched and
 * paged its rows.
 */
export interface ServerListProps {
  /** The next page or search is loading: the current rows stay, dimmed, under a progress bar. */
  busy?: boolean;
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The server's `meta.total` for the current search. */
  total: number;
  /** Past the server's cap the total is a lower bound ('more than 10,000'). */
  totalIsLowerBound?: boolean;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Why the last load failed: alone when nothing was loaded, else in a banner beside the rows kept. */
  loadError?: string | null;
  /** Wait after typing before the search is reported. */
  searchDebounceMs?: number;
}

/** A server-paged list without a search box (the audit log filters instead): its paging and load state. */
export type ServerListPaging = Omit<ServerListProps, 'search' | 'onSearchChange' | 'searchDebounceMs'>;

/** What the list's status says: the first load, nothing loaded (failed), or rows shown. */
export type ServerListStatus = 'loading' | 'error' | 'ready';

/** The search box of a server-searched list: shows the search the list answers, reports typing after a pause. */
export function ServerListSearch({
  list,
  label,
  placeholder,
}: {
  list: Pick<ServerListProps, 'search' | 'searchDebounceMs' | 'onSearchChange'>;
  label: string;
  placeholder: string;
}) {
  return (
    <SearchInput
      label={label}
      placeholder={placeholder}
      maxLength={SEARCH_MAX_LENGTH}
      value={list.search}
      debounceMs={list.searchDebounceMs ?? 300}
      onChange={list.onSearchChange}
    />
  );
}

/** The pager under a server-paged list; none when the list (or its search) has no rows. */
export function ServerListPager({ list }: { list: ServerListPaging }) {
  if (list.total <= 0) return null;
  return (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      totalIsLowerBound={list.totalIsLowerBound}
      onPageChange={list.onPageChange}
    />
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

/**
 * Up to this many rows a page is all in view, and the page scrolls; a longer one (the address may ask for 200)
 * keeps its rows in a box of this height, which renders only the rows in view.
 */
const WHOLE_PAGE_ROWS = 50;

/** The table of a list, told how it loads: the list's status and paging fill the rest. */
export type ServerListTable<Row> = Omit<TableProps<Row>, 'loading' | 'busy' | 'firstNumber' | 'emptyMessage'>;

export interface ServerListRowsProps<Row> {
  list: ServerListPaging & { search?: string };
  /** Filters besides the search narrow the rows: an empty page is then `noResults` too. */
  filtered?: boolean;
  status: ServerListStatus;
  /** What failed, e.g. 'Could not load users': the error's title, alone or in the banner. */
  errorTitle: string;
  table: ServerListTable<Row>;
  /** What an empty page says: `none` when the list has no rows at all, `noResults` when a search found none. */
  empty: { none: ReactNode; noResults: ReactNode };
}

/**
 * A server list's rows: skeletons on the first load, the error alone when nothing loaded, else the table
 * (numbered from the page's first row) and its pager, with an error banner above the rows a failed reload
 * kept, so they are never taken for an answer.
 */
export function ServerListRows<Row>({
  list,
  filtered = false,
  status,
  errorTitle,
  table,
  empty,
}: ServerListRowsProps<Row>) {
  const theme = useTheme();
  if (status === 'error') {
    return <ErrorState title={errorTitle} message={list.loadError} onRetry={list.onRetry} />;
  }
  return (
    <Stack>
      {status === 'ready' && list.loadError && !list.busy && (
        <ReloadFailedBanner title={errorTitle} message={list.loadError} onRetry={list.onRetry} />
      )}
      <Table<Row>
        // Where a list's columns no longer fit (a phone; beside a desktop's sidebar, unless the screen says
        // otherwise), its rows are cards with every column and action in view: nothing scrolls sideways.
        stackBelow={theme.sizes.adminTable}
        // A whole page of rows in view: the page scrolls to the last row and the pager, not a box inside it.
        visibleRows={Math.min(Math.max(list.pageSize, 1), WHOLE_PAGE_ROWS)}
        {...(table as TableProps<Row>)}
        emptyMessage={filtered || list.search?.trim() ? empty.noResults : empty.none}
        loading={status === 'loading'}
        busy={list.busy}
        firstNumber={(list.page - 1) * list.pageSize + 1}
      />
      {status === 'ready' && <ServerListPager list={list} />}
    </Stack>
  );
}

export interface ServerListPageProps<Row> extends ServerListRowsProps<Row> {
  list: ServerListProps;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header (e.g. Add Chapter). */
  actions?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  /** Above the rows: a message handed over by the previous page. */
  notice?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/** Every server-searched list screen: title, search box, rows, pager; the address holds its state. */
export function ServerListPage<Row>({
  title,
  subtitle,
  actions,
  searchLabel,
  searchPlaceholder,
  notice,
  children,
  ...rows
}: ServerListPageProps<Row>) {
  return (
    <ListPage
      title={title}
      subtitle={subtitle}
      actions={actions}
      tools={<ServerListSearch list={rows.list} label={searchLabel} placeholder={searchPlaceholder} />}
    >
      {notice}
      <ServerListRows {...rows} />
      {children}
    </ListPage>
  );
}
