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
  return {
    ...readView(result),
    ...params,
    rows: reply?.data ?? ([] as Row<CallOf<M>>[]),
    total: reply?.meta.total ?? 0,
  };
}
