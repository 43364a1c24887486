import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { azureProvider, CloudSynthesizer, googleProvider } from './CloudSynthesizer';
import { createSynthesizer } from './createSynthesizer';
import { EspeakSynthesizer } from './EspeakSynthesizer';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[];
let answer: (request: Seen) => { status: number; type: string; body: string | Buffer };

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(parts).toString(),
      };
      seen.push(request);
      const { status, type, body } = answer(request);
      res.writeHead(status, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
});

// Genesis 1:1, with cantillation (which must not reach the service) and vowel points (which must).
const VERSE = 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃';
const SPOKEN = 'בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָֽרֶץ.';

describe('CloudSynthesizer with Google Text-to-Speech', () => {
  beforeEach(() => {
    // Each reply's audio is the text it was asked to speak, so the order of the pieces shows.
    answer = ({ body }) => ({
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        audioContent: Buffer.from(`[${JSON.parse(body).input.text}]`).toString('base64'),
      }),
    });
  });

  it('sends the key, the he-IL voice for each gender and the text without cantillation', async () => {
    const synth = new CloudSynthesizer(googleProvider('g-key', baseUrl));
    const male = await synth.synthesize(VERSE, 'male');
    await synth.synthesize(VERSE, 'female');
    expect(male.toString()).toBe(`[${SPOKEN}]`);
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first!.method).toBe('POST');
    expect(first!.url).toBe('/v1/text:synthesize');
    expect(first!.headers['x-goog-api-key']).toBe('g-key');
    expect(first!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(first!.body)).toEqual({
      input: { text: SPOKEN },
      voice: { languageCode: 'he-IL', name: 'he-IL-Wavenet-B' },
      audioConfig: { audioEncoding: 'MP3' },
    });
    expect(JSON.parse(second!.body).voice.name).toBe('he-IL-Wavenet-A');
  });

  it('speaks a long chapter in pieces under 5,000 bytes and joins the audio in order', async () => {
    const verses = Array.from({ length: 120 }, (_, i) => `${VERSE.replace('׃', '')} ${i + 1}׃`);
    const mp3 = await new CloudSynthesizer(googleProvider('g-key', baseUrl)).synthesize(
      verses.join(' '),
      'female',
    );
    expect(seen.length).toBeGreaterThan(2);
    for (const request of seen)
      expect(Buffer.byteLength(JSON.parse(request.body).input.text)).toBeLessThan(5000);
    const spoken = mp3.toString().replace(/\]\[/g, '');
    expect(spoken).toBe(
      `[${verses.map((verse) => verse.replace(/[\u0591-\u05AF]/g, '').replace('׃', '.')).join(' ')}]`,
    );
  });

  it('fails with the service status and keeps no partial audio', async () => {
    answer = () => ({
      status: 403,
      type: 'application/json',
      body: '{"error":{"message":"API key not valid"}}',
    });
    await expect(
      new CloudSynthesizer(googleProvider('bad', baseUrl)).synthesize(VERSE, 'male'),
    ).rejects.toThrow(/Google Text-to-Speech answered 403: .*API key not valid/);
  });

  it('fails when the reply has no audio or the service is unreachable', async () => {
    answer = () => ({ status: 200, type: 'application/json', body: '{}' });
    await expect(
      new CloudSynthesizer(googleProvider('k', baseUrl)).synthesize(VERSE, 'male'),
    ).rejects.toThrow('returned no audio');
    await expect(
      new CloudSynthesizer(googleProvider('k', 'http://127.0.0.1:9')).synthesize(VERSE, 'male'),
    ).rejects.toThrow('could not be reached');
  });
});

describe('CloudSynthesizer with Azure Speech', () => {
  it('posts SSML with the neural he-IL voice, the key and the MP3 format', async () => {
    answer = () => ({ status: 200, type: 'audio/mpeg', body: Buffer.from([0xff, 0xf3, 1, 2]) });
    const synth = new CloudSynthesizer(azureProvider('a-key', 'westeurope', baseUrl));
    const mp3 = await synth.synthesize('<a & b> "c" ' + VERSE, 'male');
    await synth.synthesize(VERSE, 'female');
    expect([...mp3]).toEqual([0xff, 0xf3, 1, 2]);
    const [male, female] = seen;
    expect(male!.url).toBe('/cognitiveservices/v1');
    expect(male!.headers['ocp-apim-subscription-key']).toBe('a-key');
    expect(male!.headers['content-type']).toBe('application/ssml+xml');
    expect(male!.headers['x-microsoft-outputformat']).toBe('audio-24khz-48kbitrate-mono-mp3');
    expect(male!.body).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="he-IL">' +
        `<voice name="he-IL-AvriNeural">&#60;a &#38; b&#62; &#34;c&#34; ${SPOKEN}</voice></speak>`,
    );
    expect(female!.body).toContain('<voice name="he-IL-HilaNeural">');
  });
});

describe('createSynthesizer', () => {
  it('is espeak by default and a cloud engine when its keys are given', () => {
    expect(createSynthesizer('espeak', {})).toBeInstanceOf(EspeakSynthesizer);
    expect(createSynthesizer('google', { GOOGLE_TTS_API_KEY: 'k' })).toBeInstanceOf(CloudSynthesizer);
    expect(
      createSynthesizer('azure', { AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' }),
    ).toBeInstanceOf(CloudSynthesizer);
  });

  it('says which setting is missing or wrong', () => {
    expect(() => createSynthesizer('google', {})).toThrow('TTS_PROVIDER=google needs GOOGLE_TTS_API_KEY');
    expect(() => createSynthesizer('azure', { AZURE_SPEECH_KEY: 'k' })).toThrow('needs AZURE_SPEECH_REGION');
    expect(() =>
      createSynthesizer('azure', { AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'x.evil.com/' }),
    ).toThrow('AZURE_SPEECH_REGION looks wrong');
    expect(() => createSynthesizer('polly', {})).toThrow('TTS_PROVIDER must be espeak, google or azure');
    expect(() => createSynthesizer('google', { GOOGLE_TTS_API_KEY: 'k', TTS_BASE_URL: 'ftp://x' })).toThrow(
      'TTS_BASE_URL must be an http(s) URL',
    );
  });

  it('sends a cloud engine’s requests to TTS_BASE_URL when set', async () => {
    answer = () => ({ status: 200, type: 'audio/mpeg', body: 'mp3' });
    const azure = createSynthesizer('azure', {
      AZURE_SPEECH_KEY: 'k',
      AZURE_SPEECH_REGION: 'westeurope',
      TTS_BASE_URL: `${baseUrl}/`,
    });
    expect((await azure.synthesize(VERSE, 'male')).toString()).toBe('mp3');
    expect(seen.map((request) => request.url)).toEqual(['/cognitiveservices/v1']);
  });
});
