import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake speech service received: the text it was asked to speak, and when. */
export interface Spoken {
  text: string;
  start: number;
  end: number | null;
}

/**
 * A fake Google Text-to-Speech for server processes (they reach it through TTS_BASE_URL, with
 * TTS_PROVIDER=google): answers each request after `delayMs` with "audio" naming the text, or, while
 * `state.hang` is set, not until `release()`. Records every request with its start and end; `received(n)`
 * resolves once n requests came in.
 */
export async function startFakeSpeech({ delayMs = 0 }: { delayMs?: number } = {}) {
  const spoken: Spoken[] = [];
  const state = { hang: false };
  const waiters: { count: number; resolve: () => void }[] = [];
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const { input } = JSON.parse(Buffer.concat(parts).toString()) as { input: { text: string } };
      const request: Spoken = { text: input.text, start: Date.now(), end: null };
      spoken.push(request);
      for (const waiter of waiters.filter(({ count }) => spoken.length >= count)) waiter.resolve();
      const answer = () => {
        request.end = Date.now();
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ audioContent: Buffer.from(`mp3 of ${input.text}`).toString('base64') }));
      };
      if (state.hang) held.push(answer);
      else setTimeout(answer, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    spoken,
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The environment that points a server process at this service. */
    env(): Record<string, string> {
      return { TTS_PROVIDER: 'google', GOOGLE_TTS_API_KEY: 'test-key', TTS_BASE_URL: this.url };
    },
    /** Answers the requests held while `state.hang` was set, and the next ones as usual. */
    release() {
      state.hang = false;
      for (const answer of held.splice(0)) answer();
    },
    received: (count: number) =>
      spoken.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeSpeech = Awaited<ReturnType<typeof startFakeSpeech>>;
