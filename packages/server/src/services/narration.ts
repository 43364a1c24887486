import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError, InvalidError, UpstreamError } from '../domain/errors';
import { type KeyedLock, LockTimeoutError } from '../locks/KeyedLock';
import type { Lifecycle } from '../lifecycle';
import { withMediaChanges } from '../media/MediaChanges';
import type { MediaStore } from '../media/MediaStore';
import { audioColumn, hasAudioContent, setChapterAudio } from '../repositories/chapters';
import { SpeechError, type SpeechSynthesizer, type Voice } from '../speech/SpeechSynthesizer';
import { htmlToText } from '../text/hebrew';
import { type AuditActor, recordAudit } from './audit';
import { chapterNotFound, requireChapter } from './require';

export const NO_AUDIO_CONTENT = 'You need to first add audio content for this chapter to generate the audio';

interface NarrationDeps {
  db: Kysely<Database>;
  media: MediaStore;
  speech: SpeechSynthesizer;
  locks: KeyedLock;
  lifecycle: Lifecycle;
}

export const NARRATION_BUSY =
  'This chapter is being narrated in this voice already; try again in a few minutes';

/**
 * Generates a chapter's narration in one voice and returns the new file's key. Requests for the same
 * chapter and voice run one at a time, across server processes on PostgreSQL (a second one re-reads the
 * chapter after the first finished; one that waits longer than NARRATION_WAIT_MS is a 409, so a request
 * ends within NARRATION_CALL_MAX_MS, the browser's budget);
 * the new MP3 is stored completely before the chapter points at it, and the old one is deleted only
 * after that, so a failure at any step keeps the previous audio playable. The audit event is written
 * with the chapter's new audio, in one transaction. At shutdown a narration may finish within the grace
 * period; once that is over (`lifecycle.abandoned`) the speech is stopped and nothing is committed (the
 * stop waits for the file stored meanwhile to be removed again).
 */
export function createNarrator({ db, media, speech, locks, lifecycle }: NarrationDeps) {
  const { abandoned } = lifecycle;
  const narrate = (chapterId: string, voice: Voice, actor: AuditActor): Promise<string> =>
    locks.run(`narration:${chapterId}:${voice}`, async () => {
      const chapter = await requireChapter(db, chapterId);
      if (!hasAudioContent(chapter)) throw new InvalidError('no_audio_content', NO_AUDIO_CONTENT);
      let mp3: Buffer;
      try {
        // Points kept: an engine that cannot read them strips them itself.
        mp3 = await speech.synthesize(htmlToText(chapter.chapter_audio_content), voice, abandoned);
      } catch (error) {
        const reason = error instanceof SpeechError ? error.message : 'the speech engine failed';
        throw new UpstreamError(
          'audio_generation_failed',
          'Failed to generate audio',
          `Speech generation failed: ${reason}`,
        );
      }
      const previous = chapter[audioColumn(voice)];
      return withMediaChanges(media, async (changes) => {
        const key = await changes.add(mp3, 'mp3');
        await db.transaction().execute(async (trx) => {
          // Past the grace period the caller's connection was cut: the previous audio stays.
          abandoned.throwIfAborted();
          if (!(await setChapterAudio(trx, chapterId, voice, key))) throw chapterNotFound();
          await recordAudit(trx, actor, {
            type: 'narration.generated',
            record: { type: 'chapter', id: chapterId },
            summary: { chapter_name: chapter.chapter_name, voice, audio: { from: previous, to: key } },
          });
        });
        changes.drop(previous);
        return key;
      });
    });

  return async (chapterId: string, voice: Voice, actor: AuditActor): Promise<string> => {
    try {
      return await lifecycle.track(narrate(chapterId, voice, actor));
    } catch (error) {
      if (error instanceof LockTimeoutError)
        throw new ConflictError('narration_busy', NARRATION_BUSY, error.message);
      throw error;
    }
  };
}
