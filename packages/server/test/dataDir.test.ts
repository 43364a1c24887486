import { chmodSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase, SQLITE_FILE } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';

/** Defect 11: DATA_DIR holds password hashes, e-mails and secrets; only the server's account may read it. */

const mode = (file: string) => statSync(file).mode & 0o777;
let root: string;

afterEach(() => rm(root, { recursive: true, force: true }));

/** Starts as main does on SQLite: configuration (secrets), then the database with a write. */
async function start(dataDir: string) {
  loadConfig({ DATA_DIR: dataDir });
  const database = createDatabase({ dataDir, databaseUrl: null });
  await migrateToLatest(database.db);
  await database.destroy();
}

describe('data folder permissions', () => {
  test('a new data folder is 0700 and the database and generated secrets 0600, whatever the umask', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bible-admin-perm-'));
    const dataDir = path.join(root, 'data');
    const umask = process.umask(0o022);
    try {
      await start(dataDir);
    } finally {
      process.umask(umask);
    }
    expect(mode(dataDir)).toBe(0o700);
    for (const file of [SQLITE_FILE, 'jwt-secret', 'encryption-key']) {
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    }
  });

  test('an existing folder and files with loose modes are tightened at start', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bible-admin-perm-'));
    const dataDir = path.join(root, 'data');
    await start(dataDir);
    chmodSync(dataDir, 0o755);
    for (const file of [SQLITE_FILE, 'jwt-secret', 'encryption-key'])
      chmodSync(path.join(dataDir, file), 0o644);

    await start(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    for (const file of [SQLITE_FILE, 'jwt-secret', 'encryption-key']) {
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    }
  });
});
