import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, emptySuccess, pageOf, success } from '../envelope';
import { chapterStatuses } from '../constants';
import { chapter, chapterSummary } from '../entities/chapter';
import { fromJsonText, idParams, listQuery, readVersion, requiredText, WHOLE_NUMBER_TEXT } from '../fields';
import { chapterCalls as endpoints } from '../endpoints/chapters';
import { isHttpsUrl } from '../urls';

/** Rich text may be a whole chapter with markup, cantillation included. */
const RICH_TEXT_MAX = 200_000;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number that may arrive as plain digits ('3'); `missing` when absent or blank, `invalid` otherwise. */
export function wholeNumber({ min, missing, invalid }: { min: number; missing: string; invalid: string }) {
  return z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      // Plain digits only: '1e1', '0x2' or ' 3 ' stay text, which the number schema refuses.
      return typeof present === 'string' && WHOLE_NUMBER_TEXT.test(present) ? Number(present) : present;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(1_000_000, invalid),
  );
}

/** The same, where absent or blank means "not given". */
function optionalWholeNumber(rule: { min: number; invalid: string }) {
  return z.preprocess(blankToUndefined, wholeNumber({ ...rule, missing: rule.invalid }).optional());
}

/** Rich text (HTML, sanitised by the server); required ones give `missing` when absent or blank. */
export function richText(label: string, missing: string) {
  return z
    .string({ error: missing })
    .max(RICH_TEXT_MAX, `${label} is too long`)
    .refine((value) => value.trim() !== '', missing);
}

const optionalRichText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(RICH_TEXT_MAX, `${label} is too long`)
    .optional();

/** An http(s) link; an empty value clears it (null). */
function link(label: string) {
  return z
    .string()
    .trim()
    .max(2000, `${label} is too long`)
    .refine(
      (value) => value === '' || (URL.canParse(value) && /^https?:\/\//i.test(value)),
      `${label} must be a valid URL`,
    )
    .transform((value) => value || null)
    .optional();
}

const httpsUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(2000, 'URL is too long')
    .refine(isHttpsUrl, 'URL must start with https://')
    .optional(),
);

/** One item of verse_media_json: the spec's verseNumber/videoUrl, or the server names verse_number/verse_video. */
const verseMediaInput = z.preprocess(
  (item) => {
    if (typeof item !== 'object' || item === null) return item;
    const fields = item as Record<string, unknown>;
    return {
      verse_number: fields.verseNumber ?? fields.verse_number,
      video: fields.videoUrl ?? fields.verse_video ?? fields.video,
    };
  },
  z.object(
    {
      verse_number: wholeNumber({
        min: 1,
        missing: 'Please select verse number',
        invalid: 'Verse number must be a whole number from 1',
      }),
      video: httpsUrl,
    },
    { error: 'Each verse media item must be an object with verseNumber and videoUrl' },
  ),
);

/** verse_media_json: a JSON list; verse numbers unique within the chapter. */
const verseMediaList = fromJsonText(
  z
    .array(verseMediaInput, { error: 'verse_media_json must be a JSON list of {verseNumber, videoUrl}' })
    .max(2000, 'Too many verse media items')
    .superRefine((items, context) => {
      const seen = new Set<number>();
      items.forEach(({ verse_number }, index) => {
        if (seen.has(verse_number)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'verse_number'],
            message: `Verse ${verse_number} media is already added!`,
          });
        }
        seen.add(verse_number);
      });
    }),
);

const chapterFields = {
  chapter_number: optionalWholeNumber({ min: 1, invalid: 'Chapter number must be a whole number from 1' }),
  verses: optionalWholeNumber({ min: 0, invalid: 'Total verses must be a whole number' }),
  status: z.preprocess(
    blankToUndefined,
    z.enum(chapterStatuses, { error: 'Status must be active or inactive' }).optional(),
  ),
  image_buy_link: link('Image buy link'),
  cover_image_buy_link: link('Cover image buy link'),
  chapter_audio_content: optionalRichText('Audio content'),
  verse_media_json: verseMediaList.optional(),
};

const chapterFiles = ['chapter_image', 'cover_image', 'verse_{n}_image'] as const;

export const chapterCalls = {
  list: defineCall({
    ...endpoints.list,
    summary: 'Chapters by number; search matches the name and the text, with or without vowel points.',
    query: listQuery,
    reply: pageOf(chapterSummary),
  }),
  get: defineCall({
    ...endpoints.get,
    params: idParams,
    reply: success({ data: chapter }),
  }),
  add: defineCall({
    ...endpoints.add,
    summary:
      'chapter_image and cover_image are required images (PNG, JPEG, WebP or GIF, checked by content); ' +
      'verse_{n}_image is the image of the verse media item for verse n. The chapter number is the next free one when not given.',
    body: z.object({
      chapter_name: requiredText('Chapter name'),
      chapter_content: richText('Chapter content', 'Chapter content is required'),
      ...chapterFields,
    }),
    files: chapterFiles,
    reply: success({ data: chapter }),
  }),
  update: defineCall({
    ...endpoints.update,
    summary:
      'Changes only the fields sent; an absent image (or the text "null") keeps the stored one. ' +
      'verse_media_json, when sent, replaces the list; an item keeps its stored image unless verse_{n}_image is sent. ' +
      'The short form chapter_number, verses, status, chapter_image works too.',
    params: idParams,
    body: z.object({
      chapter_name: requiredText('Chapter name').optional(),
      chapter_content: richText('Chapter content', 'Chapter content is required').optional(),
      ...chapterFields,
      version: readVersion,
    }),
    files: chapterFiles,
    reply: success({ data: chapter }),
    conflict: conflictOf(chapter),
  }),
  delete: defineCall({
    ...endpoints.delete,
    summary: 'Deletes the chapter with its verses, verse media, images and narration.',
    params: idParams,
    reply: emptySuccess,
  }),
};
