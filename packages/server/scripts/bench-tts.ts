// Times narration of the longest chapter of Genesis in each voice with the configured engine
// (TTS_PROVIDER, default espeak). The client waits 30 s for a chapter.
// Usage: pnpm --filter @bible-admin/server exec tsx scripts/bench-tts.ts [book.json]
import { voices } from '@bible-admin/contract';
import { readBookFile } from '../src/importer/bookFile';
import { createSynthesizer } from '../src/speech/createSynthesizer';
import { GENESIS_FILE } from './paths';

const book = await readBookFile(process.argv[2] ?? GENESIS_FILE);
const chapterText = (verses: { text: string }[]) => verses.map((verse) => verse.text).join(' ');
const longest = book.chapters.reduce((a, b) =>
  chapterText(b.verses).length > chapterText(a.verses).length ? b : a,
);
const text = chapterText(longest.verses);
const provider = process.env.TTS_PROVIDER || 'espeak';
const synth = createSynthesizer(provider);

console.log(
  `${book.book} ${longest.chapter}: ${text.length} characters, ${longest.verses.length} verses; engine ${provider}`,
);
for (const voice of voices) {
  const started = performance.now();
  const mp3 = await synth.synthesize(text, voice);
  const seconds = (performance.now() - started) / 1000;
  const minutes = (mp3.length * 8) / 32_000 / 60; // espeak MP3s are 32 kbit/s
  console.log(
    `${voice.padEnd(6)} ${seconds.toFixed(2)} s  ${(mp3.length / 1024).toFixed(0)} KiB MP3 (${minutes.toFixed(1)} min at 32 kbit/s)`,
  );
}
