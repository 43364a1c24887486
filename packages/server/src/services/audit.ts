import { createHash } from 'node:crypto';
import {
  type AuditEventType,
  type AuditRecordType,
  type AuditSummary,
  auditSummaries,
  type FieldChange,
} from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/portable';
import type { Database } from '../db/schema';
import {
  insertAuditEvent,
  type NewAuditEvent,
  pruneAuditEvents,
  upsertCountedAuditEvent,
} from '../repositories/auditEvents';
import type { RateLimitStore } from './rateLimits';

/** Who acted, from where: the signed-in account (null when anonymous) and the client address. */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

/** The server itself (demo data, start-up work): no account, no address. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, ip: null };

/** One event to write: its kind, its record, and the summary its kind has (`auditSummaries`). */
export type AuditEntry = {
  [Type in AuditEventType]: {
    type: Type;
    record?: { type: AuditRecordType; id: string } | null;
    /** What changed, without secrets: build it with `changedFields()` or from names and counts. */
    summary?: AuditSummary<Type>;
  };
}[AuditEventType];

/**
 * Writes one audit event. For a change, pass the change's transaction: the event commits with it or
 * not at all. Summaries must never hold a password, token or key (callers say 'changed' instead).
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, rowOf(actor, entry));
}

const rowOf = (actor: AuditActor, entry: AuditEntry): NewAuditEvent => ({
  type: entry.type,
  actor_id: actor.id,
  actor_email: actor.email,
  record_type: entry.record?.type ?? null,
  record_id: entry.record?.id ?? null,
  ip: actor.ip,
  // Checked as written: what the log stores is what its readers are promised.
  summary: auditSummaries[entry.type].parse(entry.summary ?? {}),
});
/** The kinds anyone can cause over and over, whose summaries count them (`recordRepeatedAudit`). */
export type RepeatedAuditType = 'webhook.signature_invalid' | 'webhook.event_malformed';

/** How long repeated events of one kind from one address add up into one audit event. */
export const REPEAT_WINDOW_MS = 15 * 60 * 1000;

/** The same UUID for the same text: one event per kind, address and window, whichever process writes it. */
const uuidOf = (text: string) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Records an event anyone can cause over and over (an unsigned webhook call): one audit event per kind,
 * address and REPEAT_WINDOW_MS, whose summary counts them (`count`, `first_seen`, `last_seen`), never a
 * row per request. The count lives in `counters` (the rate limits' store, shared by all processes).
 */
export async function recordRepeatedAudit(
  db: Kysely<Database>,
  counters: RateLimitStore,
  actor: AuditActor,
  entry: Extract<AuditEntry, { type: RepeatedAuditType }>,
): Promise<void> {
  const key = `audit|${entry.type}|${actor.ip ?? ''}`;
  const window = await counters.increment(key, REPEAT_WINDOW_MS);
  // A window opens with its first event, so it began REPEAT_WINDOW_MS before it ends.
  const firstSeen = new Date(window.resetAt - REPEAT_WINDOW_MS).toISOString();
  await upsertCountedAuditEvent(
    db,
    uuidOf(`${key}|${window.resetAt}`),
    firstSeen,
    rowOf(actor, {
      ...entry,
      summary: { ...entry.summary, count: window.count, first_seen: firstSeen, last_seen: nowIso() },
    }),
    window.count,
  );
}

/** Longer text (rich content) is summarised by its length rather than copied into the log. */
const SHORT_TEXT = 200;

const brief = (value: unknown): unknown =>
  typeof value === 'string' && value.length > SHORT_TEXT ? `(${value.length} characters)` : value;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `{ field: { from, to } }` for each key of `after` whose value differs from `before`. */
export function changedFields<Field extends string>(
  before: Partial<Record<string, unknown>>,
  after: Partial<Record<Field, unknown>>,
): Partial<Record<Field, FieldChange>> {
  const result: Partial<Record<Field, FieldChange>> = {};
  for (const [key, value] of Object.entries(after) as [Field, unknown][]) {
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
