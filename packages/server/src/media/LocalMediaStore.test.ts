import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalMediaStore } from './LocalMediaStore';
import { withMediaChanges } from './MediaChanges';
import { mediaTypeOf } from './MediaStore';

let dataDir: string;
let store: LocalMediaStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-'));
  store = new LocalMediaStore(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const files = () => readdir(store.dir).catch(() => []);

describe('LocalMediaStore', () => {
  it('stores bytes under a generated name in DATA_DIR/media and reads them back', async () => {
    const key = await store.put(Buffer.from('abc'), 'png');
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await files()).toEqual([key]);
    expect((await store.read(key))?.toString()).toBe('abc');
    expect(store.url(key)).toBe(`/media/${key}`);
    expect(mediaTypeOf(key)).toBe('image/png');
  });

  it('gives every file a new name', async () => {
    const [a, b] = await Promise.all([
      store.put(Buffer.from('a'), 'mp3'),
      store.put(Buffer.from('b'), 'mp3'),
    ]);
    expect(a).not.toBe(b);
    expect(await files()).toHaveLength(2);
  });

  it('deletes, and treats missing files and foreign keys as absent', async () => {
    const key = await store.put(Buffer.from('abc'), 'gif');
    await store.delete(key);
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
    expect(await store.read('../../etc/passwd')).toBeNull();
    expect(await store.read('x.png')).toBeNull();
    expect(await files()).toEqual([]);
  });
});

describe('withMediaChanges', () => {
  it('removes dropped files only after the work succeeded', async () => {
    const old = await store.put(Buffer.from('old'), 'png');
    const added = await withMediaChanges(store, async (changes) => {
      changes.drop(old);
      changes.drop(null);
      const key = await changes.add(Buffer.from('new'), 'png');
      expect(await store.read(old)).not.toBeNull();
      return key;
    });
    expect(await files()).toEqual([added]);
  });

  it('removes the files it added and keeps the dropped ones when the work fails', async () => {
    const old = await store.put(Buffer.from('old'), 'png');
    await expect(
      withMediaChanges(store, async (changes) => {
        changes.drop(old);
        await changes.add(Buffer.from('new'), 'png');
        throw new Error('database said no');
      }),
    ).rejects.toThrow('database said no');
    expect(await files()).toEqual([old]);
  });
});
