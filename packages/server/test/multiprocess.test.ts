import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chapterForm, HEBREW } from './helpers/content';
import { type FakeSpeech, type Spoken, startFakeSpeech } from './helpers/fakeSpeech';
import { type ServerProcess, startServer, stopServer } from './helpers/serverProcess';
import { createPostgresTestDatabase } from './helpers/testDatabase';

const ADMIN = { username: 'admin@multi.local', password: 'admin-password-1' };
const LOGIN_RATE_LIMIT = 3;
/** How long the fake speech service takes per request: long enough for overlap to show under load. */
const SPEECH_DELAY_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Several processes need PostgreSQL (advisory locks, shared counters): SQLite is one process only.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'two server processes on one PostgreSQL database (PostgreSQL run only)',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let speech: FakeSpeech;
    let one: ServerProcess;
    let two: ServerProcess;
    let token: string;

    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      speech = await startFakeSpeech({ delayMs: SPEECH_DELAY_MS });
      // What every process must share (README, "Running several processes").
      const shared = {
        DATABASE_URL: database!.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_DATA: '0',
        ...speech.env(),
        LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
        LOGIN_ADDRESS_RATE_LIMIT: '1000',
      };
      // One after the other: the first migrates the empty database and creates the admin.
      one = await startServer('one', shared);
      two = await startServer('two', shared);
      token = (await call(one, '/api/login', ADMIN)).body.access_token as string;
    });

    afterAll(async () => {
      for (const server of [one, two]) if (server) await stopServer(server);
      await speech?.close();
      await database?.drop();
    });

    async function call(server: ServerProcess, url: string, body?: Record<string, string>) {
      const response = await fetch(`${server.url}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    /** Adds a chapter (through the first process) whose audio content ends with `label`. */
    async function addChapter(label: string): Promise<string> {
      const { payload, headers } = chapterForm({ chapter_audio_content: `<p>${HEBREW} ${label}</p>` });
      const response = await fetch(`${one.url}/api/admin/add-chapter`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: payload,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { _id: string } }).data._id;
    }

    const narrate = (server: ServerProcess, chapter_id: string) =>
      call(server, '/api/tts/generate-speech', { chapter_id, gender: 'male' });

    /** The fake's requests for a chapter's text (by its label), in arrival order. */
    const spokenFor = (label: string) => speech.spoken.filter((request) => request.text.endsWith(label));
    const overlap = (a: Spoken, b: Spoken) => a.start < (b.end ?? Infinity) && b.start < (a.end ?? Infinity);

    test('narration of one chapter and voice runs one at a time across the processes; other chapters at once', async () => {
      const [same, other] = [await addChapter('SAME'), await addChapter('OTHER')];
      const replies = await Promise.all([
        narrate(one, same),
        narrate(two, same),
        narrate(one, same),
        narrate(two, same),
        narrate(two, other),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);

      const sameRequests = spokenFor('SAME');
      expect(sameRequests).toHaveLength(4);
      for (const [i, a] of sameRequests.entries())
        for (const b of sameRequests.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      // The other chapter did not wait: it was spoken while the first narration of the same one was.
      const [otherRequest] = spokenFor('OTHER');
      expect(overlap(otherRequest!, sameRequests[0]!)).toBe(true);
    });

    test('the login limit counts attempts made on either process', async () => {
      const attempts = [];
      for (let i = 0; i < LOGIN_RATE_LIMIT + 3; i++) {
        const server = i % 2 === 0 ? one : two;
        const reply = await call(server, '/api/login', {
          username: 'guess@multi.local',
          password: `wrong-${i}`,
        });
        attempts.push(`${server.name} ${reply.status}`);
      }
      // Three attempts allowed in all (not three per process): the fourth is refused, whichever answers.
      expect(attempts).toEqual(['one 401', 'two 401', 'one 401', 'two 429', 'one 429', 'two 429']);
    });

    test('a process killed mid-narration releases the lock: the other process then narrates', async () => {
      const chapter = await addChapter('KILLED');
      speech.state.hang = true;
      const hanging = narrate(one, chapter).catch((error: Error) => error);
      // The first process holds the lock and waits for speech that does not come.
      while (spokenFor('KILLED').length === 0) await sleep(20);
      one.child.kill('SIGKILL');
      expect(await hanging).toBeInstanceOf(Error);
      speech.state.hang = false;

      // Were the lock still held, this would wait for its timeout (minutes) and the call abort after 30 s.
      const reply = await narrate(two, chapter);
      expect(reply.status).toBe(200);
      expect(spokenFor('KILLED')).toHaveLength(2);
      const stored = await call(two, `/api/get-chapter-by-id/${chapter}`);
      expect((stored.body.data as { audio_url_male: string }).audio_url_male).toBe(
        (reply.body.data as { audio_url: string }).audio_url,
      );
    });
  },
);
