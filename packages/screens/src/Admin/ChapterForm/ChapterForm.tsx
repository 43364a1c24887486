import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { Chapter } from '@bible-admin/contract';
import { Button, Icon, type BreadcrumbItem } from '@bible-admin/ui';
import { ContentPage } from '../../internal/ContentPage';
import { LinkButton } from '../../internal/LinkButton';
import { usePageTrail } from '../../internal/trail';
import { useScreenMessages } from '../../messages';
import type { VerseMediaDraft } from '../VerseMediaSection';
import { Fields, FormCard, FormErrorBanner, Footer, sameInitialValues } from '../../internal/FormLayout';
import { chapterFormMessages } from './messages';
import { validateChapter, type ChapterFormValues } from './validate';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { ConflictNotice, type SaveConflict, useConflictForm } from '../common/ConflictNotice';
import { chapterConflictFields } from './conflictFields';
import { initialValuesOf, toSubmission } from './chapterValues';
import { ChapterLoadState, chapterLoadState } from './ChapterLoadState';
import { ChapterFields } from './ChapterFields';
import { AudioContentField } from './AudioContentField';
import { VerseMediaField } from './VerseMediaField';

export type ChapterFormStatus = 'loading' | 'error' | 'not-found' | 'ready' | 'saving';

/** What the form hands over; the app sends images that did not change as null. */
export interface ChapterFormSubmission {
  chapter_name: string;
  /** Total verses; null when left empty (add only). */
  verses: number | null;
  image_buy_link: string;
  cover_image_buy_link: string;
  /** The newly chosen file, or null when the image did not change. */
  chapter_image: File | null;
  cover_image: File | null;
  chapter_content: string;
  chapter_audio_content: string;
  verse_media: VerseMediaDraft[];
}

export interface ChapterFormProps {
  mode: 'add' | 'edit';
  /** 'loading', 'error' and 'not-found' are the edit page's load states; 'saving' while the save runs. */
  status: ChapterFormStatus;
  /** The chapter to edit (edit mode). */
  chapter?: Chapter | null;
  /** Why the load failed (status 'error'); the default is 'Failed to fetch chapter details'. */
  loadError?: string;
  /** The server's refusal of the last save, shown in a red banner. */
  serverError?: string | null;
  /** Someone else saved the chapter since it was loaded: the notice compares theirs with the form's values. */
  conflict?: SaveConflict<Chapter, ChapterFormSubmission> | null;
  onSubmit: (values: ChapterFormSubmission) => void;
  /** The app goes back to /chapters. */
  onCancel: () => void;
  /** Told each time the form gains or loses unsaved changes (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
  /** Loads the chapter again after an error. */
  onRetry?: () => void;
}

/**
 * Add Chapter or Chapter Details (edit): name, total verses, the chapter's image and cover with their
 * buy links, the content in the rich-text editor, and the audio content in its own dialog; with load,
 * not-found, saving and refused-save states.
 */
export function ChapterForm(props: ChapterFormProps) {
  const words = useScreenMessages(chapterFormMessages);
  const title =
    props.mode === 'add' ? words.addTitle : words.editTitle(props.chapter?.chapter_number ?? null);
  const breadcrumb = usePageTrail(
    props.mode === 'edit' ? 'editChapter' : 'addChapter',
    { chapter: props.mode === 'edit' ? props.chapter : null },
    props.mode === 'add' ? words.addTitle : undefined,
  );
  const loadState = chapterLoadState(props.status, props.mode === 'edit' && !props.chapter);
  if (loadState) {
    return (
      <ChapterLoadState
        state={loadState}
        title={title}
        breadcrumb={breadcrumb}
        loadError={props.loadError}
        onRetry={props.onRetry}
        onCancel={props.onCancel}
      />
    );
  }
  return <ChapterEditor {...props} title={title} breadcrumb={breadcrumb} />;
}

/** The edit page's link to the chapter's reading verses. */
function ViewVersesLink({ chapterId, label }: { chapterId: string; label: string }) {
  return (
    <LinkButton to={`/chapter-verses/${chapterId}`} $variant="secondary">
      <Icon name="book" size={16} />
      {label}
    </LinkButton>
  );
}

/** The form, once the chapter to edit is loaded (or at once, to add one). */
function ChapterEditor({
  mode,
  status,
  chapter,
  serverError,
  conflict,
  onSubmit,
  onCancel,
  onDirtyChange,
  title,
  breadcrumb,
}: ChapterFormProps & { title: string; breadcrumb: BreadcrumbItem[] }) {
  const words = useScreenMessages(chapterFormMessages);
  const resolve = useConflictForm();
  const initialValues = useMemo(() => initialValuesOf(mode === 'edit' ? chapter : null), [mode, chapter]);
  const saving = status === 'saving';
  return (
    <ContentPage
      title={title}
      breadcrumb={breadcrumb}
      actions={
        mode === 'edit' && chapter ? (
          <ViewVersesLink chapterId={chapter._id} label={words.viewVerses} />
        ) : null
      }
    >
      <FormErrorBanner message={serverError} />
      <Form<ChapterFormValues>
        onSubmit={(values) => onSubmit(toSubmission(values))}
        validate={(values) => validateChapter(values, mode, words)}
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        render={({ handleSubmit, form, values }) => (
          <FormCard onSubmit={handleSubmit} noValidate aria-label={title}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                saved={conflict.saved}
                fields={chapterConflictFields(initialValuesOf(conflict.theirs), initialValues, values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, initialValuesOf(conflict.theirs), conflict)}
                onOverwrite={() =>
                  resolve.overwrite(form, (values) => conflict.onOverwrite(toSubmission(values)))
                }
              />
            )}
            <Fields>
              <ChapterFields
                mode={mode}
                saving={saving}
                words={words}
                editorKey={resolve.loads}
                initialContent={initialValues.chapter_content}
              />
              <AudioContentField
                html={values.chapter_audio_content}
                words={words}
                onChange={(html) => form.change('chapter_audio_content', html)}
              />
              <VerseMediaField
                items={values.verse_media}
                verseCount={Number(values.verses) || undefined}
                mode={mode}
                disabled={saving}
                onChange={(items) => form.change('verse_media', items)}
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
