import { buffer } from 'node:stream/consumers';
import type { MediaStore } from '../../src/media/MediaStore';

/** A stored file's bytes, or null when the store has no such file. */
export async function storedBytes(store: MediaStore, key: string): Promise<Buffer | null> {
  const file = await store.open(key);
  return file ? buffer(await file.read()) : null;
}

/** The keys a store holds, sorted. */
export async function storedKeys(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys.sort();
}
