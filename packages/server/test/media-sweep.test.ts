import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { mediaDir } from '../src/config';
import { insertVerse } from '../src/repositories/verses';
import { sweepMedia } from '../src/media/sweep';
import { chapterForm, images, keyOf } from './helpers/content';
import { multipartBody } from './helpers/multipart';
import { bearer, sharedTestApp } from './helpers/testApp';
import { startServer } from './helpers/serverProcess';
import { createPostgresTestDatabase } from './helpers/testDatabase';

/** Leftovers of crashes (temporary files, unreferenced media) are swept at start and periodically. */

const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
const sorted = (names: string[]) => [...names].sort();

async function writeMedia(dir: string, name: string, age: Date) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), 'bytes');
  await utimes(path.join(dir, name), age, age);
  return name;
}

describe('sweepMedia', () => {
  const t = sharedTestApp();

  test('removes temporary files and unreferenced media older than an hour; keeps every referenced file', async () => {
    const dir = mediaDir(t.config.dataDir);
    const old = HOURS_AGO(2);
    const key = (ext = 'png') => `${randomUUID()}.${ext}`;
    const referenced = {
      chapterImage: await writeMedia(dir, key(), old),
      cover: await writeMedia(dir, key(), old),
      audio: await writeMedia(dir, key('mp3'), old),
      verseMedia: await writeMedia(dir, key(), old),
      verseImage: await writeMedia(dir, key(), old),
      profilePic: await writeMedia(dir, key(), old),
    };
    const chapterId = randomUUID();
    const now = new Date().toISOString();
    await t.db
      .insertInto('chapters')
      .values({
        id: chapterId,
        chapter_number: 1,
        chapter_name: 'א',
        verses: 1,
        status: 'active',
        image_buy_link: null,
        cover_image_buy_link: null,
        chapter_image: referenced.chapterImage,
        chapter_cover_image: referenced.cover,
        chapter_content: '<p>א</p>',
        chapter_audio_content: '',
        search: 'א',
        audio_plain: '',
        audio_male: null,
        audio_female: referenced.audio,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('verse_media')
      .values({
        id: randomUUID(),
        chapter_id: chapterId,
        verse_number: 1,
        image: referenced.verseMedia,
        video: null,
        created_at: now,
      })
      .execute();
    const verse = await insertVerse(t.db, { chapter_id: chapterId, verse_number: 1, content: '<p>א</p>' });
    await t.db
      .updateTable('verses')
      .set({ verse_image: referenced.verseImage })
      .where('id', '=', verse.id)
      .execute();
    await t.db.updateTable('users').set({ profile_pic: referenced.profilePic }).execute();

    const oldOrphan = await writeMedia(dir, key(), old);
    const youngOrphan = await writeMedia(dir, key('jpg'), new Date());
    const oldTemp = await writeMedia(dir, `.tmp-upload-${randomUUID()}`, old);
    const youngTemp = await writeMedia(dir, `.tmp-${randomUUID()}`, new Date());
    const other = await writeMedia(dir, 'README.txt', old);

    // While running, a young temporary file may be an upload in progress: kept.
    expect(await sweepMedia({ db: t.db, store: t.deps.media, tempDir: dir, atStart: false })).toEqual({
      temporary: 1,
      unreferenced: 1,
    });
    expect(sorted(await readdir(dir))).toEqual(
      sorted([...Object.values(referenced), youngOrphan, youngTemp, other]),
    );
    expect(await readdir(dir)).not.toContain(oldOrphan);
    expect(await readdir(dir)).not.toContain(oldTemp);

    // At start nothing runs: every temporary file is a leftover.
    expect(await sweepMedia({ db: t.db, store: t.deps.media, tempDir: dir, atStart: true })).toEqual({
      temporary: 1,
      unreferenced: 0,
    });
    expect(sorted(await readdir(dir))).toEqual(sorted([...Object.values(referenced), youngOrphan, other]));

    // An hour later the young orphan goes too.
    const later = Date.now() + 3600 * 1000 + 1000;
    expect(
      await sweepMedia({ db: t.db, store: t.deps.media, tempDir: dir, atStart: false, now: later }),
    ).toEqual({
      temporary: 0,
      unreferenced: 1,
    });
    expect(sorted(await readdir(dir))).toEqual(sorted([...Object.values(referenced), other]));
  });
});

/** `npm start`'s entry as a child process on dataDir (and PostgreSQL when the suite runs on it). */
async function startOn(dataDir: string, databaseUrl: string) {
  const server = await startServer(
    'sweep',
    {
      DEMO_DATA: '0',
      SHUTDOWN_DRAIN_SECONDS: '0',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'sweep-admin-pass',
    },
    { dataDir },
  );
  return {
    ...server,
    kill: async (signal: NodeJS.Signals) => {
      server.child.kill(signal);
      await server.exited;
    },
  };
}

test('a server killed (kill -9) mid-upload leaves a temporary file; the next start sweeps it and old unreferenced media', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-sweep-'));
  const postgres = await createPostgresTestDatabase();
  const dir = mediaDir(dataDir);
  try {
    const first = await startOn(dataDir, postgres?.url ?? '');
    let referenced: string[];
    try {
      const login = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'admin@example.com', password: 'sweep-admin-pass' }),
      });
      const headers = bearer(((await login.json()) as { access_token: string }).access_token);
      const form = chapterForm();
      const added = await fetch(`${first.url}/api/admin/add-chapter`, {
        method: 'POST',
        body: form.payload,
        headers: { ...form.headers, ...headers },
      });
      expect(added.status).toBe(200);
      const chapter = (
        (await added.json()) as { data: { _id: string; chapter_image: string; chapter_cover_image: string } }
      ).data;
      referenced = [chapter.chapter_image, chapter.chapter_cover_image].map((url) => keyOf(url)!);

      // An upload that streams half its file, then the server dies.
      const upload = multipartBody({ chapter_name: 'x' }, { chapter_image: images.hugePng(400_000) });
      const half = upload.payload.subarray(0, 200_000);
      const requesting = request(`${first.url}/api/admin/update-chapter/${chapter._id}`, {
        method: 'POST',
        headers: { ...upload.headers, ...headers, 'content-length': String(upload.payload.length) },
      });
      requesting.on('error', () => {});
      requesting.write(half);
      const temporary = () => readdir(dir).then((names) => names.filter((name) => name.startsWith('.tmp-')));
      for (let i = 0; i < 300 && !(await temporary()).length; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await temporary()).toHaveLength(1);
      await first.kill('SIGKILL');
      requesting.destroy();
      expect(await temporary()).toHaveLength(1);
    } catch (error) {
      await first.kill('SIGKILL');
      throw error;
    }

    // Old files: the referenced ones stay whatever their age, an unreferenced one goes; a young one stays.
    for (const name of referenced) await utimes(path.join(dir, name), HOURS_AGO(2), HOURS_AGO(2));
    await writeMedia(dir, `${randomUUID()}.png`, HOURS_AGO(2));
    const young = await writeMedia(dir, `${randomUUID()}.gif`, new Date());

    const second = await startOn(dataDir, postgres?.url ?? '');
    try {
      expect(sorted(await readdir(dir))).toEqual(sorted([...referenced, young]));
      expect(second.output()).toContain('Media sweep removed 1 temporary and 1 unreferenced files.');
    } finally {
      await second.kill('SIGTERM');
    }
  } finally {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
