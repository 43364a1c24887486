import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditLogFilters } from '@bible-admin/screens';
import { auditCalls } from '@bible-admin/contract/plain';
import { useCall } from './useCall';
import { useList } from './useList';

const FILTER_KEYS = ['admin', 'kind', 'from', 'to'] as const;

/**
 * The audit log's filters, kept in the address beside its page (`?admin=…&kind=…&from=2025-07-01&to=…`), so
 * Back, a reload and a pasted link show the same events. A change starts at page 1 and replaces the entry.
 */
export function useAuditLogFilters(): [AuditLogFilters, (next: AuditLogFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
      ) as unknown as AuditLogFilters,
    [params],
  );
  const setFilters = useCallback(
    (next: AuditLogFilters) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of FILTER_KEYS) {
            if (next[key]) updated.set(key, next[key]);
            else updated.delete(key);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}

/** The start of a day ('2025-07-03') plus `addDays`, in the browser's time zone, as an instant; null for no real day. */
function startOfDay(day: string, addDays = 0): string | null {
  const [, year, month, date] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? []).map(Number);
  if (year === undefined || month === undefined || date === undefined) return null;
  const start = new Date(year, month - 1, date);
  // Date rolls over what it cannot hold ('2025-02-30' is March 2nd): such a day is not one.
  if (start.getMonth() !== month - 1 || start.getDate() !== date) return null;
  start.setDate(date + addDays);
  return start.toISOString();
}

/**
 * The filters as the call takes them: the admin's days in their own time zone, from the start of the
 * first to the start of the day after the last (the call's `to` is exclusive); '' filters nothing.
 */
export function auditQuery({ admin, kind, from, to }: AuditLogFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (admin) query.actor_id = admin;
  if (kind) query.type = kind;
  const since = startOfDay(from);
  const until = startOfDay(to, 1);
  if (since) query.from = since;
  if (until) query.to = until;
  return query;
}

/** The audit log page: its events (filtered and paged by the server), and the admins its filter offers. */
export function useAuditLog() {
  const [filters, setFilters] = useAuditLogFilters();
  const list = useList(auditCalls.list, auditQuery(filters));
  const admins = useCall(auditCalls.actors, {});
  return { ...list, filters, setFilters, admins: admins.data?.data ?? [] };
}
