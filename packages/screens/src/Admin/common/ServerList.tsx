import { SEARCH_MAX_LENGTH } from '@bible-admin/contract';
import { Pagination, SearchInput } from '@bible-admin/ui';
import type { ServerListProps } from './ListPage';

/** The search box of a server-searched list: shows the current search, reports typing after a pause. */
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
      defaultValue={list.search}
      debounceMs={list.searchDebounceMs ?? 300}
      onChange={list.onSearchChange}
    />
  );
}

/** The pager under a server-paged list; none when the list (or its search) has no rows. */
export function ServerListPager({ list }: { list: ServerListProps }) {
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
