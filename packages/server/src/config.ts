import path from 'node:path';
import { fileSecret } from './services/fileSecret';

export interface Config {
  port: number;
  host: string;
  /** Holds the SQLite file, media and generated secrets. */
  dataDir: string;
  /** A postgres:// URL switches the database to PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | null;
  /** SQLite: worker threads that run reads outside transactions off the event loop; 0 runs them on it. */
  sqliteReaders: number;
  adminEmail: string;
  /** Null: a random password is generated for the first admin and printed. */
  adminPassword: string | null;
  ttsProvider: string;
  production: boolean;
  /** The least severe log lines written (pino's levels); `info` includes a line per request. */
  logLevel: LogLevel;
  /**
   * How many reverse proxies stand in front (0: none): the client address is the X-Forwarded-For entry
   * that many hops from the right, so entries a client wrote itself further left never count.
   */
  trustProxy: number;
  /** Load demo data into an empty database (default: outside production). */
  demoData: boolean;
  /** Largest multipart file part, in bytes. */
  uploadLimitBytes: number;
  /** Most file parts in one multipart request. */
  uploadMaxFiles: number;
  /** Largest multipart request (its files and fields together), in bytes. */
  requestLimitBytes: number;
  /** Largest width or height of an uploaded image, in pixels. */
  imageMaxPx: number;
  /** Most pixels of an uploaded image over all its frames (an animation decodes every one). */
  imageMaxPixels: number;
  /** Most frames of an uploaded animation. */
  imageMaxFrames: number;
  /** How long an upload waits for one of the decoding slots (one per core) and its memory before a 503. */
  imageDecodeWaitMs: number;
  /** Longest side of a stored image: larger uploads are scaled down to it (and decoded at that size). */
  imageStoredMaxPx: number;
  /** Memory the image decodes of the process may hold at once, in bytes. */
  imageDecodeBudgetBytes: number;
  /** Where media files are kept: DATA_DIR/media (the default) or an S3 bucket (MEDIA_STORE=s3). */
  mediaStore: { kind: 'local' } | S3Settings;
  /** How often media files no record references are removed while running; 0: only at start. */
  mediaSweepIntervalMs: number;
  /** Largest form or JSON body, in bytes. */
  bodyLimitBytes: number;
  /** Signs access tokens (HS256). */
  jwtSecret: Uint8Array;
  /** End-user tokens, and admin tokens signed in with `remember`. */
  tokenTtlSeconds: number;
  /** Admin tokens signed in without `remember`. */
  adminSessionTtlSeconds: number;
  /** AES-256-GCM key for secrets at rest. */
  encryptionKey: Buffer;
  /** Login attempts allowed per address and account in each window. */
  loginRateLimit: RateRule;
  /** Failed logins allowed per account, whatever the address (guessing from many addresses). */
  loginAccountRateLimit: RateRule;
  /** Failed logins allowed per address, whatever the account (password spraying): a higher ceiling. */
  loginAddressRateLimit: RateRule;
  /** Signups allowed per address. */
  signupRateLimit: RateRule;
  /** Wrong current passwords allowed per account on change-password. */
  passwordAttemptLimit: RateRule;
  /** "Forgot password?" requests allowed per address (then 429). */
  passwordResetRateLimit: RateRule;
  /** Reset e-mails sent per account (more requests get the same answer and no mail). */
  passwordResetAccountLimit: RateRule;
  /** Webhook calls with a missing or bad signature, or a malformed event, allowed per address. */
  webhookFailureLimit: RateRule;
  /** Days audit events are kept; 0 keeps them forever. */
  auditRetentionDays: number;
  /** GET /metrics on the main port answers a bearer of this token; null: it is a 404 there. */
  metricsToken: string | null;
  /** A listener of its own (on HOST) serving only GET /metrics; null: none. */
  metricsPort: number | null;
  /**
   * At SIGTERM or SIGINT, how long the listener keeps serving while /readyz answers 503, so the load
   * balancer takes the server out before its port closes.
   */
  shutdownDrainMs: number;
  /** After the drain, the longest wait for requests in flight before their connections are cut. */
  shutdownGraceMs: number;
  /** CSV exports running at once, per admin and in all processes together (then 429 export_busy). */
  exportConcurrency: { perAdmin: number; total: number };
  /** How long /readyz reuses the media store's last check (probes come every few seconds; a check writes). */
  readyMediaCheckMs: number;
  /**
   * The address people open the product at (PUBLIC_URL), for the links in e-mails: never the request's Host
   * header, which a caller writes (a reset link pointing at their own site).
   */
  publicUrl: string;
  /** The sender of the product's e-mails (MAIL_FROM). */
  mailFrom: string;
  /** The mail server (SMTP_URL, smtp:// or smtps://); null writes each message to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
}

/** At most `max` in each window of `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** An S3 bucket (AWS or S3-compatible) for media files. */
export interface S3Settings {
  kind: 's3';
  /** Null: AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  /** Never logged, never in an error message. */
  secretAccessKey: string;
  /** Buckets as a path (`endpoint/bucket/key`), as most S3-compatible servers want; AWS uses the host name. */
  forcePathStyle: boolean;
}

/** Where media files live with the local store, and where uploads stream to while a request runs. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, or `info` in production (a line per request) and `warn` outside it. */
function logLevel(env: Env, production: boolean): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return production ? 'info' : 'warn';
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw as LogLevel;
}

const MINUTE_MS = 60 * 1000;

export const DEFAULT_SQLITE_READERS = 4;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function atLeastOne(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got "${env[name]}"`);
  return value;
}

function flag(value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  return ['1', 'true', 'yes'].includes(value.toLowerCase());
}

/**
 * TRUST_PROXY: a number of proxy hops; `true`/`yes` is one proxy and `false`/`no` none. Never "trust every
 * hop": the left-most X-Forwarded-For entry is whatever the client sent.
 */
function proxyHops(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() || '0';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (value === 'true' || value === 'yes') return 1;
  if (value === 'false' || value === 'no') return 0;
  throw new Error(`TRUST_PROXY must be the number of proxies in front (0, 1, 2…), got "${raw}"`);
}

function isHttpAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// S3's rule for bucket names: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** MEDIA_STORE and, for `s3`, its S3_* settings, checked so a mistake stops the start with a clear message. */
export function mediaStoreSettings(env: Env): Config['mediaStore'] {
  const kind = (env.MEDIA_STORE || 'local').trim().toLowerCase();
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`MEDIA_STORE must be "local" or "s3", got "${env.MEDIA_STORE}"`);
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !value(name));
  if (missing.length) throw new Error(`MEDIA_STORE=s3 needs ${missing.join(', ')}`);
  const bucket = value('S3_BUCKET');
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new Error(`S3_BUCKET must be 3-63 lower-case letters, digits, dots and hyphens, got "${bucket}"`);
  }
  const endpoint = value('S3_ENDPOINT') || null;
  if (endpoint && !isHttpAddress(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  }
  return {
    kind,
    endpoint,
    bucket,
    region: value('S3_REGION') || 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    // S3-compatible servers (MinIO, s3rver…) mostly serve buckets as paths; AWS as host names.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? endpoint !== null,
  };
}

/** Reads a 32-byte key given as 64 hex characters or base64. */
function parseKey(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

/** PUBLIC_URL without its trailing slash; by default the local server. */
export function publicUrlOf(env: Env, port: number): string {
  const url = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(url)) {
    throw new Error(
      'PUBLIC_URL must be an http:// or https:// address without a query, e.g. https://admin.example.com',
    );
  }
  return url.replace(/\/+$/, '');
}

/** SMTP_URL, or null (the outbox). */
export function smtpUrlOf(env: Env): string | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  if (!/^smtps?:\/\/[^/?#\s]+/.test(url)) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.com:587',
    );
  }
  return url;
}

/** Where messages are written when no mail server is configured. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** DATA_DIR, relative to `cwd`. */
export const dataDirOf = (env: Env, cwd: string) => path.resolve(cwd, env.DATA_DIR || '.data');

/** DATABASE_URL (PostgreSQL), or null for SQLite in DATA_DIR. */
export function databaseUrlOf(env: Env): string | null {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it empty for SQLite)');
  }
  return databaseUrl;
}

const METRICS_TOKEN_MIN_LENGTH = 16;

/** METRICS_TOKEN, long enough not to be guessed: /metrics tells how busy the server is. */
function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    );
  }
  return token;
}

/** Configuration from the environment; secrets not given are generated once into DATA_DIR. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = dataDirOf(env, cwd);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = databaseUrlOf(env);
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    sqliteReaders: integer(env, 'SQLITE_READERS', DEFAULT_SQLITE_READERS),
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    ttsProvider: env.TTS_PROVIDER || 'espeak',
    production,
    logLevel: logLevel(env, production),
    trustProxy: proxyHops(env.TRUST_PROXY),
    demoData: flag(env.DEMO_DATA) ?? !production,
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_MB', 10) * 1024 * 1024,
    uploadMaxFiles: integer(env, 'UPLOAD_MAX_FILES', 40),
    requestLimitBytes: integer(env, 'REQUEST_LIMIT_MB', 50) * 1024 * 1024,
    imageMaxPx: integer(env, 'IMAGE_MAX_PX', 8000),
    // A 24-megapixel camera picture; a chapter picture is stored at IMAGE_STORED_MAX_PX a side.
    imageMaxPixels: integer(env, 'IMAGE_MAX_MEGAPIXELS', 24) * 1_000_000,
    imageMaxFrames: integer(env, 'IMAGE_MAX_FRAMES', 100),
    imageDecodeWaitMs: integer(env, 'IMAGE_DECODE_WAIT_MS', 10_000),
    imageStoredMaxPx: atLeastOne(env, 'IMAGE_STORED_MAX_PX', 2048),
    imageDecodeBudgetBytes: atLeastOne(env, 'IMAGE_DECODE_BUDGET_MB', 256) * 1024 * 1024,
    mediaStore: mediaStoreSettings(env),
    mediaSweepIntervalMs: integer(env, 'MEDIA_SWEEP_MINUTES', 60) * 60 * 1000,
    bodyLimitBytes: 1024 * 1024,
    jwtSecret: env.JWT_SECRET ? Buffer.from(env.JWT_SECRET) : fileSecret(dataDir, 'jwt-secret'),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_HOURS', 24 * 7) * 3600,
    encryptionKey: env.ENCRYPTION_KEY ? parseKey(env.ENCRYPTION_KEY) : fileSecret(dataDir, 'encryption-key'),
    adminSessionTtlSeconds: integer(env, 'ADMIN_SESSION_HOURS', 12) * 3600,
    loginRateLimit: { max: integer(env, 'LOGIN_RATE_LIMIT', 10), windowMs: 15 * MINUTE_MS },
    loginAccountRateLimit: { max: integer(env, 'LOGIN_ACCOUNT_RATE_LIMIT', 50), windowMs: 15 * MINUTE_MS },
    loginAddressRateLimit: { max: integer(env, 'LOGIN_ADDRESS_RATE_LIMIT', 100), windowMs: 15 * MINUTE_MS },
    signupRateLimit: { max: integer(env, 'SIGNUP_RATE_LIMIT', 30), windowMs: 60 * MINUTE_MS },
    passwordAttemptLimit: { max: integer(env, 'PASSWORD_ATTEMPT_LIMIT', 5), windowMs: 15 * MINUTE_MS },
    passwordResetRateLimit: { max: integer(env, 'PASSWORD_RESET_RATE_LIMIT', 10), windowMs: 60 * MINUTE_MS },
    passwordResetAccountLimit: {
      max: integer(env, 'PASSWORD_RESET_ACCOUNT_LIMIT', 3),
      windowMs: 60 * MINUTE_MS,
    },
    webhookFailureLimit: { max: integer(env, 'WEBHOOK_FAILURE_LIMIT', 30), windowMs: 15 * MINUTE_MS },
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 365),
    metricsToken: metricsToken(env),
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0) : null,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 5) * 1000,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    exportConcurrency: {
      perAdmin: atLeastOne(env, 'EXPORT_CONCURRENCY_PER_ADMIN', 2),
      total: atLeastOne(env, 'EXPORT_CONCURRENCY_TOTAL', 4),
    },
    readyMediaCheckMs: integer(env, 'READY_MEDIA_CHECK_SECONDS', 5) * 1000,
    publicUrl: publicUrlOf(env, integer(env, 'PORT', 8080)),
    mailFrom: env.MAIL_FROM?.trim() || 'Bible Admin <no-reply@localhost>',
    smtpUrl: smtpUrlOf(env),
  };
}
