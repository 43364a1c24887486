import type { AuditEventType, AuditRecordType } from '@bible-admin/contract';
import type { Insertable, Kysely } from 'kysely';
import { insertJsonRows } from '../db/bulkInsert';
import { newId } from '../db/portable';
import type { AuditEventsTable, Database } from '../db/schema';
import { seededRandom } from './random';

/** An admin's changes over years: what the audit log screen pages through at scale. */
const KINDS: readonly { type: AuditEventType; record: AuditRecordType | null }[] = [
  { type: 'chapter.updated', record: 'chapter' },
  { type: 'verse.updated', record: 'verse' },
  { type: 'plan.updated', record: 'plan' },
  { type: 'narration.generated', record: 'chapter' },
  { type: 'settings.updated', record: 'settings' },
  { type: 'auth.signed_in', record: null },
  { type: 'auth.login_failed', record: null },
  { type: 'list.exported', record: null },
];

const ROWS_PER_INSERT = 5000;
const DAY = 24 * 60 * 60 * 1000;

export interface AuditScaleOptions {
  events: number;
  /** The admins who act (id and e-mail); failed sign-ins have none. */
  admins: readonly { id: string; email: string }[];
  /** Spread over this many days up to `now`. */
  days?: number;
  now?: number;
  seed?: number;
}

/** Writes `events` audit events in bulk, newest `now`, spread over `days`, by `admins` in turn. */
export async function seedAuditEvents(db: Kysely<Database>, options: AuditScaleOptions): Promise<void> {
  const { events, admins, days = 3 * 365, now = Date.now(), seed = 25 } = options;
  const random = seededRandom(seed);
  const event = (): Insertable<AuditEventsTable> => {
    const kind = random.pick(KINDS);
    const admin = kind.type === 'auth.login_failed' ? null : random.pick(admins);
    return {
      id: newId(),
      created_at: new Date(now - random.next() * days * DAY).toISOString(),
      type: kind.type,
      actor_id: admin?.id ?? null,
      actor_email: admin?.email ?? 'someone@example.com',
      record_type: kind.record,
      record_id: kind.record ? newId() : null,
      ip: '127.0.0.1',
      summary: '{}',
    };
  };
  for (let done = 0; done < events;) {
    const count = Math.min(ROWS_PER_INSERT, events - done);
    await insertJsonRows(db, 'audit_events', Array.from({ length: count }, event));
    done += count;
  }
}
