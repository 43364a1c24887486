// The server's memory while many clients stream one large media file with range requests (issue 13).
// Starts `src/main.ts` of a server package as a child process (this one, or an older checkout's with
// --server, to compare), stores one file of --size-mb in its media store, and has --clients clients fetch it
// --requests times each: a third whole, a third from a random offset to the end (as audio players seek),
// a third a random bounded range of up to 1 MiB. The child reports process.memoryUsage() every 50 ms; the
// figures are its idle and peak RSS, heap and Buffers (arrayBuffers). Not a test: it prints figures.
// Usage: pnpm --filter @bible-admin/server exec tsx scripts/bench-media.ts
//          [--store local|s3] [--server <server package dir>] [--clients 20] [--requests 20]
//          [--size-mb 10] [--port 6400]
// --store s3 starts a local S3-compatible server (s3rver) on port + 1 and sets MEDIA_STORE=s3.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, get } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'local' },
    server: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    clients: { type: 'string', default: '20' },
    requests: { type: 'string', default: '20' },
    'size-mb': { type: 'string', default: '10' },
    port: { type: 'string', default: '6400' },
  },
});
const clients = Number(args.clients);
const requestsPerClient = Number(args.requests);
const size = Number(args['size-mb']) * 1024 * 1024;
const port = Number(args.port);
const serverDir = path.resolve(args.server);
if (args.store !== 'local' && args.store !== 's3') throw new Error('--store is local or s3');

interface Sample {
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
}

// Loaded into the server before its own code: reports its memory to this process over IPC.
const SAMPLER = `data:text/javascript,${encodeURIComponent(
  'setInterval(() => { const m = process.memoryUsage(); process.send({ rss: m.rss, heapUsed: m.heapUsed, arrayBuffers: m.arrayBuffers }); }, 50);',
)}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'media-bench-'));
const key = `${randomUUID()}.mp3`;
const file = randomBytes(size);
const S3 = { bucket: 'bench-media', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3server: S3rver | null = null;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  DEMO_DATA: '0',
  ADMIN_PASSWORD: 'bench-admin-password',
  NODE_ENV: 'production',
};

if (args.store === 'local') {
  await mkdir(path.join(dataDir, 'media'), { recursive: true });
  await writeFile(path.join(dataDir, 'media', key), file);
} else {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: port + 1,
    directory: path.join(dataDir, 's3'),
    silent: true,
  });
  await s3server.run();
  const endpoint = `http://127.0.0.1:${port + 1}`;
  const s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await s3.send(new CreateBucketCommand({ Bucket: S3.bucket }));
  await s3.send(new PutObjectCommand({ Bucket: S3.bucket, Key: key, Body: file }));
  s3.destroy();
  Object.assign(env, {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: S3.bucket,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
  });
}

const samples: Sample[] = [];
const child: ChildProcess = spawn(process.execPath, ['--import', SAMPLER, '--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: { ...process.env, ...env },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
child.on('message', (sample: Sample) => samples.push(sample));
const base = `http://127.0.0.1:${port}`;
const agent = new Agent({ keepAlive: true, maxSockets: clients });

/** Fetches a URL and counts the body's bytes without keeping them. */
function fetchBytes(range?: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}/media/${key}`, { agent, headers: range ? { range } : {} }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

try {
  for (let i = 0; ; i++) {
    const ready = await fetchBytes('bytes=0-1').catch(() => null);
    if (ready?.status === 206) break;
    if (i > 600 || child.exitCode !== null)
      throw new Error(`the server did not start (exit code ${child.exitCode}, last reply ${ready?.status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = samples.splice(0);

  const random = (below: number) => Math.floor(Math.random() * below);
  let transferred = 0;
  let wrong = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < requestsPerClient; i++) {
        const kind = random(3);
        const start = random(size);
        const end = Math.min(size - 1, start + random(1024 * 1024));
        const range = kind === 0 ? undefined : kind === 1 ? `bytes=${start}-` : `bytes=${start}-${end}`;
        const expected = kind === 0 ? size : kind === 1 ? size - start : end - start + 1;
        const { status, bytes } = await fetchBytes(range);
        transferred += bytes;
        if (bytes !== expected || status !== (range ? 206 : 200)) wrong++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const load = samples.splice(0);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const peak = (list: Sample[], field: keyof Sample) => Math.max(...list.map((sample) => sample[field]));
  const mean = (list: Sample[], field: keyof Sample) =>
    list.reduce((sum, sample) => sum + sample[field], 0) / list.length;
  let commit = '';
  try {
    commit = execFileSync('git', ['-C', serverDir, 'log', '-1', '--format=%h %s'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    commit = '(not a git checkout)';
  }
  console.log(`server: ${serverDir} at ${commit}`);
  console.log(
    `store ${args.store}: ${clients} clients × ${requestsPerClient} requests of a ${mb(size)} file ` +
      `(whole, open-ended and bounded ranges): ${mb(transferred)} in ${seconds.toFixed(1)} s ` +
      `(${mb(transferred / seconds)}/s), ${wrong} wrong replies`,
  );
  console.log(`              idle mean   load mean   load peak   (${load.length} samples under load)`);
  for (const field of ['rss', 'heapUsed', 'arrayBuffers'] as const) {
    console.log(
      `${field.padEnd(12)}  ${mb(mean(idle, field)).padStart(9)}   ${mb(mean(load, field)).padStart(9)}   ${mb(peak(load, field)).padStart(9)}`,
    );
  }
} finally {
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  await s3server?.close();
  await rm(dataDir, { recursive: true, force: true });
}
