import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page of the admin lists. */
export const PAGE_SIZE = 20;

/**
 * A list's page and search, kept in the address (`?page=2&search=ann`), so Back and a reload return to
 * the same view. A new search starts at page 1 and replaces the entry (typing is not history); a new page
 * is a new entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const trimmed = next.trim();
          if (trimmed === (current.get('search') ?? '')) return current;
          if (trimmed) updated.set('search', trimmed);
          else updated.delete('search');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { page, search, setPage, setSearch, pageSize: PAGE_SIZE };
}
