import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config';

/** The credentials s3rver accepts (its built-in account). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  /** Settings for a new bucket of its own (created by the store's prepare()). */
  settings(): S3Settings;
  /** The same as environment variables, for createTestApp({ env }). */
  env(): Record<string, string>;
  /** Stops answering (an outage) until restart(), which serves the same objects on the same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on a free port of 127.0.0.1, keeping its objects in a temporary
 * folder: the S3 store's tests need nothing from the internet.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bible-admin-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
    ({ port } = (await server.run()) as AddressInfo);
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closing = running.close();
    // The client's idle keep-alive connections would hold close() for seconds.
    (running as unknown as { httpServer: Server }).httpServer.closeAllConnections();
    await closing;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (): S3Settings => ({
    kind: 's3',
    endpoint,
    bucket: `test-${randomUUID()}`,
    region: 'us-east-1',
    forcePathStyle: true,
    ...CREDENTIALS,
  });
  return {
    endpoint,
    settings,
    env: () => {
      const { bucket } = settings();
      return {
        MEDIA_STORE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      };
    },
    stop,
    restart: start,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
