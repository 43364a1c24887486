import { ESPEAK_VOICES, EspeakSynthesizer } from './EspeakSynthesizer';
import { espeakWav } from './espeakWav';
import { readWav } from './wavToMp3';

/** Duration of an MP3 made of MPEG-2 layer III frames at 22,050 Hz (576 samples a frame). */
function mp3Seconds(mp3: Buffer): number {
  let frames = 0;
  for (let at = 0; at + 4 <= mp3.length; frames++) {
    const header = mp3.readUInt32BE(at);
    if (header >>> 21 !== 0x7ff) throw new Error(`no MP3 frame at byte ${at}`);
    const kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][(header >>> 12) & 0xf]!;
    at += Math.floor((72 * kbps * 1000) / 22050) + ((header >>> 9) & 1);
  }
  return (frames * 576) / 22050;
}

/** Median pitch in Hz of the loudest 30 ms windows, by autocorrelation over 70-400 Hz. */
function medianPitch(wav: Uint8Array): number {
  const { sampleRate, samples } = readWav(wav);
  const size = Math.round(sampleRate * 0.03);
  const windows = [];
  for (let at = 0; at + size * 2 < samples.length; at += size) {
    let energy = 0;
    for (let i = at; i < at + size; i++) energy += samples[i]! ** 2;
    windows.push({ at, energy });
  }
  const pitches = windows
    .sort((a, b) => b.energy - a.energy)
    .slice(0, 40)
    .map(({ at }) => {
      let best = { lag: 0, score: -Infinity };
      for (let lag = Math.floor(sampleRate / 400); lag <= Math.ceil(sampleRate / 70); lag++) {
        let score = 0;
        for (let i = at; i < at + size; i++) score += samples[i]! * samples[i + lag]!;
        if (score > best.score) best = { lag, score };
      }
      return sampleRate / best.lag;
    })
    .sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)]!;
}

const VERSE = 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃';

describe('EspeakSynthesizer', () => {
  const synth = new EspeakSynthesizer();

  it('speaks pointed Hebrew as a complete MP3, longer text giving longer audio', async () => {
    const short = await synth.synthesize('בְּרֵאשִׁ֖ית בָּרָ֣א', 'male');
    const long = await synth.synthesize(`${VERSE} `.repeat(4), 'male');
    expect(mp3Seconds(short)).toBeGreaterThan(0.5);
    expect(mp3Seconds(long)).toBeGreaterThan(mp3Seconds(short) * 4);
  });

  it('does not read the vowel points and cantillation aloud', async () => {
    const pointed = await synth.synthesize(VERSE, 'female');
    const plain = await synth.synthesize('בראשית ברא אלהים את השמים ואת הארץ׃', 'female');
    expect(mp3Seconds(pointed)).toBeCloseTo(mp3Seconds(plain), 1);
  });

  it('refuses text with nothing to say, and gives up after its timeout', async () => {
    await expect(synth.synthesize(' \u05B0\u0591 ', 'male')).rejects.toThrow('There is no text to speak');
    // 1 ms: starting a process alone takes longer, so the timeout fires however fast the machine (50 ms did not
    // promise that on an idle one).
    await expect(new EspeakSynthesizer(1).synthesize('שלום', 'male')).rejects.toThrow('longer than 0.001 s');
  });

  it('stops as soon as the caller aborts (the server stopped waiting), and never starts once aborted', async () => {
    const stop = new AbortController();
    const speaking = synth.synthesize(VERSE, 'male', stop.signal);
    stop.abort();
    await expect(speaking).rejects.toThrow('Speech was stopped');
    await expect(synth.synthesize(VERSE, 'male', stop.signal)).rejects.toThrow('Speech was stopped');
  });
});

describe('the espeak-ng voices', () => {
  it('are a low male and a high female voice', async () => {
    const text = 'ויאמר אלהים יהי אור ויהי אור';
    const male = medianPitch(await espeakWav(text, ESPEAK_VOICES.male));
    const female = medianPitch(await espeakWav(text, ESPEAK_VOICES.female));
    expect(male).toBeGreaterThan(80);
    expect(male).toBeLessThan(150);
    expect(female).toBeGreaterThan(180);
    expect(female).toBeLessThan(300);
  });
});

describe('readWav', () => {
  it('refuses what it cannot encode', () => {
    expect(() => readWav(Buffer.from('RIFF\0\0\0\0WAVX'))).toThrow('not a WAVE file');
    const stereo = Buffer.alloc(44);
    stereo.write('RIFF', 0);
    stereo.write('WAVEfmt ', 8);
    stereo.writeUInt32LE(16, 16);
    stereo.writeUInt16LE(2, 22);
    stereo.writeUInt16LE(16, 34);
    expect(() => readWav(stereo)).toThrow('unsupported WAVE: 2 channels');
  });
});
