import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { SQLITE_FILE } from '../db/database';
import type { Database } from '../db/schema';
import { LocalMediaStore } from '../media/LocalMediaStore';
import { referencedMediaKeys } from '../repositories/mediaReferences';
import {
  BACKUP_FORMAT,
  BackupError,
  type BackupManifest,
  checkIntegrity,
  MANIFEST_ENTRY,
  MEDIA_FOLDER,
  SECRET_FILES,
} from './format';
import { TarWriter } from './tarWriter';

export interface BackupOptions {
  dataDir: string;
  /** The backup file to write (.tar, or .tar.gz / .tgz compressed); never overwritten. */
  out: string;
  /** `s3`: the media files stay in their bucket (its versioning keeps them); only the database is saved. */
  media: 'local' | 's3';
}

export interface BackupSummary {
  databaseBytes: number;
  mediaFiles: number;
  secrets: string[];
  /** Files the saved database names that are not in the backup (missing from the store already). */
  missingMedia: string[];
}

/** Every page in one step (better-sqlite3's progress callback sets the next step's page count). */
const ALL_PAGES = 0x7fffffff;

/**
 * SQLite's online backup of a live database. One step copies every page within one read transaction:
 * a consistent snapshot, while the server goes on writing (WAL: a reader never blocks a writer). A
 * backup made in several steps would start over whenever another process wrote between two of them, so
 * under steady writes it might never end.
 */
async function snapshotDatabase(source: string, target: string): Promise<void> {
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
}

/**
 * Makes the copy a database file of its own (no write-ahead log: nothing beside it is needed, and
 * opening it read-only creates nothing), checks it (integrity_check) and returns the media keys its
 * records name.
 */
async function checkedSnapshot(file: string): Promise<Set<string>> {
  const copy = new SQLite(file);
  copy.pragma('journal_mode = DELETE');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    checkIntegrity(copy, 'The copy of the database');
    return await referencedMediaKeys(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Writes DATA_DIR's database (a consistent copy, taken while the server runs), its generated secrets and
 * its media folder into one tar file. Media files are saved before and after the database copy: keys are
 * never reused and files never change, so the second pass adds only what was stored meanwhile, and every
 * file the copy names is in the backup unless it was missing already. The file appears under its name
 * only once complete (written beside it, then renamed).
 */
export async function createBackup({ dataDir, out, media }: BackupOptions): Promise<BackupSummary> {
  const database = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(database)) throw new BackupError(`No SQLite database at ${database}: is DATA_DIR right?`);
  if (existsSync(out)) throw new BackupError(`${out} exists already: a backup never overwrites a file.`);
  if (!existsSync(path.dirname(out))) throw new BackupError(`No folder ${path.dirname(out)} for ${out}.`);

  const scratch = await mkdtemp(path.join(path.dirname(out), '.bible-admin-backup-'));
  try {
    const partial = path.join(scratch, 'backup.tar');
    const archive = new TarWriter(partial, { gzip: /\.(gz|tgz)$/.test(out) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      created_at: new Date().toISOString(),
      media,
    };
    await archive.addText(MANIFEST_ENTRY, `${JSON.stringify(manifest, null, 2)}\n`);

    const store = new LocalMediaStore(dataDir);
    const saved = new Set<string>();
    const saveMedia = async () => {
      if (media !== 'local') return;
      for await (const { key } of store.list()) {
        if (!saved.has(key) && (await archive.addFile(`${MEDIA_FOLDER}/${key}`, path.join(store.dir, key))))
          saved.add(key);
      }
    };

    await saveMedia();
    const snapshot = path.join(scratch, SQLITE_FILE);
    await snapshotDatabase(database, snapshot);
    const referenced = await checkedSnapshot(snapshot);
    await archive.addFile(SQLITE_FILE, snapshot);
    const secrets = [];
    for (const name of SECRET_FILES)
      if (await archive.addFile(name, path.join(dataDir, name))) secrets.push(name);
    await saveMedia();
    await archive.close();
    await rename(partial, out);

    return {
      databaseBytes: (await stat(snapshot)).size,
      mediaFiles: saved.size,
      secrets,
      missingMedia: media === 'local' ? [...referenced].filter((key) => !saved.has(key)).sort() : [],
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
