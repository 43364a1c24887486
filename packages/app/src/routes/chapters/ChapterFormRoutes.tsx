import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ChapterForm, type ChapterFormSubmission } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { chapterCalls, verseCalls } from '@bible-admin/contract/plain';
import { useAdminWords } from '../../api/catalogue/admin';
import { useChapter } from '../../data/chapters';
import { useRevalidate } from '../../data/useCall';
import { saveFailure, useVersionedSave } from '../../data/versions';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { useAdminHead } from '../admin/adminMeta';
import { handBanner } from './banner';
import { chapterRequest } from './chapterSubmission';

/** Saving a chapter: on success the list gets its banner and the editor goes there; a refusal stays shown. */
function useChapterSave(
  save: (values: ChapterFormSubmission, overwrite: boolean) => Promise<unknown>,
  saved: string,
  failed: string,
) {
  const locale = useUILocale();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const onSubmit = async (values: ChapterFormSubmission, overwrite: boolean) => {
    setSaving(true);
    setServerError(null);
    try {
      await save(values, overwrite);
      await revalidate(chapterCalls.list, chapterCalls.get, verseCalls.byChapter);
      guard.release();
      handBanner({ type: 'success', message: saved });
      void navigate('/chapters');
    } catch (error) {
      setServerError(saveFailure(error, locale, failed));
      setSaving(false);
    }
  };
  return {
    saving,
    serverError,
    guardDialog: guard.dialog,
    onDirtyChange: setDirty,
    onSubmit: (values: ChapterFormSubmission) => void onSubmit(values, false),
    onOverwrite: (values: ChapterFormSubmission) => void onSubmit(values, true),
  };
}

export function AddChapterRoute() {
  useAdminHead((titles) => titles.addChapter);
  const words = useAdminWords().chapter;
  const navigate = useNavigate();
  const save = useChapterSave(
    (values) => call(chapterCalls.add, chapterRequest(values)),
    words.added,
    words.createFailed,
  );
  return (
    <>
      <ChapterForm
        mode="add"
        status={save.saving ? 'saving' : 'ready'}
        serverError={save.serverError}
        onSubmit={save.onSubmit}
        onDirtyChange={save.onDirtyChange}
        onCancel={() => void navigate('/chapters')}
      />
      {save.guardDialog}
    </>
  );
}

export function EditChapterRoute() {
  useAdminHead((titles) => titles.editChapter);
  const words = useAdminWords().chapter;
  const { id } = useParams();
  const navigate = useNavigate();
  const { status, chapter, error, retry, replace } = useChapter(id);
  const versioned = useVersionedSave(chapter);
  const save = useChapterSave(
    (values, overwrite) =>
      versioned.run(
        (version) =>
          call(chapterCalls.update, { params: { id: id ?? '' }, ...chapterRequest(values, version) }),
        overwrite,
      ),
    words.updated,
    words.updateFailed,
  );
  return (
    <>
      <ChapterForm
        mode="edit"
        status={save.saving ? 'saving' : status}
        chapter={chapter}
        loadError={error ?? undefined}
        serverError={save.serverError}
        conflict={versioned.conflict(replace, save.onOverwrite)}
        onSubmit={save.onSubmit}
        onDirtyChange={save.onDirtyChange}
        onCancel={() => void navigate('/chapters')}
        onRetry={retry}
      />
      {save.guardDialog}
    </>
  );
}
