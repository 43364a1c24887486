import { SPEECH_TIMEOUT_MS } from '@bible-admin/contract';
import { toSpeechText } from '../text/hebrew';
import { chunkText } from './chunkText';
import { SpeechError, type SpeechSynthesizer, type Voice } from './SpeechSynthesizer';

/** One cloud text-to-speech REST API: how a piece of text becomes a request and the reply becomes MP3. */
export interface CloudProvider {
  name: string;
  /** Largest text per request, in UTF-8 bytes. */
  maxBytes: number;
  request(text: string, voice: Voice): { url: string; init: RequestInit };
  audio(reply: Response): Promise<Buffer>;
}

/** Google Cloud Text-to-Speech, `text:synthesize` with an API key; WaveNet he-IL voices. */
export function googleProvider(
  apiKey: string,
  baseUrl = 'https://texttospeech.googleapis.com',
): CloudProvider {
  const voices: Record<Voice, string> = { male: 'he-IL-Wavenet-B', female: 'he-IL-Wavenet-A' };
  return {
    name: 'Google Text-to-Speech',
    maxBytes: 4500, // the API refuses input over 5,000 bytes
    request: (text, voice) => ({
      url: `${baseUrl}/v1/text:synthesize`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
        body: JSON.stringify({
          input: { text },
          voice: { languageCode: 'he-IL', name: voices[voice] },
          audioConfig: { audioEncoding: 'MP3' },
        }),
      },
    }),
    audio: async (reply) => {
      const { audioContent } = (await reply.json()) as { audioContent?: string };
      if (!audioContent) throw new SpeechError('Google Text-to-Speech returned no audio');
      return Buffer.from(audioContent, 'base64');
    },
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Azure AI Speech REST API with a subscription key; neural he-IL voices through SSML. */
export function azureProvider(
  key: string,
  region: string,
  baseUrl = `https://${region}.tts.speech.microsoft.com`,
): CloudProvider {
  const voices: Record<Voice, string> = { male: 'he-IL-AvriNeural', female: 'he-IL-HilaNeural' };
  return {
    name: 'Azure Speech',
    maxBytes: 6000, // keeps each request well under the service's 10 minutes of audio
    request: (text, voice) => ({
      url: `${baseUrl}/cognitiveservices/v1`,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/ssml+xml',
          'ocp-apim-subscription-key': key,
          'x-microsoft-outputformat': 'audio-24khz-48kbitrate-mono-mp3',
          'user-agent': 'bible-admin',
        },
        body:
          `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="he-IL">` +
          `<voice name="${voices[voice]}">${escapeXml(text)}</voice></speak>`,
      },
    }),
    audio: async (reply) => Buffer.from(await reply.arrayBuffer()),
  };
}

/**
 * Natural narration from a cloud service. Long text is cut at sentence ends under the provider's
 * limit, the pieces are spoken in parallel and their MP3 frames concatenated in order (MP3 streams
 * concatenate). Vowel points are kept, cantillation removed.
 */
export class CloudSynthesizer implements SpeechSynthesizer {
  constructor(
    private readonly provider: CloudProvider,
    private readonly timeoutMs = SPEECH_TIMEOUT_MS,
  ) {}

  async synthesize(text: string, voice: Voice, stop?: AbortSignal): Promise<Buffer> {
    const chunks = chunkText(toSpeechText(text, true), this.provider.maxBytes);
    if (!chunks.length) throw new SpeechError('There is no text to speak');
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
    return Buffer.concat(await Promise.all(chunks.map((chunk) => this.speak(chunk, voice, signal))));
  }

  private async speak(text: string, voice: Voice, signal: AbortSignal): Promise<Buffer> {
    const { url, init } = this.provider.request(text, voice);
    let reply: Response;
    try {
      reply = await fetch(url, { ...init, signal });
    } catch (error) {
      throw new SpeechError(`${this.provider.name} could not be reached: ${(error as Error).message}`);
    }
    if (!reply.ok) {
      const detail = (await reply.text()).slice(0, 300);
      throw new SpeechError(`${this.provider.name} answered ${reply.status}${detail ? `: ${detail}` : ''}`);
    }
    return this.provider.audio(reply);
  }
}
