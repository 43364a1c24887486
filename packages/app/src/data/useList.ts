import type { CallOf, CallParams, CallReply, CallSpec, ListQuery, PageMeta } from '@bible-admin/contract';
import type { CallEndpoint } from '@bible-admin/contract/plain';
import { useReadView } from './status';
import { useCall } from './useCall';
import { useListParams } from './useListParams';

type Row<C extends CallSpec> = CallReply<C> extends { data: readonly (infer T)[] } ? T : never;

/**
 * A server-searched, server-paged call whose page and search live in the address (`params` fills the
 * path, e.g. a user's id; `filters` join its query). While the next page or search loads the previous reply stays (dimmed by the
 * screen through `busy`).
 */
export function usePagedCall<M extends CallEndpoint, C extends CallSpec = CallOf<M>>(
  spec: M,
  params?: CallParams<C>,
  /** The call's own filters besides the search (the audit log's admin, kind and days). */
  filters: Record<string, string> = {},
) {
  const list = useListParams();
  const query: Partial<ListQuery> & Record<string, unknown> = {
    ...filters,
    page: list.page,
    limit: list.pageSize,
  };
  if (list.search) query.search = list.search;
  const result = useCall(spec, { params, query: query as never }, { keepPreviousData: true });
  const reply = result.data as (CallReply<C> & { meta: PageMeta }) | undefined;
  const view = useReadView(result);
  const total = reply?.meta.total ?? 0;
  return {
    ...view,
    ...list,
    reply,
    total,
    /** What every server-searched list screen takes for its search box, range, total and pages. */
    pageProps: {
      busy: view.busy,
      loadError: view.error,
      onRetry: view.retry,
      search: list.search,
      // A failed load keeps the last reply's rows: the pager and the numbers then describe those rows.
      page: view.error && reply ? reply.meta.page : list.page,
      pageSize: list.pageSize,
      total,
      // Past the server's cap the total is a lower bound ('more than 10,000', or 1,000 on PostgreSQL).
      totalIsLowerBound: reply?.meta.total_capped === true,
      onSearchChange: list.setSearch,
      onPageChange: list.setPage,
    },
  };
}

/** A list call (`data` is the page's rows), searched (or `filters`) and paged by the server. */
export function useList<M extends CallEndpoint>(spec: M, filters?: Record<string, string>) {
  const paged = usePagedCall(spec, undefined, filters);
  const rows = (paged.reply as { data: Row<CallOf<M>>[] } | undefined)?.data ?? ([] as Row<CallOf<M>>[]);
  return { ...paged, rows };
}
