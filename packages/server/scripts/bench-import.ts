// Imports all of Genesis from packages/server/data/genesis-wlc.json into a fresh database (a temporary
// SQLite file, or the PostgreSQL of DATABASE_URL), checks 50 chapters and 1,533 verses, and prints
// the time of a first import and of a second one (which updates in place).
// Usage: pnpm --filter @bible-admin/server exec tsx scripts/bench-import.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { readBookFile } from '../src/importer/bookFile';
import { importBook } from '../src/importer/importBook';
import { countChapters } from '../src/repositories/chapters';
import { countVerses } from '../src/repositories/verses';
import { GENESIS_FILE } from './paths';

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
const database = createDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL }));
const { db } = database;
try {
  await migrateToLatest(db);
  const book = await readBookFile(GENESIS_FILE);
  for (const run of ['first import', 'second import']) {
    const started = performance.now();
    const result = await importBook(db, book);
    const seconds = (performance.now() - started) / 1000;
    const [chapters, verses] = [await countChapters(db), await countVerses(db)];
    if (chapters !== 50 || verses !== 1533)
      throw new Error(`expected 50 chapters and 1,533 verses, found ${chapters} and ${verses}`);
    console.log(
      `${run} (${database.dialect}): ${seconds.toFixed(2)} s, ${chapters} chapters, ${verses} verses, ${JSON.stringify(result)}`,
    );
  }
} finally {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
