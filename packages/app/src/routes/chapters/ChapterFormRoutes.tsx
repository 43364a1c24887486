import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChapterForm, type ChapterFormSubmission } from '@bible-admin/screens';
import type { Chapter } from '@bible-admin/contract';
import { call } from '../../api/client';
import { chapterCalls, verseCalls } from '@bible-admin/contract/plain';
import { useAdminWords } from '../../api/catalogue/admin';
import { useChapter } from '../../data/chapters';
import { useRevalidate } from '../../data/useCall';
import { useEditController, type EditOptions } from '../../data/useEditController';
import { useAdminHead } from '../admin/adminMeta';
import { handBanner } from './banner';
import { chapterRequest } from './chapterSubmission';

/**
 * Saving a chapter: re-reads the chapters, then the editor goes back where it came from (`back`): to the
 * chapter's details with a toast, or to the list, which gets its banner (`saved`).
 */
function useChapterSave({
  send,
  saved,
  back = '/chapters',
  ...options
}: Omit<EditOptions<ChapterFormSubmission, Chapter>, 'then'> & { saved: string; back?: string }) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const toList = back === '/chapters';
  return useEditController<ChapterFormSubmission, Chapter>({
    ...options,
    done: toList ? undefined : saved,
    send: async (values, version) => {
      await send(values, version);
      await revalidate(chapterCalls.list, chapterCalls.get, verseCalls.byChapter);
    },
    then: () => {
      if (toList) handBanner({ type: 'success', message: saved });
      void navigate(back);
    },
  });
}

export function AddChapterRoute() {
  useAdminHead((titles) => titles.addChapter);
  const words = useAdminWords().chapter;
  const navigate = useNavigate();
  const save = useChapterSave({
    send: (values) => call(chapterCalls.add, chapterRequest(values)),
    saved: words.added,
    failed: words.createFailed,
  });
  return (
    <>
      <ChapterForm
        mode="add"
        status={save.saving ? 'saving' : 'ready'}
        serverError={save.error}
        onSubmit={save.submit}
        onDirtyChange={save.onDirtyChange}
        onCancel={() => void navigate('/chapters')}
      />
      {save.guard}
    </>
  );
}

/**
 * Where the chapter's editor came from, so its save and Cancel return there: the details page links here with
 * `?from=details`; the list (and any other way in) is the list.
 */
function useEditOrigin(id: string | undefined): string {
  const [search] = useSearchParams();
  return search.get('from') === 'details' && id ? `/chapter-details/${id}` : '/chapters';
}

export function EditChapterRoute() {
  const words = useAdminWords().chapter;
  const { id } = useParams();
  const navigate = useNavigate();
  const { status, chapter, error, retry, replace } = useChapter(id);
  useAdminHead((titles) => titles.editChapter(chapter?.chapter_number ?? null));
  const back = useEditOrigin(id);
  const save = useChapterSave({
    back,
    record: chapter,
    send: (values, version) =>
      call(chapterCalls.update, { params: { id: id ?? '' }, ...chapterRequest(values, version) }),
    saved: words.updated,
    failed: words.updateFailed,
    loadTheirs: replace,
  });
  return (
    <>
      <ChapterForm
        mode="edit"
        status={save.saving ? 'saving' : status}
        chapter={chapter}
        loadError={error ?? undefined}
        serverError={save.error}
        conflict={save.conflict}
        onSubmit={save.submit}
        onDirtyChange={save.onDirtyChange}
        onCancel={() => void navigate(back)}
        onRetry={retry}
      />
      {save.guard}
    </>
  );
}
