import type { CallReply, CallSpec, ListQuery, PageMeta } from '@bible-admin/contract';
import type { CallMeta, CallOf } from '../api/meta';
import { readView } from './status';
import { useCall } from './useCall';
import { useListParams } from './useListParams';

type Row<C extends CallSpec> = CallReply<C> extends { data: readonly (infer T)[] } ? T : never;

/**
 * A server-searched, server-paged list whose page and search live in the address. While the next page
 * or search loads the previous rows stay (dimmed by the screen through `busy`).
 */
export function useList<M extends CallMeta>(spec: M) {
  const params = useListParams();
  const query: Partial<ListQuery> = { page: params.page, limit: params.pageSize };
  if (params.search) query.search = params.search;
  const result = useCall(spec, { query: query as never }, { keepPreviousData: true });
  const reply = result.data as { data: Row<CallOf<M>>[]; meta: PageMeta } | undefined;
  const view = readView(result);
  const total = reply?.meta.total ?? 0;
  return {
    ...view,
    ...params,
    rows: reply?.data ?? ([] as Row<CallOf<M>>[]),
    total,
    /** What every server-searched list screen takes for its search box, range, total and pages. */
    pageProps: {
      busy: view.busy,
      error: view.error,
      onRetry: view.retry,
      search: params.search,
      page: params.page,
      pageSize: params.pageSize,
      total,
      // Past the server's cap the total is a lower bound ('more than 10,000').
      totalIsLowerBound: reply?.meta.total_capped === true,
      onSearchChange: params.setSearch,
      onPageChange: params.setPage,
    },
  };
}
