import type SQLite from 'better-sqlite3';
import { z } from 'zod';
import { dataDirOf, databaseUrlOf, mediaStoreSettings } from '../config';
import { SQLITE_FILE } from '../db/database';
import { isMediaKey } from '../media/MediaStore';

export const BACKUP_FORMAT = 'bible-admin-backup';
export const MANIFEST_ENTRY = 'backup.json';

/**
 * A backup is one tar file (gzip-compressed when its name ends in .gz or .tgz): one file to copy off the
 * machine, readable with `tar -tf`, whose every entry is a file of DATA_DIR as it lies there. Its first
 * entry is this manifest, so a restore knows at once whether it holds one of ours.
 */
export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.string(),
  /** Where the media files were: in the backup (`local`), or left in their S3 bucket (`s3`). */
  media: z.enum(['local', 's3']),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** The secrets the server generates into DATA_DIR when the environment gives none (config.ts). */
export const SECRET_FILES = ['jwt-secret', 'encryption-key'] as const;

export const MEDIA_FOLDER = 'media';

/** Whether a name may be restored into DATA_DIR: the database, a generated secret or a media file. */
export function isDataEntry(name: string): boolean {
  if (name === SQLITE_FILE || (SECRET_FILES as readonly string[]).includes(name)) return true;
  const [folder, key, ...rest] = name.split('/');
  return folder === MEDIA_FOLDER && rest.length === 0 && key !== undefined && isMediaKey(key);
}

/** Why these commands refuse a PostgreSQL database, and what to run instead. */
export const POSTGRES_ADVICE =
  'DATABASE_URL is PostgreSQL: back it up with pg_dump and restore it with pg_restore instead ' +
  '(pg_dump --format=custom --file=bible-admin.dump "$DATABASE_URL"; README, "Operating").';

/** A refusal the commands print as it is: the operator's mistake or the file's, never a crash. */
export class BackupError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * What the commands work on, from the same environment as the server (DATA_DIR relative to `cwd`);
 * refused with what to run instead when the database is PostgreSQL. Unlike loadConfig, it generates no
 * secret: a restore needs DATA_DIR empty.
 */
export function backupSettings(env: Env, cwd: string) {
  if (databaseUrlOf(env)) throw new BackupError(POSTGRES_ADVICE);
  return { dataDir: dataDirOf(env, cwd), mediaStore: mediaStoreSettings(env) };
}

/** Refuses a database file whose `PRAGMA integrity_check` is anything but ok. */
export function checkIntegrity(connection: SQLite.Database, what: string): void {
  const rows = connection.pragma('integrity_check') as { integrity_check: string }[];
  const verdict = rows.map((row) => row.integrity_check).join('; ');
  if (verdict !== 'ok') throw new BackupError(`${what} fails its integrity check: ${verdict}`);
}
