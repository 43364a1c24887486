import { createMp3Encoder } from 'wasm-media-encoders';

interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

/** Reads 16-bit mono PCM from a RIFF/WAVE file (what espeak-ng writes). */
export function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAVE file');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (tag(at) === 'fmt ') {
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (channels !== 1 || bits !== 16)
        throw new Error(`unsupported WAVE: ${channels} channels, ${bits} bits`);
      sampleRate = view.getUint32(body + 4, true);
    } else if (tag(at) === 'data') {
      if (!sampleRate) throw new Error('WAVE data before its format');
      // A streaming writer may leave the size unset: take what is there.
      const end = Math.min(body + size, wav.length);
      const samples = new Float32Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(body + 2 * i, true) / 32768;
      return { sampleRate, samples };
    }
    at = body + size + (size & 1);
  }
  throw new Error('WAVE file without data');
}

const FRAMES_PER_CALL = 1152 * 256;

/** Encodes a mono WAVE file as MP3 (32 kbit/s is plenty for a speech engine's voice). */
export async function wavToMp3(wav: Uint8Array): Promise<Buffer> {
  const { sampleRate, samples } = readWav(wav);
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: 32 });
  const parts: Buffer[] = [];
  // The encoder owns its output buffer: copy each piece before the next call.
  for (let at = 0; at < samples.length; at += FRAMES_PER_CALL) {
    parts.push(Buffer.from(encoder.encode([samples.subarray(at, at + FRAMES_PER_CALL)])));
  }
  parts.push(Buffer.from(encoder.finalize()));
  return Buffer.concat(parts);
}
