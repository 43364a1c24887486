import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SPEECH_TIMEOUT_MS } from '@bible-admin/contract';
import { toSpeechText } from '../text/hebrew';
import type { EspeakJob, EspeakReply } from './espeakWorker';
import { SpeechError, type SpeechSynthesizer, type Voice } from './SpeechSynthesizer';

// espeak-ng's Hebrew with its male and female variants (about 108 Hz and 221 Hz).
export const ESPEAK_VOICES: Record<Voice, string> = { male: 'he+m3', female: 'he+f3' };

const WORKER = fileURLToPath(new URL('./espeakWorker.ts', import.meta.url));
// The worker is TypeScript: it runs with tsx's loader whatever started this process (tsx, vitest).
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Offline narration with the espeak-ng WebAssembly build, one child process per text. Demo-grade
 * quality, no setup. Vowel points and cantillation are stripped first: espeak-ng reads them aloud.
 */
export class EspeakSynthesizer implements SpeechSynthesizer {
  constructor(private readonly timeoutMs = SPEECH_TIMEOUT_MS) {}

  synthesize(text: string, voice: Voice, stop?: AbortSignal): Promise<Buffer> {
    const speech = toSpeechText(text).trim();
    if (!speech) return Promise.reject(new SpeechError('There is no text to speak'));
    if (stop?.aborted) return Promise.reject(new SpeechError('Speech was stopped'));
    const job: EspeakJob = { text: speech, voice: ESPEAK_VOICES[voice] };
    return new Promise((resolve, reject) => {
      const child = fork(WORKER, {
        execArgv: ['--import', TSX_LOADER],
        serialization: 'advanced',
        stdio: 'ignore',
      });
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stop?.removeEventListener('abort', onStop);
        child.kill('SIGKILL');
        finish();
      };
      const fail = (message: string) => settle(() => reject(new SpeechError(message)));
      const onStop = () => fail('Speech was stopped');
      stop?.addEventListener('abort', onStop, { once: true });
      const timer = setTimeout(
        () => fail(`Speech took longer than ${this.timeoutMs / 1000} s`),
        this.timeoutMs,
      );
      child.once('message', (reply: EspeakReply) =>
        'error' in reply
          ? fail(`espeak-ng failed: ${reply.error}`)
          : settle(() => resolve(Buffer.from(reply.mp3))),
      );
      child.once('error', (error) => fail(`espeak-ng could not start: ${error.message}`));
      // 'close' comes after the IPC channel is drained, so a reply is never mistaken for a crash.
      child.once('close', (code, signal) => fail(`espeak-ng stopped (${signal ?? `exit ${code}`})`));
      child.send(job);
    });
  }
}
