import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TEMP_PREFIX } from './LocalMediaStore';
import type { MediaStore } from './MediaStore';
import { referencedMediaKeys } from '../repositories/mediaReferences';

/** A file younger than this may belong to a request still running: never swept. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

export interface SweepOptions {
  db: Kysely<Database>;
  store: MediaStore;
  /** Where uploads and the local store write temporary files (DATA_DIR/media, whatever the store). */
  tempDir: string;
  /** At start no request runs, so every temporary file is a leftover, whatever its age. */
  atStart: boolean;
  now?: number;
}

/**
 * Removes what crashes and failed clean-ups leave: temporary files and upload folders (`.tmp-*`, an upload
 * or a write cut short) on the local disk, and files of the store (the folder or the bucket) no record
 * references. Only what is older than an hour is touched, except temporary files at start: a younger file
 * may be one a running request stored and has not committed yet. Keys are never reused, so an old
 * unreferenced file is never wanted again.
 */
export async function sweepMedia({ db, store, tempDir, atStart, now = Date.now() }: SweepOptions) {
  const removed = { temporary: 0, unreferenced: 0 };
  const isOld = (time: number) => now - time >= SWEEP_MIN_AGE_MS;
  const names = await readdir(tempDir).catch(() => [] as string[]);
  for (const name of names.filter((name) => name.startsWith(TEMP_PREFIX))) {
    const stats = await stat(path.join(tempDir, name)).catch(() => null);
    if (!stats || !(atStart || isOld(stats.mtimeMs))) continue;
    await rm(path.join(tempDir, name), { recursive: true, force: true });
    removed.temporary++;
  }
  // Read once, and only when some file is old enough to go: the database is asked nothing otherwise.
  let referenced: Set<string> | null = null;
  for await (const { key, lastModified } of store.list()) {
    if (!isOld(lastModified.getTime())) continue;
    referenced ??= await referencedMediaKeys(db);
    if (referenced.has(key)) continue;
    await store.delete(key);
    removed.unreferenced++;
  }
  return removed;
}

/**
 * Sweeps once now (at start) and then every `intervalMs` (0: never again) until the returned stop is
 * called. A failed sweep is logged and tried again at the next interval.
 */
export async function startMediaSweeper(
  options: Omit<SweepOptions, 'atStart' | 'now'> & { intervalMs: number; log: (message: string) => void },
): Promise<() => void> {
  const { intervalMs, log, ...sweep } = options;
  const run = async (atStart: boolean) => {
    try {
      const { temporary, unreferenced } = await sweepMedia({ ...sweep, atStart });
      if (temporary || unreferenced)
        log(`Media sweep removed ${temporary} temporary and ${unreferenced} unreferenced files.`);
    } catch (error) {
      log(`Media sweep failed: ${(error as Error).message}`);
    }
  };
  await run(true);
  if (!intervalMs) return () => {};
  const timer = setInterval(() => void run(false), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
