import type { VoiceGender } from '@bible-admin/contract';

/** The contract's voice union: one definition for the calls, the chapters and the engines. */
export type Voice = VoiceGender;

/** Turns text into narration. Implementations: the offline espeak-ng engine and cloud voices. */
export interface SpeechSynthesizer {
  /**
   * Speaks text (no markup; vowel points may be present, each engine keeps or strips them) and
   * returns a complete MP3 file. Rejects rather than returning partial audio, and as soon as `signal`
   * aborts (the server stopped waiting).
   */
  synthesize(text: string, voice: Voice, signal?: AbortSignal): Promise<Buffer>;
}

/** A synthesis failure whose message may be shown to the admin. */
export class SpeechError extends Error {
  override name = 'SpeechError';
}
