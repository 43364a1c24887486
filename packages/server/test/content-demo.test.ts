import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDemoContent } from '../src/demo/content';
import { detectImageType } from '../src/media/imageType';
import { plainTextOf, stripPoints } from '../src/text/hebrew';
import { adminClient, FakeSynthesizer } from './helpers/content';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('demo content', () => {
  let t: TestApp;
  let client: ReturnType<typeof adminClient>;
  const speech = new FakeSynthesizer();

  beforeAll(async () => {
    t = await createTestApp({ overrides: { speech } });
    client = adminClient(t, await t.loginAdmin());
    await loadDemoContent(t.deps);
  });
  afterAll(() => t.close());

  test('has the first chapters of Genesis with Hebrew names, pictures, verses and one narrated chapter', async () => {
    const chapters = (await client.get('/api/admin/chapters')).json().data;
    expect(chapters.map((c: { chapter_name: string }) => c.chapter_name)).toEqual([
      'בראשית פרק א׳',
      'בראשית פרק ב׳',
      'בראשית פרק ג׳',
      'בראשית פרק ד׳',
    ]);
    expect(chapters.map((c: { audio_url_male: string | null }) => c.audio_url_male !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(chapters.map((c: { has_audio_content: boolean }) => c.has_audio_content)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    for (const chapter of chapters) {
      for (const url of [chapter.chapter_image, chapter.chapter_cover_image]) {
        const image = await t.inject({ method: 'GET', url });
        expect(image.headers['content-type']).toBe('image/png');
        expect(detectImageType(image.rawPayload)?.ext).toBe('png');
      }
      const verses = (await client.get(`/api/get-verses-by-chapter-id/${chapter._id}`)).json().verses;
      expect(verses.length).toBeGreaterThan(3);
    }
    const first = (await client.get(`/api/get-chapter-by-id/${chapters[0]._id}`)).json().data;
    expect(first.chapter_content).toMatch(/[\u05B0-\u05BC]/);
    expect(plainTextOf(first.chapter_content)).toContain('בראשית ברא אלהים');
    expect(first.verse_media.map((m: { verse_number: number }) => m.verse_number)).toEqual([1, 3]);
    expect(speech.calls.map((call) => [stripPoints(call.text).slice(0, 10), call.voice])).toEqual([
      ['בראשית ברא', 'male'],
    ]);
  });

  test('still loads when narration fails, leaving chapter 1 without audio', async () => {
    const other = await createTestApp({
      overrides: { speech: Object.assign(new FakeSynthesizer(), { failWith: 'offline' }) },
    });
    try {
      await loadDemoContent(other.deps);
      const rows = await other.db
        .selectFrom('chapters')
        .select(['chapter_number', 'audio_male'])
        .orderBy('chapter_number')
        .execute();
      expect(rows).toEqual([1, 2, 3, 4].map((n) => ({ chapter_number: n, audio_male: null })));
    } finally {
      await other.close();
    }
  });
});
