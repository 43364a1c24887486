import type { MediaExt, MediaSource, MediaStore } from './MediaStore';

/** The files one request adds and drops. Made only by withMediaChanges. */
export class MediaChanges {
  readonly added: string[] = [];
  readonly dropped = new Set<string>();

  constructor(private readonly store: MediaStore) {}

  async add(source: MediaSource, ext: MediaExt): Promise<string> {
    const key = await this.store.put(source, ext);
    this.added.push(key);
    return key;
  }

  /** Marks a stored file for removal once the change is committed; null and undefined are ignored. */
  drop(key: string | null | undefined): void {
    if (key) this.dropped.add(key);
  }
}

/**
 * Runs a database change with its files so a failure loses nothing and leaves nothing behind: files
 * added by `work` are removed again if it throws; files it drops are removed only after it returns,
 * that is after its transaction committed. A failed removal leaves an orphan file, never a broken
 * reference.
 */
export async function withMediaChanges<T>(
  store: MediaStore,
  work: (changes: MediaChanges) => Promise<T>,
): Promise<T> {
  const changes = new MediaChanges(store);
  let result: T;
  try {
    result = await work(changes);
  } catch (error) {
    await Promise.allSettled(changes.added.map((key) => store.delete(key)));
    throw error;
  }
  await Promise.allSettled([...changes.dropped].map((key) => store.delete(key)));
  return result;
}
