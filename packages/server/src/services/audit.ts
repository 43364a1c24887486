import type { AuditEventType, AuditRecordType } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertAuditEvent, pruneAuditEvents } from '../repositories/auditEvents';

/** Who acted, from where: the signed-in account (null when anonymous) and the client address. */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

/** The server itself (demo data, start-up work): no account, no address. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, ip: null };

export interface AuditEntry {
  type: AuditEventType;
  record?: { type: AuditRecordType; id: string } | null;
  /** What changed, without secrets: build it with `changedFields()` or from names and counts. */
  summary?: Record<string, unknown>;
}

/**
 * Writes one audit event. For a change, pass the change's transaction: the event commits with it or
 * not at all. Summaries must never hold a password, token or key (callers say 'changed' instead).
 */
export function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  return insertAuditEvent(db, {
    type: entry.type,
    actor_id: actor.id,
    actor_email: actor.email,
    record_type: entry.record?.type ?? null,
    record_id: entry.record?.id ?? null,
    ip: actor.ip,
    summary: entry.summary ?? {},
  });
}

/** Longer text (rich content) is summarised by its length rather than copied into the log. */
const SHORT_TEXT = 200;

const brief = (value: unknown): unknown =>
  typeof value === 'string' && value.length > SHORT_TEXT ? `(${value.length} characters)` : value;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `{ field: { from, to } }` for each key of `after` whose value differs from `before`. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const result: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && !same(before[key], value)) {
      result[key] = { from: brief(before[key] ?? null), to: brief(value) };
    }
  }
  return result;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Keeps the log to `retentionDays` (0 keeps everything): prunes when the app is ready, then every hour.
 * Returns `stop` for app close.
 */
export function scheduleAuditPruning(
  db: Kysely<Database>,
  retentionDays: number,
  onError: (error: unknown) => void,
): { start: () => Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | null = null;
  const prune = () => pruneAuditEvents(db, new Date(Date.now() - retentionDays * DAY_MS).toISOString());
  return {
    async start() {
      if (retentionDays === 0) return;
      await prune();
      timer = setInterval(() => prune().catch(onError), HOUR_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
