import { useMemo, useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import type { Verse } from '@bible-admin/contract';
import { Button, ErrorState, NumberField, RichTextEditor, TextField } from '@bible-admin/ui';
import { ContentPage, LoadingPanel } from '../../internal/ContentPage';
import { useScreenMessages } from '../../messages';
import {
  controlProps,
  Fields,
  FormCard,
  FormErrorBanner,
  Footer,
  Wide,
  sameInitialValues,
} from '../../internal/FormLayout';
import { verseFormMessages, type VerseFormMessages } from './messages';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { richTextToPlain } from '../../internal/ScriptureHtml';
import {
  type ConflictField,
  ConflictNotice,
  type SaveConflict,
  useConflictForm,
} from '../common/ConflictNotice';

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

interface Values {
  verse_number: string;
  verse_content: string;
}

/** The verse's values as the form starts from them (empty to add one). */
const valuesOf = (verse: Verse | null | undefined): Values => ({
  verse_number: verse ? String(verse.verse_number) : '',
  verse_content: verse ? verse.verse_content || verse.content : '',
});

/** What a verse's conflict notice compares: their stored verse and the form's values. */
const verseConflictFields = (theirs: Values, yours: Values, words: VerseFormMessages): ConflictField[] => [
  { label: words.verseNumber, theirs: theirs.verse_number, yours: yours.verse_number },
  {
    label: words.verseContent,
    theirs: richTextToPlain(theirs.verse_content),
    yours: richTextToPlain(yours.verse_content ?? ''),
    scripture: true,
  },
];

/**
 * Add Reading Verse or Edit Reading Verse: the chapter (read-only), the verse number and the verse's
 * content in the rich-text editor; the save button is disabled while saving, and a refused save shows
 * the server's words in a red banner.
 */
export function VerseForm({
  mode,
  status,
  chapterId,
  chapterNumber,
  verseId,
  verse,
  loadError,
  serverError,
  conflict,
  onSubmit,
  onCancel,
  onRetry,
  onDirtyChange,
}: VerseFormProps) {
  const words = useScreenMessages(verseFormMessages);
  const resolve = useConflictForm();
  const [missingId, setMissingId] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(mode === 'edit' ? verse : null), [mode, verse]);
  const title = mode === 'add' ? words.addTitle : words.editTitle;

  if (status === 'loading') {
    return (
      <ContentPage title={title} busy>
        <LoadingPanel label={words.loading} />
      </ContentPage>
    );
  }
  if (status === 'error') {
    return (
      <ContentPage title={title}>
        <ErrorState title={loadError || words.loadError} onRetry={onRetry ?? (() => {})} />
      </ContentPage>
    );
  }

  const saving = status === 'saving';
  const bannerError = missingId ?? serverError;
  /** Submits to `save` (a save, or an overwrite) after the spec's checks. */
  const submitTo = (save: (values: VerseFormSubmission) => void) => (values: Values) => {
    // The spec's checks before any call: the ids come from the route, not from the editor.
    const missing = !chapterId
      ? words.chapterIdMissing
      : mode === 'edit' && !verseId
        ? words.verseIdMissing
        : null;
    setMissingId(missing);
    if (missing || !chapterId) return;
    save({
      chapter_id: chapterId,
      verse_number: Number(values.verse_number.trim()),
      verse_content: values.verse_content,
    });
  };
  return (
    <ContentPage title={title}>
      <FormErrorBanner message={bannerError} />
      <Form<Values>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        validate={(values) => {
          const errors: Partial<Record<keyof Values, string>> = {};
          const number = values.verse_number?.trim() ?? '';
          if (number === '') errors.verse_number = words.verseNumberMissing;
          else if (!/^\d+$/.test(number) || Number(number) < 1)
            errors.verse_number = words.verseNumberInvalid;
          if (!values.verse_content?.trim()) errors.verse_content = words.rules.verse_content_required;
          return errors;
        }}
        onSubmit={submitTo(onSubmit)}
        render={({ handleSubmit, form, values }) => (
          <FormCard onSubmit={handleSubmit} noValidate aria-label={title}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                fields={verseConflictFields(valuesOf(conflict.theirs), values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, valuesOf(conflict.theirs), conflict)}
                onOverwrite={() => resolve.overwrite(form, submitTo(conflict.onOverwrite))}
              />
            )}
            <Fields>
              <TextField
                label={words.chapter}
                readOnly
                value={chapterNumber ? words.chapterValue(chapterNumber) : words.chapterUnknown}
              />
              <FinalField<string> name="verse_number">
                {({ input, meta }) => (
                  <NumberField
                    {...controlProps(input)}
                    label={words.verseNumber}
                    required
                    min={1}
                    step={1}
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <Wide>
                <FinalField<string> name="verse_content">
                  {({ input, meta }) => {
                    const error = meta.touched || meta.submitFailed ? meta.error : undefined;
                    return (
                      <RichTextEditor
                        key={resolve.loads}
                        label={words.verseContent}
                        initialHtml={initialValues.verse_content}
                        height="short"
                        error={error}
                        onChangeHtml={input.onChange}
                      />
                    );
                  }}
                </FinalField>
              </Wide>
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
