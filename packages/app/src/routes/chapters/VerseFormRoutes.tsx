import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { VerseForm, type VerseFormSubmission } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { verseCalls } from '@bible-admin/contract/plain';
import { useAdminWords } from '../../api/catalogue/admin';
import { useChapterVerses, useVerse } from '../../data/chapters';
import { useRevalidate } from '../../data/useCall';
import { saveFailure, useVersionedSave } from '../../data/versions';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { useAdminHead } from '../admin/adminMeta';

const versesPath = (chapterId: string) => `/chapter-verses/${encodeURIComponent(chapterId)}`;

/** Saving a verse: on success back to its chapter's verses (re-read); a refusal stays shown. */
function useVerseSave(
  save: (values: VerseFormSubmission, overwrite: boolean) => Promise<unknown>,
  failed: string,
) {
  const locale = useUILocale();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const onSubmit = async (values: VerseFormSubmission, overwrite: boolean) => {
    setSaving(true);
    setServerError(null);
    try {
      await save(values, overwrite);
      await revalidate(verseCalls.byChapter, verseCalls.get);
      guard.release();
      void navigate(versesPath(values.chapter_id));
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
    onSubmit: (values: VerseFormSubmission) => void onSubmit(values, false),
    onOverwrite: (values: VerseFormSubmission) => void onSubmit(values, true),
  };
}

export function AddVerseRoute() {
  useAdminHead((titles) => titles.addVerse);
  const { chapterId = '' } = useParams();
  const navigate = useNavigate();
  const { status, chapter, error, retry } = useChapterVerses(chapterId);
  const failed = useAdminWords().verse.saveFailed;
  const save = useVerseSave((body) => call(verseCalls.save, { body }), failed);
  return (
    <>
      <VerseForm
        mode="add"
        status={save.saving ? 'saving' : status}
        chapterId={chapterId}
        chapterNumber={chapter?.chapter_number ?? null}
        loadError={error ?? undefined}
        serverError={save.serverError}
        onSubmit={save.onSubmit}
        onDirtyChange={save.onDirtyChange}
        onCancel={() => void navigate(versesPath(chapterId))}
        onRetry={retry}
      />
      {save.guardDialog}
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
  const failed = useAdminWords().verse.updateFailed;
  const versioned = useVersionedSave(verse);
  const save = useVerseSave(
    (body, overwrite) =>
      versioned.run(
        (version) => call(verseCalls.update, { params: { id: verseId }, body: { ...body, version } }),
        overwrite,
      ),
    failed,
  );
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
        serverError={save.serverError}
        conflict={versioned.conflict(replace, save.onOverwrite)}
        onSubmit={save.onSubmit}
        onDirtyChange={save.onDirtyChange}
        // The old build always went to chapter 1; the verse's own chapter is the right one.
        onCancel={() => void navigate(verse ? versesPath(verse.chapter_id) : '/chapters')}
        onRetry={retry}
      />
      {save.guardDialog}
    </>
  );
}
