import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { loadConfig } from './config';
import { maskSecret, SecretBox } from './services/secretBox';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'config-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test('defaults', () => {
  const config = loadConfig({}, dir);
  expect(config).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    dataDir: path.join(dir, '.data'),
    databaseUrl: null,
    sqliteReaders: 4,
    adminPassword: null,
    production: false,
    demoData: true,
    uploadLimitBytes: 10 * 1024 * 1024,
    uploadMaxFiles: 40,
    requestLimitBytes: 50 * 1024 * 1024,
    imageMaxPx: 8000,
    mediaSweepIntervalMs: 60 * 60 * 1000,
    trustProxy: 0,
  });
});

test('TRUST_PROXY is a number of proxy hops; true/yes is one, false/no none; anything else is refused', () => {
  expect(loadConfig({ TRUST_PROXY: '1' }, dir).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: ' 2 ' }, dir).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: 'true' }, dir).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: 'No' }, dir).trustProxy).toBe(0);
  expect(() => loadConfig({ TRUST_PROXY: 'all' }, dir)).toThrow(
    'TRUST_PROXY must be the number of proxies in front (0, 1, 2…), got "all"',
  );
});

test('demo data is off in production unless DEMO_DATA=1', () => {
  expect(loadConfig({ NODE_ENV: 'production' }, dir).demoData).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }, dir).demoData).toBe(true);
  expect(loadConfig({ DEMO_DATA: '0' }, dir).demoData).toBe(false);
});

test('LOG_LEVEL: info in production, warn outside it, any pino level when given; anything else is refused', () => {
  expect(loadConfig({}, dir).logLevel).toBe('warn');
  expect(loadConfig({ NODE_ENV: 'production' }, dir).logLevel).toBe('info');
  expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: ' Warn ' }, dir).logLevel).toBe('warn');
  expect(loadConfig({ LOG_LEVEL: 'debug' }, dir).logLevel).toBe('debug');
  expect(() => loadConfig({ LOG_LEVEL: 'verbose' }, dir)).toThrow(
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
  );
});

test('secrets are generated once into DATA_DIR and reused', async () => {
  const first = loadConfig({ DATA_DIR: 'd' }, dir);
  const second = loadConfig({ DATA_DIR: 'd' }, dir);
  expect(first.encryptionKey.equals(second.encryptionKey)).toBe(true);
  expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
  expect(first.encryptionKey.equals(Buffer.from(first.jwtSecret))).toBe(false);
  expect((await readFile(path.join(dir, 'd', 'encryption-key'), 'utf8')).trim()).toBe(
    first.encryptionKey.toString('hex'),
  );
});

test('ENCRYPTION_KEY from the environment, hex or base64; anything else is refused', () => {
  const hex = 'ab'.repeat(32);
  expect(loadConfig({ ENCRYPTION_KEY: hex }, dir).encryptionKey.toString('hex')).toBe(hex);
  expect(
    loadConfig({ ENCRYPTION_KEY: Buffer.from(hex, 'hex').toString('base64') }, dir).encryptionKey.toString(
      'hex',
    ),
  ).toBe(hex);
  expect(() => loadConfig({ ENCRYPTION_KEY: 'short' }, dir)).toThrow(/32 bytes/);
});

test('invalid settings are refused with a clear message', () => {
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, dir)).toThrow(/postgres:\/\//);
  expect(() => loadConfig({ PORT: 'eighty' }, dir)).toThrow(/PORT/);
  expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }, dir).databaseUrl).toBe('postgresql://u@h/db');
});

test('SecretBox round-trips, and a different key cannot open it', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));
  const sealed = box.encrypt('sk_live_secret');
  expect(sealed).not.toContain('sk_live_secret');
  expect(box.encrypt('sk_live_secret')).not.toBe(sealed);
  expect(box.decrypt(sealed)).toBe('sk_live_secret');
  expect(() => new SecretBox(Buffer.alloc(32, 2)).decrypt(sealed)).toThrow();
});

test('maskSecret keeps only a recognisable prefix and suffix', () => {
  expect(maskSecret('sk_test_abcdefghijklmnop1234')).toBe('sk_test...1234');
  expect(maskSecret('short')).toBe('...');
  expect(maskSecret('')).toBe('');
});

test('MEDIA_STORE: the local disk by default, or S3 with its settings checked', () => {
  expect(loadConfig({}, dir).mediaStore).toEqual({ kind: 'local' });
  expect(loadConfig({ MEDIA_STORE: 'local' }, dir).mediaStore).toEqual({ kind: 'local' });
  const s3 = {
    MEDIA_STORE: 's3',
    S3_BUCKET: 'bible-media',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'very-secret-key',
  };
  expect(loadConfig(s3, dir).mediaStore).toEqual({
    kind: 's3',
    endpoint: null,
    bucket: 'bible-media',
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'very-secret-key',
    forcePathStyle: false,
  });
  // An endpoint of its own (MinIO and the like) means path-style buckets unless told otherwise.
  const minio = { ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-central-1' };
  expect(loadConfig(minio, dir).mediaStore).toMatchObject({
    endpoint: 'http://127.0.0.1:9000',
    region: 'eu-central-1',
    forcePathStyle: true,
  });
  expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: '0' }, dir).mediaStore).toMatchObject({
    forcePathStyle: false,
  });

  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env, dir);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  expect(refusal({ MEDIA_STORE: 'ftp' })).toBe('MEDIA_STORE must be "local" or "s3", got "ftp"');
  expect(refusal({ MEDIA_STORE: 's3' })).toBe(
    'MEDIA_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
  );
  expect(refusal({ ...s3, S3_ACCESS_KEY_ID: '' })).toBe('MEDIA_STORE=s3 needs S3_ACCESS_KEY_ID');
  expect(refusal({ ...s3, S3_BUCKET: 'Bible_Media' })).toMatch(/^S3_BUCKET must be 3-63 lower-case/);
  expect(refusal({ ...s3, S3_BUCKET: 'a..b' })).toMatch(/^S3_BUCKET must be/);
  expect(refusal({ ...s3, S3_ENDPOINT: 'minio:9000' })).toBe(
    'S3_ENDPOINT must be an http:// or https:// address, got "minio:9000"',
  );
  // No message ever carries the secret.
  for (const env of [
    { ...s3, S3_BUCKET: 'x' },
    { ...s3, S3_ENDPOINT: 'nope' },
    { ...s3, S3_ACCESS_KEY_ID: '' },
  ])
    expect(refusal(env)).not.toContain('very-secret-key');
});

test('metrics are off unless METRICS_TOKEN (16 characters at least) or METRICS_PORT; shutdown drains 5 s, waits 10 s', () => {
  expect(loadConfig({}, dir)).toMatchObject({
    metricsToken: null,
    metricsPort: null,
    shutdownDrainMs: 5_000,
    shutdownGraceMs: 10_000,
    readyMediaCheckMs: 5_000,
  });
  expect(
    loadConfig(
      {
        METRICS_TOKEN: ' 0123456789abcdef ',
        METRICS_PORT: '9464',
        SHUTDOWN_DRAIN_SECONDS: '0',
        SHUTDOWN_GRACE_SECONDS: '25',
        READY_MEDIA_CHECK_SECONDS: '0',
      },
      dir,
    ),
  ).toMatchObject({
    metricsToken: '0123456789abcdef',
    metricsPort: 9464,
    shutdownDrainMs: 0,
    shutdownGraceMs: 25_000,
    readyMediaCheckMs: 0,
  });
  expect(() => loadConfig({ METRICS_TOKEN: 'short' }, dir)).toThrow(
    'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)',
  );
  expect(() => loadConfig({ METRICS_PORT: 'x' }, dir)).toThrow('METRICS_PORT must be a non-negative integer');
});

test('SMTP_URL chooses the mail server; without it, the outbox', () => {
  expect(loadConfig({}, dir).smtpUrl).toBeNull();
  expect(loadConfig({ SMTP_URL: ' smtps://u:p@mail.example.com:465 ' }, dir).smtpUrl).toBe(
    'smtps://u:p@mail.example.com:465',
  );
  expect(() => loadConfig({ SMTP_URL: 'mail.example.com' }, dir)).toThrow('SMTP_URL must be an smtp://');
});
