import { useNavigate, useParams } from 'react-router-dom';
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

/** Saving a chapter: re-reads the chapters, then the list gets its banner (`saved`) and the editor goes there. */
function useChapterSave({
  send,
  saved,
  ...options
}: Omit<EditOptions<ChapterFormSubmission, Chapter>, 'then'> & { saved: string }) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  return useEditController<ChapterFormSubmission, Chapter>({
    ...options,
    send: async (values, version) => {
      await send(values, version);
      await revalidate(chapterCalls.list, chapterCalls.get, verseCalls.byChapter);
    },
    then: () => {
      handBanner({ type: 'success', message: saved });
      void navigate('/chapters');
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

export function EditChapterRoute() {
  useAdminHead((titles) => titles.editChapter);
  const words = useAdminWords().chapter;
  const { id } = useParams();
  const navigate = useNavigate();
  const { status, chapter, error, retry, replace } = useChapter(id);
  const save = useChapterSave({
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
        onCancel={() => void navigate('/chapters')}
        onRetry={retry}
      />
      {save.guard}
    </>
  );
}
