import { createDatabase } from './src/db/database';
import { migrateToLatest } from './src/db/migrations';
const started = performance.now();
const handle = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '/tmp/x' } as never);
await migrateToLatest(handle.db);
await handle.destroy();
console.log(`migrated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
