import { readdir } from 'node:fs/promises';
import { afterEach, expect, test } from 'vitest';
import { mediaDir } from '../src/config';
import { TEMP_PREFIX } from '../src/media/LocalMediaStore';
import { addChapter, adminClient, chapterForm, FakeSynthesizer, keyOf, mediaFiles } from './helpers/content';
import { startFakeSpeech } from './helpers/fakeSpeech';
import { type ServerProcess, startServer, stopServer } from './helpers/serverProcess';
import { createTestApp, form } from './helpers/testApp';
import { createPostgresTestDatabase } from './helpers/testDatabase';

/**
 * Stopping (README, "Operating"): from SIGTERM on /readyz answers 503 while the listener still serves for
 * SHUTDOWN_DRAIN_SECONDS; then the requests in flight get SHUTDOWN_GRACE_SECONDS. A narration either
 * finishes within them or leaves the chapter's previous audio as it was.
 */

const ADMIN = { username: 'admin@drain.local', password: 'admin-password-1' };
const SIGNAL_HANDLED = 'SIGTERM: not ready';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server process on a database of its own (PostgreSQL when the suite runs on it), and its restart. */
async function serverWith(name: string, env: Record<string, string>) {
  const database = await createPostgresTestDatabase();
  if (database) cleanups.push(() => database.drop());
  const fullEnv = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '0',
    ...env,
  };
  const track = (server: ServerProcess) => {
    cleanups.push(() => stopServer(server));
    return server;
  };
  const first = track(await startServer(name, fullEnv));
  return {
    server: first,
    /** The same DATA_DIR and database, once the first process has exited. */
    restart: async () => track(await startServer(`${name}-again`, fullEnv, { dataDir: first.dataDir })),
  };
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const get = (server: ServerProcess, url: string, token?: string) =>
  fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

test('SIGTERM: /readyz answers 503 at once while other calls are still served through the drain, then the port closes', async () => {
  const { server } = await serverWith('drain', {
    // Longer than the calls below take, even on a loaded machine: they run inside it.
    SHUTDOWN_DRAIN_SECONDS: '10',
    LOGIN_RATE_LIMIT: '1000',
  });
  const token = await signIn(server);
  // Ready before the signal: asked until it says so (each check has 2 s, which a loaded machine can outlast).
  while ((await get(server, '/readyz')).status !== 200) {
    // Not ready yet: asked again at once (the answer itself takes its time).
  }

  server.child.kill('SIGTERM');
  await server.printed(SIGNAL_HANDLED);
  const ready = await get(server, '/readyz');
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ code: 'not_ready', message: 'Not ready' });
  // A new connection, accepted and answered: the listener still serves.
  const dashboard = await fetch(`${server.url}/api/admin/dashboard`, {
    headers: { authorization: `Bearer ${token}`, connection: 'close' },
  });
  expect(dashboard.status).toBe(200);
  expect(server.output()).not.toContain('Stopped.');

  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('Stopped.');
  await expect(get(server, '/healthz')).rejects.toThrow();
});

/**
 * A server process with a fake speech service, a chapter narrated once (its previous audio) and a second
 * narration of it running: the speech service holds it until `speech.release()`.
 */
async function narrationRunning(name: string, graceSeconds: number) {
  const speech = await startFakeSpeech();
  cleanups.push(() => speech.close());
  const { server, restart } = await serverWith(name, {
    ...speech.env(),
    SHUTDOWN_DRAIN_SECONDS: '0',
    SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
  });
  const token = await signIn(server);
  const { payload, headers } = chapterForm();
  const added = await fetch(`${server.url}/api/admin/add-chapter`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
  });
  expect(added.status).toBe(200);
  const chapterId = ((await added.json()) as { data: { _id: string } }).data._id;
  const narrate = () =>
    fetch(`${server.url}/api/tts/regenerate-speech`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        connection: 'close',
      },
      body: new URLSearchParams({ chapter_id: chapterId, gender: 'male' }).toString(),
    });
  expect((await narrate()).status).toBe(200);
  const previous = await audioOf(server, token, chapterId);
  speech.state.hang = true;
  const running = narrate();
  // Caught here too: a cut connection rejects before the test awaits it.
  running.catch(() => {});
  await speech.received(2);
  return { speech, server, restart, chapterId, previous, running };
}

async function audioOf(server: ServerProcess, token: string, chapterId: string): Promise<string | null> {
  const reply = (await (await get(server, `/api/get-chapter-by-id/${chapterId}`, token)).json()) as {
    data: { audio_url_male: string | null };
  };
  return keyOf(reply.data.audio_url_male);
}

/** The narrations in the media folder, and any temporary file left there. */
async function storedAudio(server: ServerProcess) {
  const names = await readdir(mediaDir(server.dataDir));
  return {
    mp3: names.filter((name) => name.endsWith('.mp3')),
    temporary: names.filter((name) => name.startsWith(TEMP_PREFIX)),
  };
}

test('a narration running at SIGTERM that ends within the grace period is answered and kept', async () => {
  const { speech, server, restart, chapterId, previous, running } = await narrationRunning(
    'narration-kept',
    60,
  );
  server.child.kill('SIGTERM');
  await server.printed(SIGNAL_HANDLED);
  speech.release();
  const reply = await running;
  expect(reply.status).toBe(200);
  const newKey = keyOf(((await reply.json()) as { data: { audio_url: string } }).data.audio_url);
  expect(newKey).not.toBe(previous);
  expect(await server.exited).toEqual({ code: 0, signal: null });

  const again = await restart();
  expect(await audioOf(again, await signIn(again), chapterId)).toBe(newKey);
  // The replaced narration is gone, the new one stored whole.
  expect(await storedAudio(again)).toEqual({ mp3: [newKey], temporary: [] });
});

test('a narration still running when the grace period ends is given up: the previous audio stays', async () => {
  // The speech service never answers: only the stop can end the narration.
  const { server, restart, chapterId, previous, running } = await narrationRunning('narration-abandoned', 1);

  server.child.kill('SIGTERM');
  expect(
    await running.then(
      (reply) => reply.status,
      () => 'cut',
    ),
  ).toBe('cut');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('Cut 1 connections');

  const again = await restart();
  expect(await audioOf(again, await signIn(again), chapterId)).toBe(previous);
  expect(await storedAudio(again)).toEqual({ mp3: [previous], temporary: [] });
});

test('speech that ends just as the grace period is over commits nothing and removes the file it stored', async () => {
  const speech = new FakeSynthesizer();
  const t = await createTestApp({ overrides: { speech } });
  cleanups.push(() => t.close());
  const token = await t.loginAdmin();
  const chapter = await addChapter(adminClient(t, token));
  const narrate = () =>
    t.inject({
      method: 'POST',
      url: '/api/tts/generate-speech',
      ...form({ chapter_id: chapter._id, gender: 'male' }, token),
    });
  expect((await narrate()).statusCode).toBe(200);
  const previous = await mediaFiles(t);

  // The engine answers, but the grace period ended while it spoke.
  const synthesize = speech.synthesize.bind(speech);
  speech.synthesize = async (text, voice) => {
    const mp3 = await synthesize(text, voice);
    t.deps.lifecycle.abandon();
    return mp3;
  };
  expect((await narrate()).statusCode).toBe(500);
  await t.deps.lifecycle.settled();
  expect(await mediaFiles(t)).toEqual(previous);
  const stored = await t.db.selectFrom('chapters').select('audio_male').executeTakeFirstOrThrow();
  expect(previous).toContain(stored.audio_male);
});
