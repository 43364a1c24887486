import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  claimExportSlot,
  deleteExpiredExportLeases,
  releaseExportLease,
  renewExportLease,
} from '../repositories/exportLeases';
import { newId } from '../db/portable';

/** How many exports may run at once: per admin and in all (EXPORT_CONCURRENCY_PER_ADMIN, _TOTAL). */
export interface ExportLimits {
  perAdmin: number;
  total: number;
}

/**
 * How long a lease holds its slots unless renewed: a running export renews them every third of it, so a
 * process that dies frees its slots within this time.
 */
export const EXPORT_LEASE_MS = 60_000;

/** A refused export is told to try again after this: exports of the largest lists take seconds. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/**
 * The export slots, in the database (table export_leases) so the limits hold across server processes: a
 * lease is one of the admin's slots and one of everyone's, each claimed by one atomic upsert. Ended
 * exports free theirs; expired ones (a process gone, a link never used) are free to claim again.
 */
export class ExportSlots {
  constructor(
    private readonly db: Kysely<Database>,
    readonly limits: ExportLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** A lease on a slot of `adminId` and one of everyone's; null when either kind is all taken. */
  async acquire(adminId: string): Promise<string | null> {
    const now = this.now();
    await deleteExpiredExportLeases(this.db, iso(now));
    const lease = newId();
    const claim = async (prefix: string, count: number) => {
      for (let n = 0; n < count; n++) {
        if (await claimExportSlot(this.db, `${prefix}:${n}`, lease, iso(now), iso(now + EXPORT_LEASE_MS)))
          return true;
      }
      return false;
    };
    if (!(await claim(`admin:${adminId}`, this.limits.perAdmin))) return null;
    if (await claim('all', this.limits.total)) return lease;
    await this.release(lease);
    return null;
  }

  /** Whether `adminId` could start an export now (a slot of theirs and one of everyone's are free). */
  async hasFree(adminId: string): Promise<boolean> {
    const lease = await this.acquire(adminId);
    if (lease) await this.release(lease);
    return lease !== null;
  }

  /** Holds a lease's slots EXPORT_LEASE_MS more. */
  async renew(lease: string): Promise<void> {
    await renewExportLease(this.db, lease, iso(this.now() + EXPORT_LEASE_MS));
  }

  release(lease: string): Promise<void> {
    return releaseExportLease(this.db, lease);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
