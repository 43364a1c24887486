import type { CallSpec, CallReply } from '@bible-admin/contract';
import type { ListQuery, PageMeta } from '@bible-admin/contract';
import { readView } from './status';
import { useCall } from './useCall';
import { useListParams } from './useListParams';

type ListCall = CallSpec & { method: 'GET' };
type Row<C extends CallSpec> = CallReply<C> extends { data: readonly (infer T)[] } ? T : never;

/**
 * A server-searched, server-paged list whose page and search live in the address. While the next page
 * or search loads the previous rows stay (dimmed by the screen through `busy`).
 */
export function useList<C extends ListCall>(spec: C) {
  const params = useListParams();
  const query: Partial<ListQuery> = { page: params.page, limit: params.pageSize };
  if (params.search) query.search = params.search;
  const result = useCall(spec, { query: query as never }, { keepPreviousData: true });
  const reply = result.data as { data: Row<C>[]; meta: PageMeta } | undefined;
  return {
    ...readView(result),
    ...params,
    rows: reply?.data ?? ([] as Row<C>[]),
    total: reply?.meta.total ?? 0,
  };
}
