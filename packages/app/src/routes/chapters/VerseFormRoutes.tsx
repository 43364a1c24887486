import { useNavigate, useParams } from 'react-router-dom';
import type { Verse } from '@bible-admin/contract';
import { VerseForm, type VerseFormSubmission } from '@bible-admin/screens';
import { call } from '../../api/client';
import { verseCalls } from '@bible-admin/contract/plain';
import { useAdminWords } from '../../api/catalogue/admin';
import { useChapterVerses, useVerse } from '../../data/chapters';
import { useRevalidate } from '../../data/useCall';
import { useEditController, type EditOptions } from '../../data/useEditController';
import { useAdminHead } from '../admin/adminMeta';

const versesPath = (chapterId: string) => `/chapter-verses/${encodeURIComponent(chapterId)}`;

/** Saving a verse: re-reads the verses, then back to its chapter's verses. */
function useVerseSave({ send, ...options }: Omit<EditOptions<VerseFormSubmission, Verse>, 'then'>) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  return useEditController<VerseFormSubmission, Verse>({
    ...options,
    send: async (values, version) => {
      await send(values, version);
      await revalidate(verseCalls.byChapter, verseCalls.get);
    },
    then: (values) => void navigate(versesPath(values.chapter_id)),
  });
}

export function AddVerseRoute() {
  useAdminHead((titles) => titles.addVerse);
  const { chapterId = '' } = useParams();
  const navigate = useNavigate();
  const { status, chapter, error, retry } = useChapterVerses(chapterId);
  const save = useVerseSave({
    send: (body) => call(verseCalls.save, { body }),
    failed: useAdminWords().verse.saveFailed,
  });
  return (
    <>
      <VerseForm
        mode="add"
        status={save.saving ? 'saving' : status}
        chapterId={chapterId}
        chapterNumber={chapter?.chapter_number ?? null}
        loadError={error ?? undefined}
        serverError={save.error}
        onSubmit={save.submit}
        onDirtyChange={save.onDirtyChange}
        onCancel={() => void navigate(versesPath(chapterId))}
        onRetry={retry}
      />
      {save.guard}
    </>
  );
}

export function EditVerseRoute() {
  useAdminHead((titles) => titles.editVerse);
  const { verseId = '' } = useParams();
  const navigate = useNavigate();
  const { status, verse, error, retry, replace } = useVerse(verseId);
  // The chapter's number titles the form; the verse says which chapter it is.
  const verses = useChapterVerses(verse?.chapter_id);
  const save = useVerseSave({
    record: verse,
    send: (body, version) => call(verseCalls.update, { params: { id: verseId }, body: { ...body, version } }),
    failed: useAdminWords().verse.updateFailed,
    loadTheirs: replace,
  });
  return (
    <>
      <VerseForm
        mode="edit"
        status={save.saving ? 'saving' : status}
        chapterId={verse?.chapter_id ?? null}
        chapterNumber={verses.chapter?.chapter_number ?? null}
        verseId={verseId}
        verse={verse}
        loadError={error ?? undefined}
        serverError={save.error}
        conflict={save.conflict}
        onSubmit={save.submit}
        onDirtyChange={save.onDirtyChange}
        // The old build always went to chapter 1; the verse's own chapter is the right one.
        onCancel={() => void navigate(verse ? versesPath(verse.chapter_id) : '/chapters')}
        onRetry={retry}
      />
      {save.guard}
    </>
  );
}
