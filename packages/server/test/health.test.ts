import { mkdtempSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { mediaDir } from '../src/config';
import { LocalMediaStore } from '../src/media/LocalMediaStore';
import { failedReadinessChecks, reusedFor } from '../src/services/readiness';
import { startTestS3, type TestS3 } from './helpers/s3';
import { createTestApp, sharedTestApp } from './helpers/testApp';

/** The probes: public JSON at the root, never the web app's page (which answers every other GET). */

const appDir = mkdtempSync(path.join(tmpdir(), 'bible-admin-dist-'));
writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rm(appDir, { recursive: true, force: true }));

/** Every probe checks the store here (the tests break it between two probes); see 'reuses' below. */
const EVERY_PROBE = { READY_MEDIA_CHECK_SECONDS: '0' };

const t = sharedTestApp({ build: { appDir }, env: EVERY_PROBE });

const get = (url: string) => t.inject({ method: 'GET', url });

test('GET /healthz: 200 JSON without a token, never the web app page', async () => {
  const response = await get('/healthz');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ success: true, status_code: 200, message: 'Up', status: 'ok' });
});

test('GET /readyz: 200 with every check ok', async () => {
  const response = await get('/readyz');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    status_code: 200,
    message: 'Ready',
    checks: { database: 'ok', migrations: 'ok', media: 'ok' },
  });
});

describe('GET /readyz: 503 not_ready naming the failing check, never its reason', () => {
  test('the media folder cannot be written', async () => {
    const folder = mediaDir(t.config.dataDir);
    await rename(folder, `${folder}.away`);
    await writeFile(folder, 'a file where the folder was');
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'not_ready',
        message: 'Not ready',
        detail: 'Failing: media. The server log says why.',
      });
      expect(response.body).not.toContain(t.config.dataDir);
    } finally {
      await rm(folder);
      await rename(`${folder}.away`, folder);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  test('a migration is not applied', async () => {
    const last = await t.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', (last as { name: string }).name as never)
      .execute();
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe('Failing: migrations. The server log says why.');
    } finally {
      await t.db
        .insertInto('kysely_migration' as never)
        .values(last as never)
        .execute();
    }
  });

  test('the database does not answer', async () => {
    const broken = await createTestApp();
    try {
      await broken.db.destroy();
      const response = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe('Failing: database, migrations. The server log says why.');
    } finally {
      await broken.close();
    }
  });
});

test('a check that hangs fails after the timeout', async () => {
  const media = new LocalMediaStore(t.config.dataDir);
  media.check = () => new Promise(() => {});
  // A second: the database's checks answer well within it even on a busy machine; the hanging one never does.
  const failed = await failedReadinessChecks({ db: t.db, media }, 1000);
  expect(failed.map(({ check, error }) => [check, error.message])).toEqual([
    ['media', 'no answer within 1000 ms'],
  ]);
});

test('probes within READY_MEDIA_CHECK_SECONDS reuse the last media check: the store is not touched', async () => {
  const app = await createTestApp({ env: { READY_MEDIA_CHECK_SECONDS: '3600' } });
  try {
    const check = vi.spyOn(app.deps.media, 'check');
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
    expect(check).toHaveBeenCalledTimes(1);
  } finally {
    await app.close();
  }
});

test('a reused check runs again once its time is over, and a failure is reused too', async () => {
  let now = 0;
  let runs = 0;
  let failing = false;
  const check = reusedFor(
    5000,
    async () => {
      runs++;
      if (failing) throw new Error('store down');
    },
    () => now,
  );
  await check();
  now = 4999;
  failing = true;
  await check();
  expect(runs).toBe(1);
  now = 5000;
  await expect(check()).rejects.toThrow('store down');
  now = 9999;
  failing = false;
  await expect(check()).rejects.toThrow('store down');
  expect(runs).toBe(2);
  now = 10_000;
  await check();
  expect(runs).toBe(3);
});

describe('on S3', () => {
  let s3: TestS3;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    s3 = await startTestS3();
    app = await createTestApp({ env: { ...s3.env(), ...EVERY_PROBE } });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  test('ready while the bucket answers, not ready while S3 is down', async () => {
    const ready = () => app.inject({ method: 'GET', url: '/readyz' });
    expect((await ready()).statusCode).toBe(200);
    await s3.stop();
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe('Failing: media. The server log says why.');
    } finally {
      await s3.restart();
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
