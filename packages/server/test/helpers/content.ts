import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { encodePng } from '../../src/demo/contentPng';
import { SpeechError, type SpeechSynthesizer, type Voice } from '../../src/speech/SpeechSynthesizer';
import { type FilePart, multipartBody } from './multipart';
import { bearer, type TestApp } from './testApp';

/** A small picture in one of the accepted formats, made by sharp (a real encoder). */
export const encodeImage = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 4, height = 3) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .toFormat(format)
    .toBuffer();

const JPEG = await encodeImage('jpeg');
const WEBP = await encodeImage('webp');
const GIF = await encodeImage('gif');

/** Real images of each accepted format, and files that only pretend to be images. */
export const images = {
  png: (shade = 0): FilePart => ({
    filename: 'picture.png',
    contentType: 'image/png',
    data: encodePng(4, 3, () => [shade, 100, 200]),
  }),
  jpeg: (): FilePart => ({
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    data: JPEG,
  }),
  gif: (): FilePart => ({
    filename: 'a.gif',
    contentType: 'image/gif',
    data: GIF,
  }),
  webp: (): FilePart => ({
    filename: 'a.webp',
    contentType: 'image/webp',
    data: WEBP,
  }),
  svg: (): FilePart => ({
    filename: 'evil.svg',
    contentType: 'image/svg+xml',
    data: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    ),
  }),
  /** A text file named and declared as a PNG. */
  fakePng: (): FilePart => ({
    filename: 'photo.png',
    contentType: 'image/png',
    data: Buffer.from('just some text, not a picture'),
  }),
  /** A PNG header followed by `bytes` of padding: passes the content check, fails the size limit. */
  hugePng: (bytes: number): FilePart => ({
    filename: 'huge.png',
    contentType: 'image/png',
    data: Buffer.concat([encodePng(1, 1, () => [0, 0, 0]), Buffer.alloc(bytes)]),
  }),
};

/** The files in DATA_DIR/media (temporary files included, so a leftover would show). */
export const mediaFiles = async (t: TestApp): Promise<string[]> =>
  (await readdir(path.join(t.config.dataDir, 'media')).catch(() => [] as string[])).sort();

/** The media key behind a /media/... address. */
export const keyOf = (url: string | null | undefined) => (url ? url.replace(/^\/media\//, '') : null);

export const HEBREW = 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃';

/** A complete add-chapter form; `fields` override or (as undefined) remove fields. */
export function chapterForm(
  fields: Record<string, string | undefined> = {},
  files: Record<string, FilePart | undefined> = {},
) {
  const allFields: Record<string, string | undefined> = {
    chapter_name: 'בראשית א׳',
    verses: '31',
    image_buy_link: 'https://shop.example.com/image',
    cover_image_buy_link: 'https://shop.example.com/cover',
    chapter_content: `<p>${HEBREW}</p>`,
    chapter_audio_content: `<p>${HEBREW}</p>`,
    ...fields,
  };
  const allFiles: Record<string, FilePart | undefined> = {
    chapter_image: images.png(1),
    cover_image: images.png(2),
    ...files,
  };
  const defined = <T>(record: Record<string, T | undefined>) =>
    Object.fromEntries(
      Object.entries(record).filter((entry): entry is [string, T] => entry[1] !== undefined),
    );
  return multipartBody(defined(allFields), defined(allFiles));
}

/** Admin requests against a test app. */
export function adminClient(t: TestApp, token: string) {
  const headers = bearer(token);
  return {
    get: (url: string) => t.inject({ method: 'GET', url, headers }),
    delete: (url: string) => t.inject({ method: 'DELETE', url, headers }),
    form: (url: string, payload: Record<string, string>, extra: Record<string, string> = {}) =>
      t.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload }),
    multipart: (url: string, body: ReturnType<typeof multipartBody>, extra: Record<string, string> = {}) =>
      t.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...headers, ...extra },
      }),
  };
}

/** Adds a chapter through the API and returns its reply data. */
export async function addChapter(client: ReturnType<typeof adminClient>, form = chapterForm()) {
  const response = await client.multipart('/api/admin/add-chapter', form);
  if (response.statusCode !== 200) throw new Error(`add-chapter failed: ${response.body}`);
  return response.json().data;
}

/**
 * A speech engine double: "MP3" bytes that name the voice and the text, an optional delay, and a log
 * of the calls running at once per voice, so tests can see overlap. Tests wait for its events (a call started,
 * calls running together), never for a time: a busy machine only makes them slower.
 */
export class FakeSynthesizer implements SpeechSynthesizer {
  calls: { text: string; voice: Voice }[] = [];
  running = 0;
  maxRunning = 0;
  failWith: string | null = null;
  /**
   * When set, a call waits until this many run at once: overlap that a delay alone cannot promise under load.
   * Calls that wrongly run one at a time never meet, and the test fails on its timeout.
   */
  rendezvous = 0;
  /** While set, calls that started wait for it (`hold`): a test acts while the speech is certainly running. */
  private gate: Promise<void> | null = null;
  /** Resolved on each call's start: `started` and `meet` look again. */
  private changed: (() => void)[] = [];

  constructor(private readonly delayMs = 0) {}

  /** Resolves once `condition` holds, looking again at each start of a call. */
  private async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.changed.push(resolve));
  }

  /** Resolves once `count` calls have started (counted since `calls` was last emptied). */
  started(count = 1): Promise<void> {
    return this.until(() => this.calls.length >= count);
  }

  /** Holds every call, once started, until the function returned is called. */
  hold(): () => void {
    let open!: () => void;
    this.gate = new Promise<void>((resolve) => (open = resolve));
    return () => {
      this.gate = null;
      open();
    };
  }

  async synthesize(text: string, voice: Voice): Promise<Buffer> {
    this.calls.push({ text, voice });
    this.running++;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    for (const look of this.changed.splice(0)) look();
    try {
      await this.until(() => this.running >= this.rendezvous);
      await this.gate;
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.failWith) throw new SpeechError(this.failWith);
      return Buffer.from(`ID3 fake mp3 #${this.calls.length} ${voice}: ${text}`);
    } finally {
      this.running--;
    }
  }
}

/**
 * Makes every insert into `table` fail inside the database (a trigger, on SQLite and PostgreSQL), so a
 * test can break a write at the write itself, after the ones before it in the same transaction
 * succeeded. Returns the function that removes the trigger.
 */
export async function failInserts(t: TestApp, table: string): Promise<() => Promise<void>> {
  const trigger = sql.raw(`fail_insert_${table}`);
  const target = sql.raw(table);
  if (t.dialect === 'sqlite') {
    await sql`create trigger ${trigger} before insert on ${target} begin select raise(abort, 'injected failure'); end`.execute(
      t.db,
    );
    return async () => void (await sql`drop trigger ${trigger}`.execute(t.db));
  }
  await sql`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
    t.db,
  );
  await sql`create trigger ${trigger} before insert on ${target} for each row execute function ${trigger}()`.execute(
    t.db,
  );
  return async () => {
    await sql`drop trigger ${trigger} on ${target}`.execute(t.db);
    await sql`drop function ${trigger}()`.execute(t.db);
  };
}
