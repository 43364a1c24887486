// Not committed: times the rate-limit upsert and the lock's overhead.
import { mkdtempSync } from 'node:fs';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { AdvisoryLock } from '../src/locks/AdvisoryLock';
import { KeyedQueue } from '../src/locks/KeyedQueue';
import { DatabaseRateLimitStore } from '../src/services/rateLimits';

const url = process.argv[2] || null;
const database = createDatabase({ databaseUrl: url, dataDir: mkdtempSync('/tmp/multiproc-bench/d') });
await migrateToLatest(database.db);
const store = new DatabaseRateLimitStore(database.db);
const N = 2000;
let t0 = performance.now();
for (let i = 0; i < N; i++) await store.increment(`login|127.0.0.1|user${i % 50}@x`, 900_000);
console.log(`${database.dialect}: increment ${((performance.now() - t0) / N).toFixed(3)} ms each (${N} sequential)`);
t0 = performance.now();
await Promise.all(Array.from({ length: N }, (_, i) => store.increment(`login|127.0.0.1|user${i % 50}@x`, 900_000)));
console.log(`${database.dialect}: ${N} concurrent increments in ${(performance.now() - t0).toFixed(0)} ms`);
const lock = database.dialect === 'postgres' ? new AdvisoryLock(database.db, { timeoutMs: 10_000, maxConnections: 4 }) : new KeyedQueue();
const M = 500;
t0 = performance.now();
for (let i = 0; i < M; i++) await lock.run(`narration:${i}:male`, async () => undefined);
console.log(`${database.dialect}: lock.run of an empty task ${((performance.now() - t0) / M).toFixed(3)} ms each (${M} sequential)`);
await database.destroy();
