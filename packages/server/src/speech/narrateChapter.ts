import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { withMediaChanges } from '../media/MediaChanges';
import { type AuditActor, recordAudit } from '../services/audit';
import type { MediaStore } from '../media/MediaStore';
import { findChapter, setChapterAudio } from '../repositories/chapters';
import { htmlToText } from '../text/hebrew';
import { KeyedQueue } from './KeyedQueue';
import { SpeechError, type SpeechSynthesizer, type Voice } from './SpeechSynthesizer';

export const NO_AUDIO_CONTENT = 'You need to first add audio content for this chapter to generate the audio';

interface NarrationDeps {
  db: Kysely<Database>;
  media: MediaStore;
  speech: SpeechSynthesizer;
}

/**
 * Generates a chapter's narration in one voice and returns the new file's key. Requests for the same
 * chapter and voice run one at a time (a second one re-reads the chapter after the first finished);
 * the new MP3 is stored completely before the chapter points at it, and the old one is deleted only
 * after that, so a failure at any step keeps the previous audio playable. The audit event is written
 * with the chapter's new audio, in one transaction.
 */
export function createNarrator({ db, media, speech }: NarrationDeps) {
  const queue = new KeyedQueue();

  return (chapterId: string, voice: Voice, actor: AuditActor): Promise<string> =>
    queue.run(`${chapterId}:${voice}`, async () => {
      const chapter = await findChapter(db, chapterId);
      if (!chapter) throw notFound('Chapter not found');
      if (!chapter.audio_plain.trim()) throw badRequest(NO_AUDIO_CONTENT);
      let mp3: Buffer;
      try {
        // Points kept: an engine that cannot read them strips them itself.
        mp3 = await speech.synthesize(htmlToText(chapter.chapter_audio_content), voice);
      } catch (error) {
        const reason = error instanceof SpeechError ? error.message : 'the speech engine failed';
        throw new HttpError(502, 'Failed to generate audio', `Speech generation failed: ${reason}`);
      }
      return withMediaChanges(media, async (changes) => {
        const key = await changes.add(mp3, 'mp3');
        await db.transaction().execute(async (trx) => {
          if (!(await setChapterAudio(trx, chapterId, voice, key))) throw notFound('Chapter not found');
          await recordAudit(trx, actor, {
            type: 'narration.generated',
            record: { type: 'chapter', id: chapterId },
            summary: {
              voice,
              audio: { from: voice === 'male' ? chapter.audio_male : chapter.audio_female, to: key },
            },
          });
        });
        changes.drop(voice === 'male' ? chapter.audio_male : chapter.audio_female);
        return key;
      });
    });
}
