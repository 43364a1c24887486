import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { mediaDir } from '../config';
import { NotFoundError } from '../domain/errors';
import {
  type ByteRange,
  isMediaKey,
  MEDIA_URL_PREFIX,
  type MediaExt,
  type MediaFile,
  mediaTypeOf,
  type MediaSource,
  type MediaStore,
  newMediaKey,
  type StoredMedia,
} from './MediaStore';

/** Files being written start with this; a start of the server removes any a crash left (see media/sweep). */
export const TEMP_PREFIX = '.tmp-';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The bytes of a file as a stream. The file is opened before the reply starts, so one removed since it was
 * stat'ed is a 404 the route can still send.
 */
async function readFile(file: string, range?: ByteRange): Promise<Readable> {
  try {
    return (await open(file)).createReadStream(range ?? {});
  } catch (error) {
    if (missing(error)) throw new NotFoundError('file_not_found', 'File not found');
    throw error;
  }
}

/** Files in one directory (DATA_DIR/media), served by the media route under /media/. */
export class LocalMediaStore implements MediaStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = mediaDir(dataDir);
  }

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Writes and removes a temporary file (one a crash leaves is swept like any other). */
  async check(): Promise<void> {
    const probe = path.join(this.dir, `${TEMP_PREFIX}check-${randomUUID()}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  }

  async put(source: MediaSource, ext: MediaExt): Promise<string> {
    const key = newMediaKey(ext);
    // Written under a temporary name, then renamed: a rename within a directory is atomic.
    const temp = path.join(this.dir, `${TEMP_PREFIX}${randomUUID()}`);
    await mkdir(this.dir, { recursive: true });
    try {
      if (source instanceof Uint8Array) await writeFile(temp, source);
      else await copyFile(source.path, temp);
      await rename(temp, path.join(this.dir, key));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return key;
  }

  async open(key: string): Promise<MediaFile | null> {
    if (!isMediaKey(key)) return null;
    const file = path.join(this.dir, key);
    const stats = await stat(file).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!stats?.isFile()) return null;
    return {
      size: stats.size,
      // A key's bytes never change, so its size and time identify them; strong, so If-Range can use it.
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
      contentType: mediaTypeOf(key),
      read: (range?: ByteRange) => readFile(file, range),
    };
  }

  async delete(key: string): Promise<void> {
    if (isMediaKey(key)) await rm(path.join(this.dir, key), { force: true });
  }

  async *list(): AsyncIterable<StoredMedia> {
    const names = await readdir(this.dir).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const key of names.filter(isMediaKey)) {
      const stats = await stat(path.join(this.dir, key)).catch(() => null);
      if (stats?.isFile()) yield { key, lastModified: stats.mtime };
    }
  }

  url(key: string): string {
    return MEDIA_URL_PREFIX + key;
  }
}
