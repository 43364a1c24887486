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
    trustProxy: false,
  });
  expect(loadConfig({ TRUST_PROXY: '1' }, dir).trustProxy).toBe(true);
});

test('demo data is off in production unless DEMO_DATA=1', () => {
  expect(loadConfig({ NODE_ENV: 'production' }, dir).demoData).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }, dir).demoData).toBe(true);
  expect(loadConfig({ DEMO_DATA: '0' }, dir).demoData).toBe(false);
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
