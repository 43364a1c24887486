import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { DomainError } from '../domain/errors';

/** What GET /metrics reports, in Prometheus's text format. */
export interface Metrics {
  registry: Registry;
  /**
   * One answered request. `route` is the route's pattern (`/api/get-chapter-by-id/:id`), never the URL
   * asked for: one series per route, however many ids and paths clients try.
   */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** The narrator, counted and timed: jobs running, and each job's outcome (its refusal code on failure). */
  narration<A extends unknown[], R>(narrate: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
}

/**
 * A registry of its own (not prom-client's global one), so each app built in a process reports only
 * itself. Besides requests and narration: the process's defaults (memory, CPU, event-loop lag as
 * `nodejs_eventloop_lag_seconds` and its percentiles) and the database's connections, read at each scrape.
 */
export function createMetrics(database: Pick<DatabaseHandle, 'stats'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its reply, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });

  const running = new Gauge({
    name: 'narration_jobs_running',
    help: 'Narrations generating now',
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'narration_jobs_total',
    help: "Narration jobs finished, by outcome: succeeded, or the refusal's code",
    labelNames: ['outcome'],
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'narration_job_duration_seconds',
    help: 'Time a narration job took, waiting for the chapter and voice included',
    buckets: [0.5, 1, 2.5, 5, 10, 25, 60, 120, 180],
    registers: [registry],
  });

  databaseGauges(registry, database);

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status_code: status };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    narration:
      (narrate) =>
      async (...args) => {
        running.inc();
        const stop = jobDurations.startTimer();
        let outcome = 'succeeded';
        try {
          return await narrate(...args);
        } catch (error) {
          outcome = error instanceof DomainError ? error.code : 'error';
          throw error;
        } finally {
          running.dec();
          stop();
          jobs.inc({ outcome });
        }
      },
  };
}

/**
 * The connections queries wait for, read at each scrape: PostgreSQL's pool, or SQLite's reader threads
 * and the reads queued for one.
 */
function databaseGauges(registry: Registry, database: Pick<DatabaseHandle, 'stats'>) {
  new Gauge({
    name: 'db_connections',
    help: 'PostgreSQL pool connections, or SQLite reader threads: busy, idle, and the most opened',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { busy, idle, max } = database.stats();
      this.set({ state: 'busy' }, busy);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'max' }, max);
    },
  });
  new Gauge({
    name: 'db_queries_waiting',
    help: 'Queries waiting for a free PostgreSQL connection, or reads for a free SQLite reader thread',
    registers: [registry],
    collect() {
      this.set(database.stats().waiting);
    },
  });
}
