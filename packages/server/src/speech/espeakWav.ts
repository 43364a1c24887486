import ESpeakNg from 'espeak-ng';

/** Runs the espeak-ng WebAssembly build once and returns the WAVE file it writes (16-bit mono). */
export async function espeakWav(text: string, voice: string): Promise<Uint8Array> {
  const messages: string[] = [];
  const espeak = await ESpeakNg({
    // Text from a file, not argv, so nothing in it can be read as an option.
    arguments: ['-b', '1', '-v', voice, '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
    print: (line) => messages.push(line),
    printErr: (line) => messages.push(line),
  });
  try {
    return espeak.FS.readFile('/out.wav');
  } catch {
    throw new Error(`espeak-ng wrote no audio${messages.length ? `: ${messages.join(' ')}` : ''}`);
  }
}
