import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LockTimeoutError } from '../src/locks/KeyedLock';
import { NARRATION_BUSY, NO_AUDIO_CONTENT } from '../src/services/narration';
import {
  addChapter,
  adminClient,
  chapterForm,
  FakeSynthesizer,
  HEBREW,
  keyOf,
  mediaFiles,
} from './helpers/content';
import { createTestApp, type TestApp } from './helpers/testApp';

const fail = (response: { statusCode: number; json(): { message: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

describe('narration with a speech engine double', () => {
  let t: TestApp;
  let client: ReturnType<typeof adminClient>;
  const speech = new FakeSynthesizer(60);

  beforeAll(async () => {
    t = await createTestApp({ overrides: { speech } });
    client = adminClient(t, await t.loginAdmin());
  });
  afterAll(() => t.close());

  const generate = (chapter_id: string, gender: string, again = false) =>
    client.form(`/api/tts/${again ? 'regenerate' : 'generate'}-speech`, { chapter_id, gender });
  const chapterOf = async (id: string) => (await client.get(`/api/get-chapter-by-id/${id}`)).json().data;

  test('generates an MP3 for each voice from the audio content, points kept and tags gone', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({ chapter_audio_content: `<h2>פרק</h2><p>${HEBREW}</p>` }),
    );
    speech.calls = [];
    const response = await generate(chapter._id, 'male');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Audio generated successfully' });
    expect(body.data.audio_url).toMatch(/^\/media\/[0-9a-f-]{36}\.mp3$/);
    expect(speech.calls).toEqual([{ text: `פרק\n${HEBREW}`, voice: 'male' }]);

    const audio = await t.inject({ method: 'GET', url: body.data.audio_url });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.body).toContain(`male: פרק`);

    const female = (await generate(chapter._id, 'female')).json().data.audio_url;
    const stored = await chapterOf(chapter._id);
    expect(stored.audio_url_male).toBe(body.data.audio_url);
    expect(stored.audio_url_female).toBe(female);
    expect(await mediaFiles(t)).toEqual(
      [chapter.chapter_image, chapter.chapter_cover_image, body.data.audio_url, female].map(keyOf).sort(),
    );
  });

  test('regeneration replaces the file and removes the old one', async () => {
    const chapter = await addChapter(client);
    const first = (await generate(chapter._id, 'female')).json().data.audio_url;
    const response = await generate(chapter._id, 'female', true);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Audio regenerated successfully');
    const second = response.json().data.audio_url;
    expect(second).not.toBe(first);
    expect((await chapterOf(chapter._id)).audio_url_female).toBe(second);
    expect((await t.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  test('a failed regeneration keeps the old audio and leaves no new file', async () => {
    const chapter = await addChapter(client);
    const before = (await generate(chapter._id, 'male')).json().data.audio_url;
    const files = await mediaFiles(t);
    speech.failWith = 'engine exploded';
    try {
      const response = await generate(chapter._id, 'male', true);
      expect(fail(response)).toEqual({ status: 502, message: 'Failed to generate audio' });
      expect(response.json().detail).toBe('Speech generation failed: engine exploded');
    } finally {
      speech.failWith = null;
    }
    expect((await chapterOf(chapter._id)).audio_url_male).toBe(before);
    expect((await t.inject({ method: 'GET', url: before })).statusCode).toBe(200);
    expect(await mediaFiles(t)).toEqual(files);
  });

  test('two requests for the same chapter and voice run one after the other; different voices in parallel', async () => {
    const chapter = await addChapter(client);
    const files = await mediaFiles(t);
    speech.maxRunning = 0;
    const [a, b] = await Promise.all([generate(chapter._id, 'male'), generate(chapter._id, 'male', true)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(speech.maxRunning).toBe(1);
    // Whichever took the lock second ran last (either may reach it first): the chapter points at its
    // file, and exactly one narration file remains, the other replaced.
    const urls = [a, b].map((response) => response.json().data.audio_url as string);
    const last = (await chapterOf(chapter._id)).audio_url_male;
    expect(urls).toContain(last);
    expect(await mediaFiles(t)).toEqual([...files, keyOf(last)].sort());

    speech.maxRunning = 0;
    speech.rendezvous = 2;
    try {
      await Promise.all([generate(chapter._id, 'male', true), generate(chapter._id, 'female')]);
    } finally {
      speech.rendezvous = 0;
    }
    expect(speech.maxRunning).toBe(2);
  });

  test('a chapter deleted while its audio is generated keeps no audio file', async () => {
    const chapter = await addChapter(client);
    // The speech is running when the chapter goes (20 ms after the call did not promise it had started, nor
    // 60 ms of speech that it was still running, on a busy machine).
    const release = speech.hold();
    speech.calls = [];
    const pending = generate(chapter._id, 'male');
    try {
      await speech.started();
      expect((await client.delete(`/api/admin/delete-chapter/${chapter._id}`)).statusCode).toBe(200);
    } finally {
      release();
    }
    expect(fail(await pending)).toEqual({ status: 404, message: 'Chapter not found' });
    const files = await mediaFiles(t);
    const remaining = await t.db.selectFrom('chapters').select(['audio_male', 'audio_female']).execute();
    const referenced = new Set(remaining.flatMap((row) => [row.audio_male, row.audio_female]));
    expect(files.filter((file) => file.endsWith('.mp3') && !referenced.has(file))).toEqual([]);
  });

  test('without audio content the request is refused with the spec message', async () => {
    for (const audio of ['', '<p> </p><script>speak()</script>']) {
      const chapter = await addChapter(client, chapterForm({ chapter_audio_content: audio }));
      expect(chapter.has_audio_content).toBe(false);
      expect(fail(await generate(chapter._id, 'female'))).toEqual({ status: 400, message: NO_AUDIO_CONTENT });
    }
    expect(NO_AUDIO_CONTENT).toBe(
      'You need to first add audio content for this chapter to generate the audio',
    );
  });

  test('refuses a missing chapter id, an unknown gender and an unknown chapter', async () => {
    const chapter = await addChapter(client);
    expect(fail(await client.form('/api/tts/generate-speech', { gender: 'male' }))).toEqual({
      status: 400,
      message: 'Chapter ID is required',
    });
    for (const gender of ['Male', 'other', '']) {
      expect(fail(await generate(chapter._id, gender))).toEqual({
        status: 400,
        message: "Gender must be 'male' or 'female'",
      });
    }
    expect(fail(await generate('no-such-chapter', 'male', true))).toEqual({
      status: 404,
      message: 'Chapter not found',
    });
  });
});

describe('narration whose lock is held elsewhere too long', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The lock's timeout (another process narrating the same chapter and voice for minutes).
    const locks = { run: () => Promise.reject(new LockTimeoutError('narration:x:male', 120_000)) };
    t = await createTestApp({ overrides: { locks, speech: new FakeSynthesizer() } });
  });
  afterAll(() => t.close());

  test('is a 409 that says to try again, and changes nothing', async () => {
    const client = adminClient(t, await t.loginAdmin());
    const chapter = await addChapter(client);
    const response = await client.form('/api/tts/generate-speech', {
      chapter_id: chapter._id,
      gender: 'male',
    });
    expect(fail(response)).toEqual({ status: 409, message: NARRATION_BUSY });
    expect(
      (await client.get(`/api/get-chapter-by-id/${chapter._id}`)).json().data.audio_url_male,
    ).toBeFalsy();
  });
});

describe('narration with the offline espeak-ng engine', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('speaks a chapter into a real MP3', async () => {
    const client = adminClient(t, await t.loginAdmin());
    const chapter = await addChapter(client);
    const response = await client.form('/api/tts/generate-speech', {
      chapter_id: chapter._id,
      gender: 'female',
    });
    expect(response.statusCode).toBe(200);
    const audio = await t.inject({ method: 'GET', url: response.json().data.audio_url });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    // MPEG audio frame sync (11 set bits), MPEG-2 layer III.
    expect(audio.rawPayload[0]).toBe(0xff);
    expect(audio.rawPayload[1]! & 0xe0).toBe(0xe0);
    expect(audio.rawPayload.length).toBeGreaterThan(10_000);
  });
});
