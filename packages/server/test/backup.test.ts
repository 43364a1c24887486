import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackup } from '../src/backup/createBackup';
import { BackupError, backupSettings, MANIFEST_ENTRY, POSTGRES_ADVICE } from '../src/backup/format';
import { restoreBackup } from '../src/backup/restoreBackup';
import { createDatabase, type DatabaseHandle, SQLITE_FILE } from '../src/db/database';
import { migrateToLatest, migrateUpTo, migrationNames } from '../src/db/migrations';
import { LocalMediaStore } from '../src/media/LocalMediaStore';
import { insertUser } from '../src/repositories/users';
import { fileSecret } from '../src/services/fileSecret';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** A script of the server package run as `pnpm backup` / `pnpm restore` run it. */
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'bible-admin-backup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/**
 * A writer on a connection of its own, in a thread of its own (as the server is another process):
 * inserts rows numbered 1, 2, 3… one commit each, until told to stop. `committed` is the last number
 * whose commit returned.
 */
function startWriter(file: string) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `
    const { workerData } = require('node:worker_threads');
    const SQLite = require(workerData.sqlite);
    const db = new SQLite(workerData.file);
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    // No checkpoint: the rows stay in the write-ahead log, where a copy of the database file misses them.
    db.pragma('wal_autocheckpoint = 0');
    // A table of the product (a restore refuses any other): the sequence number in count.
    const insert = db.prepare('insert into rate_limits (key, count, reset_at) values (?, ?, ?)');
    for (let seq = 1; Atomics.load(workerData.shared, 0) === 0; seq++) {
      insert.run('probe|' + seq, seq, 'x'.repeat(300));
      Atomics.store(workerData.shared, 1, seq);
    }
    db.close();
    `,
    {
      eval: true,
      workerData: { file, shared, sqlite: createRequire(import.meta.url).resolve('better-sqlite3') },
    },
  );
  const stopped = new Promise((resolve, reject) => {
    worker.once('exit', resolve);
    worker.once('error', reject);
  });
  return {
    committed: () => Atomics.load(shared, 1),
    stop: () => {
      Atomics.store(shared, 0, 1);
      return stopped;
    },
  };
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite (SQLite run only)', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let stored: { key: string; bytes: Buffer }[];
  let missingKey: string;
  beforeAll(async () => {
    dataDir = path.join(scratch, 'live');
    database = createDatabase({ databaseUrl: null, dataDir, sqliteReaders: 0 });
    await migrateToLatest(database.db);
    fileSecret(dataDir, 'jwt-secret');
    fileSecret(dataDir, 'encryption-key');
    const media = new LocalMediaStore(dataDir);
    await media.prepare();
    stored = [];
    for (const bytes of [Buffer.from('first picture'), Buffer.from('second picture')])
      stored.push({ key: await media.put(bytes, 'png'), bytes });
    missingKey = `${randomUUID()}.png`;
    const user = (email: string, profile_pic: string) =>
      insertUser(database.db, {
        role: 'user',
        name: 'A B',
        first_name: 'A',
        last_name: 'B',
        email,
        password_hash: 'x',
        status: 'Active',
        profile_pic,
      });
    await user('has@backup.local', stored[0]!.key);
    await user('lost@backup.local', missingKey);
  });
  afterAll(() => database?.destroy());

  test('taken while another connection writes, it restores whole: integrity ok, every row committed before it began', async () => {
    const writer = startWriter(path.join(dataDir, SQLITE_FILE));
    const out = path.join(scratch, 'during-writes.tar.gz');
    let before: number;
    let after: number;
    let summary: Awaited<ReturnType<typeof createBackup>>;
    try {
      await waitFor(() => writer.committed() >= 2000);
      before = writer.committed();
      summary = await createBackup({ dataDir, out, media: 'local' });
      after = writer.committed();
    } finally {
      await writer.stop();
    }
    // The writes went on while the backup ran.
    expect(after).toBeGreaterThan(before);
    expect(summary).toMatchObject({ mediaFiles: 2, secrets: ['jwt-secret', 'encryption-key'] });
    // A file a record names that was missing already is reported, not silently lost.
    expect(summary.missingMedia).toEqual([missingKey]);

    const restored = path.join(scratch, 'restored');
    const { code, stdout } = await script('restore', [out], { DATA_DIR: restored });
    expect(code).toBe(0);
    expect(stdout).toContain(`into ${restored}: database`);
    expect(stdout).toContain('2 media files, secrets: jwt-secret, encryption-key.');

    const copy = new SQLite(path.join(restored, SQLITE_FILE), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = copy
        .prepare('select count(*) as n, min(count) as first, max(count) as last from rate_limits')
        .get() as {
        n: number;
        first: number;
        last: number;
      };
      // A consistent snapshot: rows 1…last without a gap, and every row committed before the backup began.
      expect(rows.first).toBe(1);
      expect(rows.n).toBe(rows.last);
      expect(rows.last).toBeGreaterThanOrEqual(before);
      expect(rows.last).toBeLessThanOrEqual(after);
      expect(copy.prepare('select count(*) as n from users').get()).toEqual({ n: 2 });
    } finally {
      copy.close();
    }
    for (const { key, bytes } of stored)
      expect(await readFile(path.join(restored, 'media', key))).toEqual(bytes);
    for (const secret of ['jwt-secret', 'encryption-key'])
      expect(await readFile(path.join(restored, secret), 'utf8')).toBe(
        await readFile(path.join(dataDir, secret), 'utf8'),
      );
    expect((await readdir(restored)).sort()).toEqual([SQLITE_FILE, 'encryption-key', 'jwt-secret', 'media']);
  });

  test('never overwrites: an existing backup file, a DATA_DIR that is not empty', async () => {
    const out = path.join(scratch, 'once.tar');
    await createBackup({ dataDir, out, media: 'local' });
    await expect(createBackup({ dataDir, out, media: 'local' })).rejects.toThrow(
      `${out} exists already: a backup never overwrites a file.`,
    );
    const before = (await readdir(dataDir)).sort();
    await expect(restoreBackup({ file: out, dataDir })).rejects.toThrow(
      new RegExp(`^DATA_DIR ${dataDir} is not empty \\(.+\\): a restore goes into an empty folder only`),
    );
    expect((await readdir(dataDir)).sort()).toEqual(before);
  });

  test('with media in S3, the backup holds the database and secrets only', async () => {
    const out = path.join(scratch, 's3.tar');
    const summary = await createBackup({ dataDir, out, media: 's3' });
    expect(summary).toMatchObject({ mediaFiles: 0, missingMedia: [] });
    const target = path.join(scratch, 'from-s3');
    const restored = await restoreBackup({ file: out, dataDir: target });
    expect(restored).toMatchObject({ manifest: { media: 's3' }, mediaFiles: 0 });
    expect((await readdir(target)).sort()).toEqual([SQLITE_FILE, 'encryption-key', 'jwt-secret']);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)(
  "a restore refuses a database that is not the product's as its migrations made it (SQLite run only)",
  () => {
    /** A freshly migrated database file, copied for each case. */
    let migrated: string;
    beforeAll(async () => {
      const dataDir = path.join(scratch, 'migrated');
      const database = createDatabase({ databaseUrl: null, dataDir, sqliteReaders: 0 });
      await migrateToLatest(database.db);
      await database.destroy();
      migrated = path.join(dataDir, SQLITE_FILE);
    });

    /** A backup (made by createBackup, as an attacker with the file would) of a database changed by `tamper`. */
    async function backupOf(tamper: (db: SQLite.Database) => void, from: 'migrated' | 'empty' = 'migrated') {
      const dataDir = path.join(scratch, randomUUID());
      await mkdir(dataDir);
      if (from === 'migrated') await copyFile(migrated, path.join(dataDir, SQLITE_FILE));
      const connection = new SQLite(path.join(dataDir, SQLITE_FILE));
      try {
        tamper(connection);
      } finally {
        connection.close();
      }
      const out = path.join(scratch, `${randomUUID()}.tar`);
      // createBackup reads the product's tables (the media they name): a file without them is packed by hand.
      if (from === 'migrated') await createBackup({ dataDir, out, media: 'local' });
      else
        await tarOf(out, [
          [MANIFEST_ENTRY, manifest],
          [SQLITE_FILE, await readFile(path.join(dataDir, SQLITE_FILE))],
        ]);
      return out;
    }

    /** The first of the product's triggers on a table, with its statement. */
    const aTrigger = (db: SQLite.Database) =>
      db
        .prepare("select name, tbl_name from sqlite_master where type = 'trigger' order by name limit 1")
        .get() as {
        name: string;
        tbl_name: string;
      };

    test.each<[string, (db: SQLite.Database) => void, RegExp, ('migrated' | 'empty')?]>([
      [
        'an added trigger (one that deletes every new audit event)',
        (db) =>
          db.exec(
            'create trigger audit_vanishes after insert on audit_events begin delete from audit_events where id = new.id; end',
          ),
        /: it holds a trigger audit_vanishes that the product does not create\.$/,
      ],
      [
        'one of its own triggers rewritten',
        (db) => {
          const { name, tbl_name } = aTrigger(db);
          db.exec(`drop trigger "${name}"`);
          db.exec(
            `create trigger "${name}" after insert on "${tbl_name}" begin delete from audit_events; end`,
          );
        },
        /: its trigger \S+ is not as the product creates it\.$/,
      ],
      [
        'a view',
        (db) => db.exec("create view admins as select email from users where role = 'admin'"),
        /: it holds a view admins that the product does not create\.$/,
      ],
      [
        'a table it does not know',
        (db) => db.exec('create table notes (body text)'),
        /: it holds a table notes that the product does not create\.$/,
      ],
      [
        'a valid SQLite file with none of its tables',
        (db) => db.exec('create table notes (body text)'),
        /: it has no migrations table \(kysely_migration\)\.$/,
        'empty',
      ],
      [
        'a missing column',
        (db) => db.exec('alter table general_settings drop column description'),
        /: its table general_settings lacks the column description\.$/,
      ],
      [
        'an added column',
        (db) => db.exec('alter table users add column is_root integer'),
        /: its table users has a column the product does not create: is_root\.$/,
      ],
      [
        'a missing table',
        (db) => db.exec('drop table payment_events'),
        /: its table payment_events is missing\.$/,
      ],
      [
        'a migration this version does not have',
        (db) => db.exec("insert into kysely_migration (name, timestamp) values ('999_future', 'now')"),
        /: it records the migration "999_future", which this version does not have .*\.$/,
      ],
    ])('%s: refused, nothing written', async (_what, tamper, message, from) => {
      const file = await backupOf(tamper, from);
      const parent = path.join(scratch, randomUUID());
      await mkdir(parent);
      const dataDir = path.join(parent, 'data');
      const refusal = await restoreBackup({ file, dataDir }).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(
        new RegExp(`^The database in ${file} is not this product's database: `),
      );
      expect((refusal as Error).message).toMatch(message);
      expect(await readdir(parent)).toEqual([]);
    });

    test('pnpm restore says why and exits 1, DATA_DIR left missing', async () => {
      const file = await backupOf((db) => db.exec('create view admins as select email from users'));
      const dataDir = path.join(scratch, randomUUID(), 'data');
      const { code, stderr } = await script('restore', [file], { DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `restore: The database in ${file} is not this product's database: it holds a view admins that the product does not create.\n`,
      );
      expect(existsSync(dataDir)).toBe(false);
    });

    test('an older backup (fewer migrations recorded) is checked against the schema those make, and restores', async () => {
      const dataDir = path.join(scratch, randomUUID());
      const database = createDatabase({ databaseUrl: null, dataDir, sqliteReaders: 0 });
      const names = migrationNames();
      await migrateUpTo(database.db, names.at(-2)!);
      await database.destroy();
      const file = path.join(scratch, `${randomUUID()}.tar`);
      await createBackup({ dataDir, out: file, media: 'local' });
      const target = path.join(scratch, randomUUID());
      await expect(restoreBackup({ file, dataDir: target })).resolves.toMatchObject({ mediaFiles: 0 });
      const copy = new SQLite(path.join(target, SQLITE_FILE), { readonly: true });
      try {
        expect(copy.prepare('select name from kysely_migration order by name').pluck().all()).toEqual(
          names.slice(0, -1),
        );
      } finally {
        copy.close();
      }
    });
  },
);

/** A tar file of the given entries (name → content). */
async function tarOf(file: string, entries: [string, string | Buffer][]) {
  const pack = tar.pack();
  for (const [name, content] of entries) pack.entry({ name }, content);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
}

const manifest = JSON.stringify({
  format: 'bible-admin-backup',
  version: 1,
  created_at: 'now',
  media: 'local',
});

test.each([
  [
    'not a tar file',
    async (file: string) => writeFile(file, 'plain text, no archive'),
    /: Unexpected end of data$/,
  ],
  [
    'a tar file of something else',
    (file: string) => tarOf(file, [['notes.txt', 'hello']]),
    /: it begins with notes\.txt$/,
  ],
  [
    'an entry outside the data folder',
    (file: string) =>
      tarOf(file, [
        ['backup.json', manifest],
        ['../evil', 'x'],
      ]),
    /: it holds \.\.\/evil$/,
  ],
  [
    'a media entry that climbs out from under the media folder',
    (file: string) =>
      tarOf(file, [
        ['backup.json', manifest],
        [`media/${randomUUID()}.png/../../../evil`, 'x'],
      ]),
    /: it holds media\/[0-9a-f-]{36}\.png\/\.\.\/\.\.\/\.\.\/evil$/,
  ],
  [
    'no database',
    (file: string) =>
      tarOf(file, [
        ['backup.json', manifest],
        ['jwt-secret', 'x'],
      ]),
    /: it holds no database$/,
  ],
])('a restore refuses %s and leaves DATA_DIR as it was', async (_what, make, message) => {
  const file = path.join(scratch, `${randomUUID()}.tar`);
  await make(file);
  const parent = path.join(scratch, randomUUID());
  await mkdir(parent);
  const dataDir = path.join(parent, 'data');
  const refusal = await restoreBackup({ file, dataDir }).catch((error: Error) => error);
  expect(refusal).toBeInstanceOf(BackupError);
  expect((refusal as Error).message).toMatch(new RegExp(`^${file} is not a backup made by pnpm backup`));
  expect((refusal as Error).message).toMatch(message);
  // Nothing was left: no DATA_DIR, no half-extracted folder beside it.
  expect(await readdir(parent)).toEqual([]);
  expect(existsSync(path.resolve(dataDir, '..', 'evil'))).toBe(false);
});

test('on PostgreSQL the commands refuse, saying what to run instead', async () => {
  const env = { DATABASE_URL: 'postgres://localhost/bible' };
  expect(() => backupSettings(env, scratch)).toThrow(POSTGRES_ADVICE);
  expect(POSTGRES_ADVICE).toMatch(/pg_dump .* pg_restore/);
  const { code, stderr } = await script('backup', ['--out', path.join(scratch, 'pg.tar')], env);
  expect(code).toBe(1);
  expect(stderr).toBe(`backup: ${POSTGRES_ADVICE}\n`);
});
