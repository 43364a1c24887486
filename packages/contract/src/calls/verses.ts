import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, emptySuccess, success } from '../envelope';
import { chapterSummary } from '../entities/chapter';
import { verse } from '../entities/verse';
import { idParams, readVersion } from '../fields';
import { richText, wholeNumber } from './chapters';
import { verseCalls as endpoints } from '../endpoints/verses';

const verseBody = z.object({
  chapter_id: z
    .string({ error: 'Chapter ID is missing' })
    .trim()
    .min(1, 'Chapter ID is missing')
    .max(100, 'Invalid chapter ID'),
  verse_number: wholeNumber({
    min: 1,
    missing: 'Please enter a verse number',
    invalid: 'Verse number must be a whole number from 1',
  }),
  verse_content: richText('Verse content', 'Please enter verse content'),
});

export const verseCalls = {
  byChapter: defineCall({
    ...endpoints.byChapter,
    summary: 'The verses of a chapter ordered by number, with the chapter they belong to.',
    params: idParams,
    reply: success({ verses: z.array(verse), chapter: chapterSummary }),
  }),
  save: defineCall({
    ...endpoints.save,
    body: verseBody,
    reply: success({ data: verse }),
  }),
  get: defineCall({
    ...endpoints.get,
    params: idParams,
    reply: success({ data: verse }),
  }),
  update: defineCall({
    ...endpoints.update,
    params: idParams,
    body: verseBody.extend({ version: readVersion }),
    reply: success({ data: verse }),
    conflict: conflictOf(verse),
  }),
  delete: defineCall({
    ...endpoints.delete,
    params: idParams,
    reply: emptySuccess,
  }),
};
