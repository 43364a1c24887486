import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds password hashes, e-mails and the secrets that sign tokens and seal payment keys: only
 * the server's own account may read it. The folder is 0700 and its files 0600, whatever the umask, and
 * an existing folder or file with looser modes (from an older version) is tightened at start.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) when missing and makes it 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes an existing file 0600; creates it empty first when `create` (before a library opens it 0644). */
export function ensurePrivateFile(file: string, { create = false } = {}): void {
  if (!existsSync(file)) {
    if (!create) return;
    closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  }
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** The SQLite file with its journal files (SQLite gives those the mode of the database file). */
export function privateDatabaseFiles(dataDir: string, fileName: string): void {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, fileName);
  ensurePrivateFile(file, { create: true });
  for (const suffix of ['-wal', '-shm', '-journal']) ensurePrivateFile(file + suffix);
}
