import type { Chapter, Verse } from '@bible-admin/contract';
import { chapterCalls, verseCalls } from '@bible-admin/contract/plain';
import { isApiError } from '../api/errors';
import { useReadView } from './status';
import { replaceLoaded } from './versions';
import { useCall } from './useCall';
import { useList } from './useList';

/** The chapters list: searched and paged by the server. */
export const useChapters = () => useList(chapterCalls.list);

/** One chapter with its content and verse media; a 404 is 'not-found' rather than an error. */
export function useChapter(id: string | undefined) {
  const result = useCall(chapterCalls.get, id ? { params: { id } } : null);
  const view = useReadView(result, (words) => words.chapter.fetchDetailsFailed);
  const notFound = isApiError(result.error) && result.error.status === 404;
  return {
    ...view,
    status: notFound && !result.data ? ('not-found' as const) : view.status,
    chapter: result.data?.data ?? null,
    /** Load theirs: the form starts again from the chapter as stored. */
    replace: (chapter: Chapter) => replaceLoaded(result.mutate, 'data', chapter),
  };
}

/** A chapter's verses with the chapter itself (its number titles the page). */
export function useChapterVerses(chapterId: string | undefined) {
  const result = useCall(verseCalls.byChapter, chapterId ? { params: { id: chapterId } } : null);
  return {
    ...useReadView(result, (words) => words.verse.fetchChapterVersesFailed),
    verses: result.data?.verses ?? [],
    chapter: result.data?.chapter ?? null,
  };
}

/** One verse, for its edit form. */
export function useVerse(verseId: string | undefined) {
  const result = useCall(verseCalls.get, verseId ? { params: { id: verseId } } : null);
  return {
    ...useReadView(result, (words) => words.verse.fetchFailed),
    verse: result.data?.data ?? null,
    /** Load theirs: the form starts again from the verse as stored. */
    replace: (verse: Verse) => replaceLoaded(result.mutate, 'data', verse),
  };
}
