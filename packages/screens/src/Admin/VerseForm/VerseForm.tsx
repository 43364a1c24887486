import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { Verse } from '@bible-admin/contract';
import { Button, type BreadcrumbItem } from '@bible-admin/ui';
import { ContentPage, LoadStatePage } from '../../internal/ContentPage';
import { usePageTrail } from '../../internal/trail';
import { useScreenMessages } from '../../messages';
import { Fields, FormCard, FormErrorBanner, Footer, sameInitialValues } from '../../internal/FormLayout';
import { verseFormMessages } from './messages';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { ConflictNotice, type SaveConflict, useConflictForm } from '../common/ConflictNotice';
import {
  missingIdOf,
  toSubmission,
  validateVerse,
  valuesOf,
  verseConflictFields,
  type VerseValues,
} from './verseValues';
import { VerseFields } from './VerseFields';

export interface VerseFormSubmission {
  chapter_id: string;
  verse_number: number;
  verse_content: string;
}

export interface VerseFormProps {
  mode: 'add' | 'edit';
  /** 'loading' and 'error' are the edit page's load states; 'saving' while the save runs. */
  status: 'loading' | 'error' | 'ready' | 'saving';
  /** The chapter the verse belongs to (add: from the route; edit: from the verse). */
  chapterId?: string | null;
  /** Shown read-only as 'Chapter {number}'. */
  chapterNumber?: number | null;
  /** Edit: the verse's id from the route. */
  verseId?: string | null;
  /** Edit: the verse as loaded. */
  verse?: Verse | null;
  /** Why the load failed; the default is 'Failed to fetch verse'. */
  loadError?: string;
  /** The save's failure, e.g. 'Failed to save verse. Please try again.', in a red banner. */
  serverError?: string | null;
  /** Someone else saved the verse since it was loaded: the notice compares theirs with the form's values. */
  conflict?: SaveConflict<Verse, VerseFormSubmission> | null;
  onSubmit: (values: VerseFormSubmission) => void;
  /** The app returns to the verse's own chapter (/chapter-verses/{chapter_id}). */
  onCancel: () => void;
  /** Told each time the form gains or loses unsaved changes (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
  onRetry?: () => void;
}

/**
 * Add Reading Verse or Edit Reading Verse: the chapter (read-only), the verse number and the verse's
 * content in the rich-text editor; the save button is disabled while saving, and a refused save shows
 * the server's words in a red banner.
 */
export function VerseForm(props: VerseFormProps) {
  const words = useScreenMessages(verseFormMessages);
  const title = props.mode === 'add' ? words.addTitle : words.editTitle;
  const { chapterId, chapterNumber } = props;
  const chapter =
    chapterId && chapterNumber != null ? { _id: chapterId, chapter_number: chapterNumber } : null;
  const breadcrumb = usePageTrail(props.mode === 'add' ? 'addVerse' : 'editVerse', { chapter }, title);
  if (props.status === 'loading' || props.status === 'error') {
    return (
      <LoadStatePage
        title={title}
        breadcrumb={breadcrumb}
        state={props.status}
        loadingLabel={words.loading}
        error={props.loadError || words.loadError}
        onRetry={props.onRetry}
      />
    );
  }
  return <VerseEditor {...props} title={title} breadcrumb={breadcrumb} />;
}

/** The form, once the verse to edit is loaded (or at once, to add one). */
function VerseEditor({
  mode,
  status,
  chapterId,
  chapterNumber,
  verseId,
  verse,
  serverError,
  conflict,
  onSubmit,
  onCancel,
  onDirtyChange,
  title,
  breadcrumb,
}: VerseFormProps & { title: string; breadcrumb: BreadcrumbItem[] }) {
  const words = useScreenMessages(verseFormMessages);
  const resolve = useConflictForm();
  const [missingId, setMissingId] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(mode === 'edit' ? verse : null), [mode, verse]);
  const saving = status === 'saving';
  const bannerError = missingId ?? serverError;
  /** Submits to `save` (a save, or an overwrite) after the spec's checks. */
  const submitTo = (save: (values: VerseFormSubmission) => void) => (values: VerseValues) => {
    const missing = missingIdOf(mode, chapterId, verseId, words);
    setMissingId(missing);
    if (missing || !chapterId) return;
    save(toSubmission(chapterId, values));
  };
  return (
    <ContentPage title={title} breadcrumb={breadcrumb}>
      <FormErrorBanner message={bannerError} />
      <Form<VerseValues>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        validate={(values) => validateVerse(values, words)}
        onSubmit={submitTo(onSubmit)}
        render={({ handleSubmit, form, values }) => (
          <FormCard onSubmit={handleSubmit} noValidate aria-label={title}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                saved={conflict.saved}
                fields={verseConflictFields(valuesOf(conflict.theirs), values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, valuesOf(conflict.theirs), conflict)}
                onOverwrite={() => resolve.overwrite(form, submitTo(conflict.onOverwrite))}
              />
            )}
            <Fields>
              <VerseFields
                chapterNumber={chapterNumber}
                words={words}
                editorKey={resolve.loads}
                initialContent={initialValues.verse_content}
              />
            </Fields>
            <Footer>
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                {words.cancel}
              </Button>
              <Button type="submit" busy={saving} busyLabel={mode === 'add' ? words.saving : words.updating}>
                {mode === 'add' ? words.save : words.update}
              </Button>
            </Footer>
          </FormCard>
        )}
      />
    </ContentPage>
  );
}
