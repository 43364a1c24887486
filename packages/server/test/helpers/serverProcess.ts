import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves once it printed `text` (at once if it did already). */
  printed(text: string): Promise<void>;
  /** Resolves with its exit code and signal once it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `src/main.ts` in a process of its own, on a free port, with a new DATA_DIR (or the one given: a restart);
 * resolves once it listens.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  { dataDir: reused }: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = reused ?? (await mkdtemp(path.join(tmpdir(), `bible-admin-${name}-`)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const printed = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ text, resolve }));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiters.filter(({ text }) => output.includes(text))) waiter.resolve();
      // It prints localhost (the address to open in a browser); the tests connect to the loopback it listens on.
      const listening = /Bible admin server on http:\/\/localhost:(\d+)/.exec(output);
      if (listening)
        resolve({
          name,
          url: `http://127.0.0.1:${listening[1]!}`,
          child,
          dataDir,
          output: () => output,
          printed,
          exited,
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`server ${name} exited with ${code}:\n${output}`)));
  });
}

/** Kills the process if it still runs and removes its DATA_DIR. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}
