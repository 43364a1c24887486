import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TEMP_PREFIX } from './LocalMediaStore';
import { isMediaKey } from './MediaStore';
import { referencedMediaKeys } from '../repositories/mediaReferences';

/** A file younger than this may belong to a request still running: never swept. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

export interface SweepOptions {
  db: Kysely<Database>;
  /** The media folder (DATA_DIR/media). */
  dir: string;
  /** At start no request runs, so every temporary file is a leftover, whatever its age. */
  atStart: boolean;
  now?: number;
}

/**
 * Removes what crashes and failed clean-ups leave in the media folder: temporary files (`.tmp-*`, an
 * upload or a write cut short) and media files no record references. Only files older than an hour
 * are touched, except temporary files at start: a younger file may be one a running request stored
 * and has not committed yet. Keys are never reused, so an old unreferenced file is never wanted again.
 */
export async function sweepMedia({ db, dir, atStart, now = Date.now() }: SweepOptions) {
  const removed = { temporary: 0, unreferenced: 0 };
  const names = await readdir(dir).catch(() => [] as string[]);
  if (!names.length) return removed;
  const referenced = await referencedMediaKeys(db);
  for (const name of names) {
    const temporary = name.startsWith(TEMP_PREFIX);
    if (!temporary && (!isMediaKey(name) || referenced.has(name))) continue;
    const file = path.join(dir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) continue;
    const old = now - stats.mtimeMs >= SWEEP_MIN_AGE_MS;
    if (!old && !(temporary && atStart)) continue;
    await rm(file, { force: true });
    removed[temporary ? 'temporary' : 'unreferenced']++;
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
