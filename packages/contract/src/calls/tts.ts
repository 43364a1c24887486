import { z } from 'zod';
import { defineCall } from '../define';
import { success } from '../envelope';
import { NARRATION_WAIT_MS, voices } from '../constants';
import { requiredText } from '../fields';
import { ttsCalls as endpoints } from '../endpoints/tts';

const speechBody = z.object({
  chapter_id: requiredText('Chapter ID', 100),
  gender: z.enum(voices, { error: "Gender must be 'male' or 'female'" }),
});

const speechReply = success({ data: z.object({ audio_url: z.string() }) });

const summary =
  "Narrates the chapter's audio content in the chosen voice (up to about 30 s) and stores the MP3; " +
  'the previous file is replaced only once the new one is complete. A request for a chapter and voice ' +
  `being narrated waits for that narration (at most ${NARRATION_WAIT_MS / 60_000} minutes, then a 409).`;

export const ttsCalls = {
  generate: defineCall({
    ...endpoints.generate,
    summary,
    body: speechBody,
    reply: speechReply,
  }),
  regenerate: defineCall({
    ...endpoints.regenerate,
    summary,
    body: speechBody,
    reply: speechReply,
  }),
};
