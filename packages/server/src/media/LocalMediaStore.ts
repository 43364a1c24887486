import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '../config';
import { isMediaKey, type MediaExt, type MediaStore } from './MediaStore';

export const MEDIA_URL_PREFIX = '/media/';

/** Files being written start with this; a start of the server removes any a crash left (see media/sweep). */
export const TEMP_PREFIX = '.tmp-';

/** Files in one directory (DATA_DIR/media), served by the media route under /media/. */
export class LocalMediaStore implements MediaStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = mediaDir(dataDir);
  }

  async put(data: Uint8Array, ext: MediaExt): Promise<string> {
    const key = `${randomUUID()}.${ext}`;
    // Written under a temporary name, then renamed: a rename within a directory is atomic.
    const temp = path.join(this.dir, `${TEMP_PREFIX}${randomUUID()}`);
    await mkdir(this.dir, { recursive: true });
    try {
      await writeFile(temp, data);
      await rename(temp, path.join(this.dir, key));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return key;
  }

  async read(key: string): Promise<Buffer | null> {
    if (!isMediaKey(key)) return null;
    try {
      return await readFile(path.join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (isMediaKey(key)) await rm(path.join(this.dir, key), { force: true });
  }

  url(key: string): string {
    return MEDIA_URL_PREFIX + key;
  }
}
