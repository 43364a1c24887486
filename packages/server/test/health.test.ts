import { mkdtempSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mediaDir } from '../src/config';
import { LocalMediaStore } from '../src/media/LocalMediaStore';
import { failedReadinessChecks } from '../src/services/readiness';
import { startTestS3, type TestS3 } from './helpers/s3';
import { createTestApp, sharedTestApp } from './helpers/testApp';

/** The probes: public JSON at the root, never the web app's page (which answers every other GET). */

const appDir = mkdtempSync(path.join(tmpdir(), 'bible-admin-dist-'));
writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rm(appDir, { recursive: true, force: true }));

const t = sharedTestApp({ build: { appDir } });

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
  const failed = await failedReadinessChecks({ db: t.db, media }, 50);
  expect(failed.map(({ check, error }) => [check, error.message])).toEqual([
    ['media', 'no answer within 50 ms'],
  ]);
});

describe('on S3', () => {
  let s3: TestS3;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    s3 = await startTestS3();
    app = await createTestApp({ env: s3.env() });
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
