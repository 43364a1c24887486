/** The audit trail: one row per admin change or security event, never updated. */
export interface AuditEventsTable {
  id: string;
  created_at: string;
  /** One of the contract's auditEventTypes ('plan.updated', 'auth.login_failed', …). */
  type: string;
  /** The signed-in account that acted; null for anonymous events (a failed login, a webhook). */
  actor_id: string | null;
  actor_email: string | null;
  /** The record concerned ('plan', 'chapter', …) and its id, when there is one. */
  record_type: string | null;
  record_id: string | null;
  /** The client address as the server saw it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  ip: string | null;
  /** JSON object: what changed (before → after), never a secret. */
  summary: string;
}

/** A rate limit's counter: attempts under `key` in the window ending at `reset_at` (services/rateLimits.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** ISO time the window ends; a row past it is a closed window (counted afresh, swept). */
  reset_at: string;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
  rate_limits: RateLimitsTable;
}
