import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, emptySuccess, success } from '../envelope';
import { chapterSummary } from '../entities/chapter';
import { verse } from '../entities/verse';
import { idParams, readVersion } from '../fields';
import { richText, wholeNumber } from './chapters';

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
    name: 'getVersesByChapterId',
    method: 'GET',
    path: '/api/get-verses-by-chapter-id/{id}',
    encoding: 'none',
    auth: 'admin',
    summary: 'The verses of a chapter ordered by number, with the chapter they belong to.',
    params: idParams,
    reply: success({ verses: z.array(verse), chapter: chapterSummary }),
  }),
  save: defineCall({
    name: 'adminSaveReadingVerse',
    method: 'POST',
    path: '/api/admin/save-reading-verse',
    encoding: 'form',
    auth: 'admin',
    body: verseBody,
    reply: success({ data: verse }),
  }),
  get: defineCall({
    name: 'adminEditVerse',
    method: 'GET',
    path: '/api/admin/edit-verse/{id}',
    encoding: 'none',
    auth: 'admin',
    params: idParams,
    reply: success({ data: verse }),
  }),
  update: defineCall({
    name: 'adminUpdateReadingVerse',
    method: 'POST',
    path: '/api/admin/update-reading-verse/{id}',
    encoding: 'form',
    auth: 'admin',
    params: idParams,
    body: verseBody.extend({ version: readVersion }),
    reply: success({ data: verse }),
    conflict: conflictOf(verse),
  }),
  delete: defineCall({
    name: 'adminDeleteVerse',
    method: 'DELETE',
    path: '/api/admin/delete-verse/{id}',
    encoding: 'none',
    auth: 'admin',
    params: idParams,
    reply: emptySuccess,
  }),
};
