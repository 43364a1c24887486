import { useMemo } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import type { ChapterStatus, ChapterSummary } from '@bible-admin/contract';
import { Button, NumberField, Select } from '@bible-admin/ui';
import { ContentPage } from '../../internal/ContentPage';
import { useScreenMessages } from '../../messages';
import {
  controlProps,
  Fields,
  FormCard,
  FormErrorBanner,
  Footer,
  sameInitialValues,
  shownError,
} from '../../internal/FormLayout';
import { chapterFormMessages } from './messages';
import { validateChapterShort, type ChapterShortFormValues } from './validate';
import type { ChapterFormStatus } from './ChapterForm';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { ChapterLoadState, chapterLoadState } from './ChapterLoadState';
import { ImageField, VersesField } from './ChapterFields';

export interface ChapterShortFormSubmission {
  chapter_number: number;
  verses: number;
  status: ChapterStatus;
  /** The newly chosen file, or null when the image did not change. */
  chapter_image: File | null;
}

export interface ChapterShortFormProps {
  status: ChapterFormStatus;
  chapter?: ChapterSummary | null;
  loadError?: string;
  serverError?: string | null;
  onSubmit: (values: ChapterShortFormSubmission) => void;
  onCancel: () => void;
  /** Told each time the form gains or loses unsaved changes (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
  onRetry?: () => void;
}

/**
 * The spec's "simpler variant" of the chapter form: chapter number, verses, status (active or inactive) and the
 * chapter image, all required. Kept, with its stories, though no page shows it yet.
 */
export function ChapterShortForm({
  status,
  chapter,
  loadError,
  serverError,
  onSubmit,
  onCancel,
  onRetry,
  onDirtyChange,
}: ChapterShortFormProps) {
  const words = useScreenMessages(chapterFormMessages);
  const initialValues = useMemo<ChapterShortFormValues>(
    () => ({
      chapter_number: chapter ? String(chapter.chapter_number) : '',
      verses: chapter ? String(chapter.verses) : '',
      status: chapter?.status ?? '',
      chapter_image: chapter?.chapter_image ?? null,
    }),
    [chapter],
  );

  const loadState = chapterLoadState(status, !chapter);
  if (loadState) {
    return (
      <ChapterLoadState
        state={loadState}
        title={words.shortTitle}
        loadError={loadError}
        onRetry={onRetry}
        onCancel={onCancel}
      />
    );
  }

  const saving = status === 'saving';
  return (
    <ContentPage title={words.shortTitle}>
      <FormErrorBanner message={serverError} />
      <Form<ChapterShortFormValues>
        onSubmit={(values) =>
          onSubmit({
            chapter_number: Number(values.chapter_number),
            verses: Number(values.verses),
            status: values.status as ChapterStatus,
            chapter_image: values.chapter_image instanceof File ? values.chapter_image : null,
          })
        }
        validate={(values) => validateChapterShort(values, words)}
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        render={({ handleSubmit }) => (
          <FormCard onSubmit={handleSubmit} noValidate aria-label={words.shortTitle}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <Fields>
              <FinalField<string> name="chapter_number">
                {({ input, meta }) => (
                  <NumberField
                    {...controlProps(input)}
                    label={words.chapterNumber}
                    required
                    min={1}
                    step={1}
                    error={shownError(meta)}
                  />
                )}
              </FinalField>
              <VersesField label={words.totalVerses} required />
              <FinalField<string> name="status">
                {({ input, meta }) => (
                  <Select
                    {...controlProps(input)}
                    label={words.status}
                    required
                    placeholder={words.statusPlaceholder}
                    options={[
                      { value: 'active', label: words.active },
                      { value: 'inactive', label: words.inactive },
                    ]}
                    error={shownError(meta)}
                  />
                )}
              </FinalField>
              <ImageField name="chapter_image" label={words.chapterImage} disabled={saving} />
            </Fields>
            <Footer>
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                {words.cancel}
              </Button>
              <Button type="submit" busy={saving} busyLabel={words.updating}>
                {words.update}
              </Button>
            </Footer>
          </FormCard>
        )}
      />
    </ContentPage>
  );
}
