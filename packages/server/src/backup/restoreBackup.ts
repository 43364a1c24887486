import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../dataDir';
import { SQLITE_FILE } from '../db/database';
import { checkProductSchema } from './checkSchema';
import {
  backupManifest,
  BackupError,
  type BackupManifest,
  checkIntegrity,
  isDataEntry,
  MANIFEST_ENTRY,
  MEDIA_FOLDER,
  SECRET_FILES,
} from './format';

export interface RestoreSummary {
  manifest: BackupManifest;
  databaseBytes: number;
  mediaFiles: number;
  secrets: string[];
}

/** The most a manifest takes: it is a few lines of JSON. */
const MANIFEST_MAX_BYTES = 64 * 1024;

async function refuseNonEmpty(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (names.length === 0) return;
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  throw new BackupError(
    `DATA_DIR ${dataDir} is not empty (${shown}): a restore goes into an empty folder only, so nothing ` +
      'is overwritten. Stop the server, move the folder aside (or set DATA_DIR to a new one), then restore.',
  );
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

const notOurs = (file: string, why: string) =>
  new BackupError(`${file} is not a backup made by pnpm backup: ${why}`);

/**
 * Extracts the backup into `dir`: its manifest first, then only what a backup holds (the database, the
 * generated secrets, media files by key), each as a new file 0600. Anything else stops the restore.
 */
async function extractInto(file: string, dir: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const input = createReadStream(file);
  const reading = (await isGzip(file)) ? pipeline(input, createGunzip(), extract) : pipeline(input, extract);
  // Its failure is met below, through the entries; a refusal that stops early destroys it on purpose.
  reading.catch(() => {});
  let manifest: BackupManifest | null = null;
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY || size > MANIFEST_MAX_BYTES)
          throw notOurs(file, `it begins with ${name}`);
        const parsed = backupManifest.safeParse(JSON.parse(await text(entry)));
        if (!parsed.success) throw notOurs(file, `${MANIFEST_ENTRY} is not its manifest`);
        manifest = parsed.data;
        continue;
      }
      if (type !== 'file' || !isDataEntry(name)) throw notOurs(file, `it holds ${name}`);
      if (name.startsWith(`${MEDIA_FOLDER}/`))
        await mkdir(path.join(dir, MEDIA_FOLDER), { recursive: true, mode: PRIVATE_DIR_MODE });
      await pipeline(
        entry,
        createWriteStream(path.join(dir, name), { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      );
    }
    await reading;
  } catch (error) {
    input.destroy();
    if (error instanceof BackupError) throw error;
    throw notOurs(file, (error as Error).message);
  }
  if (!manifest) throw notOurs(file, 'it is empty');
  return manifest;
}

/**
 * Puts a backup back into DATA_DIR, which must be empty or missing: extracted beside it first, the
 * database checked (integrity_check, then that it is the product's: checkProductSchema), then moved in, so a
 * failed restore leaves DATA_DIR as it was.
 */
export async function restoreBackup({
  file,
  dataDir,
}: {
  file: string;
  dataDir: string;
}): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  await refuseNonEmpty(dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  // Beside DATA_DIR: on the same file system, so moving in is a rename.
  const staging = await mkdtemp(`${dataDir}.restoring-`);
  try {
    const manifest = await extractInto(file, staging);
    const database = path.join(staging, SQLITE_FILE);
    if (!existsSync(database)) throw notOurs(file, 'it holds no database');
    const connection = new SQLite(database, { readonly: true });
    try {
      checkIntegrity(connection, `The database in ${file}`);
      await checkProductSchema(connection, `The database in ${file}`);
    } finally {
      connection.close();
    }
    const databaseBytes = (await stat(database)).size;
    const mediaFiles = existsSync(path.join(staging, MEDIA_FOLDER))
      ? (await readdir(path.join(staging, MEDIA_FOLDER))).length
      : 0;

    ensurePrivateDir(dataDir);
    const names = await readdir(staging);
    for (const name of names) await rename(path.join(staging, name), path.join(dataDir, name));
    const secrets = SECRET_FILES.filter((name) => names.includes(name));
    return { manifest, databaseBytes, mediaFiles, secrets };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
