// Child process that speaks one text with espeak-ng and replies with MP3. A process of its own keeps
// the CPU-heavy synthesis and encoding off the server's event loop and can be killed on a timeout.
import { espeakWav } from './espeakWav';
import { wavToMp3 } from './wavToMp3';

export interface EspeakJob {
  text: string;
  /** espeak-ng voice, e.g. he+m3 */
  voice: string;
}

export type EspeakReply = { mp3: Uint8Array } | { error: string };

process.once('message', ({ text, voice }: EspeakJob) => {
  espeakWav(text, voice)
    .then(wavToMp3)
    .then(
      (mp3) => process.send!({ mp3 } satisfies EspeakReply, () => process.exit(0)),
      (error: Error) => process.send!({ error: error.message } satisfies EspeakReply, () => process.exit(1)),
    );
});
