// Loads a book (a JSON file shaped like packages/server/data/genesis-wlc.json) into the database the server
// uses (DATA_DIR / DATABASE_URL). Running it again updates the same chapters and verses.
// Usage (from the repository root): pnpm --filter @bible-admin/server exec tsx scripts/import-book.ts <book.json>
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { readBookFile } from '../src/importer/bookFile';
import { importBook } from '../src/importer/importBook';
import { REPO_ROOT } from './paths';

const file = process.argv[2];
if (!file) {
  console.error('usage: import-book.ts <book.json>');
  process.exit(2);
}

// pnpm --filter runs scripts in the package folder: a relative file and DATA_DIR are taken from the
// repository root instead, so the import lands in the database `npm start` uses.
async function main(file: string) {
  const book = await readBookFile(path.resolve(REPO_ROOT, file));
  const config = loadConfig(process.env, REPO_ROOT);
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const { chapters, verses } = await importBook(database.db, book);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `${book.book} (${book.book_he}) into ${database.dialect}: chapters ${chapters.created} added, ${chapters.updated} updated; ` +
        `verses ${verses.created} added, ${verses.updated} changed; ${seconds} s`,
    );
  } finally {
    await database.destroy();
  }
}

// A bad file is the user's mistake, not a crash: one line saying what is wrong, no stack trace.
main(file).catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'ENOENT' ? `import-book: no such file: ${file}` : `import-book: ${(error as Error).message}`,
  );
  process.exit(1);
});
