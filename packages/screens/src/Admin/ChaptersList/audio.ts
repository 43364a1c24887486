import type { ChapterSummary, VoiceGender } from '@bible-admin/contract';

/**
 * The narration of one chapter in one voice, as the list shows it. The app moves it along:
 * no-content / missing → confirm-generate → generating → ready → playing → confirm-regenerate →
 * regenerating → ready, and failed from either kind of generation.
 */
export type VoiceAudio =
  /** No audio content to narrate: Generate is disabled, with the spec's tooltip. */
  | { state: 'no-content' }
  | { state: 'missing' }
  | { state: 'confirm-generate' }
  /** The server is narrating (up to 30 s); the app counts the seconds. */
  | { state: 'generating'; elapsedSeconds: number }
  | { state: 'ready'; url: string }
  /** The 'Now Playing' dialog is open. */
  | { state: 'playing'; url: string }
  | { state: 'confirm-regenerate'; url: string }
  | { state: 'regenerating'; url: string; elapsedSeconds: number }
  /** The last generation failed; `url` is the audio kept from before, if any. */
  | { state: 'failed'; action: 'generate' | 'regenerate'; url: string | null; message?: string };

/** What a voice control asks the app to do. */
export type VoiceAudioAction =
  | 'request-generate'
  | 'confirm-generate'
  | 'play'
  | 'request-regenerate'
  | 'confirm-regenerate'
  /** Cancel a confirmation or close 'Now Playing'. */
  | 'dismiss';

export interface ChapterRow {
  chapter: ChapterSummary;
  audio: Record<VoiceGender, VoiceAudio>;
}

/** A voice's state when nothing is going on: what the chapter's own fields say. */
export function restingVoiceAudio(chapter: ChapterSummary, voice: VoiceGender): VoiceAudio {
  const url = voice === 'male' ? chapter.audio_url_male : chapter.audio_url_female;
  if (url) return { state: 'ready', url };
  return chapter.has_audio_content ? { state: 'missing' } : { state: 'no-content' };
}

/** Rows with every voice at rest. */
export function restingRows(chapters: readonly ChapterSummary[]): ChapterRow[] {
  return chapters.map((chapter) => ({
    chapter,
    audio: { male: restingVoiceAudio(chapter, 'male'), female: restingVoiceAudio(chapter, 'female') },
  }));
}
