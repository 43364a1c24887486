import { azureProvider, CloudSynthesizer, googleProvider } from './CloudSynthesizer';
import { EspeakSynthesizer } from './EspeakSynthesizer';
import type { SpeechSynthesizer } from './SpeechSynthesizer';

type Env = Record<string, string | undefined>;

function required(env: Env, name: string, provider: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`TTS_PROVIDER=${provider} needs ${name}`);
  return value;
}

/** TTS_BASE_URL: another address for the cloud service (a proxy, or the tests' fake service). */
function baseUrlOf(env: Env): string | undefined {
  const value = env.TTS_BASE_URL?.trim().replace(/\/+$/, '');
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`TTS_BASE_URL must be an http(s) URL, got "${value}"`);
  return value;
}

/**
 * The speech engine named by TTS_PROVIDER: `espeak` (default, offline), `google` (GOOGLE_TTS_API_KEY)
 * or `azure` (AZURE_SPEECH_KEY and AZURE_SPEECH_REGION); a cloud one at TTS_BASE_URL when set.
 */
export function createSynthesizer(provider: string, env: Env = process.env): SpeechSynthesizer {
  switch (provider) {
    case 'espeak':
      return new EspeakSynthesizer();
    case 'google':
      return new CloudSynthesizer(
        googleProvider(required(env, 'GOOGLE_TTS_API_KEY', provider), baseUrlOf(env)),
      );
    case 'azure': {
      const region = required(env, 'AZURE_SPEECH_REGION', provider);
      // The region becomes part of the host name.
      if (!/^[a-z0-9]+$/.test(region)) throw new Error(`AZURE_SPEECH_REGION looks wrong: "${region}"`);
      return new CloudSynthesizer(
        azureProvider(required(env, 'AZURE_SPEECH_KEY', provider), region, baseUrlOf(env)),
      );
    }
    default:
      throw new Error(`TTS_PROVIDER must be espeak, google or azure, got "${provider}"`);
  }
}
