import { useMemo, useRef, useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import type { Chapter } from '@bible-admin/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  Icon,
  ImagePicker,
  Modal,
  NumberField,
  RichTextEditor,
  TextField,
} from '@bible-admin/ui';
import { ContentPage, LoadingPanel } from '../../internal/ContentPage';
import { LinkButton } from '../../internal/LinkButton';
import { richTextToPlain, truncate } from '../../internal/ScriptureHtml';
import { useScreenMessages } from '../../messages';
import { VerseMediaSection, type VerseMediaDraft } from '../VerseMediaSection';
import {
  controlProps,
  Fields,
  FormCard,
  FormErrorBanner,
  Footer,
  Wide,
  sameInitialValues,
} from '../../internal/FormLayout';
import { chapterFormMessages, type ChapterFormMessages } from './messages';
import { validateChapter, type ChapterFormValues } from './validate';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { ConflictNotice, type SaveConflict, useConflictForm } from '../common/ConflictNotice';
import { chapterConflictFields } from './conflictFields';

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

const AudioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

// Wide enough to read before the button wraps under it (phones).
const AudioText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  flex: 1 1 ${({ theme }) => theme.sizes.menu};
`;

const AudioLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const AudioPreview = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ScripturePreview = styled(AudioPreview)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The chapter's values as the form starts from them. */
function initialValuesOf(chapter: Chapter | null | undefined): ChapterFormValues {
  return {
    chapter_name: chapter?.chapter_name ?? '',
    verses: chapter ? String(chapter.verses) : '',
    image_buy_link: chapter?.image_buy_link ?? '',
    cover_image_buy_link: chapter?.cover_image_buy_link ?? '',
    chapter_image: chapter?.chapter_image ?? null,
    cover_image: chapter?.chapter_cover_image ?? null,
    chapter_content: chapter?.chapter_content ?? '',
    chapter_audio_content: chapter?.chapter_audio_content ?? '',
    verse_media: chapter?.verse_media.map((item) => ({ ...item })) ?? [],
  };
}

function toSubmission(values: ChapterFormValues): ChapterFormSubmission {
  const changed = (image: File | string | null) => (image instanceof File ? image : null);
  return {
    chapter_name: values.chapter_name.trim(),
    verses: values.verses.trim() === '' ? null : Number(values.verses),
    image_buy_link: values.image_buy_link.trim(),
    cover_image_buy_link: values.cover_image_buy_link.trim(),
    chapter_image: changed(values.chapter_image),
    cover_image: changed(values.cover_image),
    chapter_content: values.chapter_content,
    chapter_audio_content: values.chapter_audio_content,
    verse_media: values.verse_media,
  };
}

/** The rich-text audio content, edited in a dialog (250 px editor) and applied to the form on Save. */
function AudioContentDialog({
  open,
  title,
  initialHtml,
  words,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initialHtml: string;
  words: ChapterFormMessages;
  onSave: (html: string) => void;
  onClose: () => void;
}) {
  const draft = useRef(initialHtml);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      closeOnOverlayClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {words.cancel}
          </Button>
          <Button onClick={() => onSave(draft.current)}>{words.saveAudio}</Button>
        </>
      }
    >
      <RichTextEditor
        label={words.audioContent}
        initialHtml={initialHtml}
        height="short"
        onChangeHtml={(html) => {
          draft.current = html;
        }}
      />
    </Modal>
  );
}

/**
 * Add Chapter or Chapter Details (edit): name, total verses, the chapter's image and cover with their
 * buy links, the content in the rich-text editor, and the audio content in its own dialog; with load,
 * not-found, saving and refused-save states.
 */
export function ChapterForm({
  mode,
  status,
  chapter,
  loadError,
  serverError,
  conflict,
  onSubmit,
  onCancel,
  onRetry,
  onDirtyChange,
}: ChapterFormProps) {
  const words = useScreenMessages(chapterFormMessages);
  const resolve = useConflictForm();
  const initialValues = useMemo(() => initialValuesOf(mode === 'edit' ? chapter : null), [mode, chapter]);
  const [audioDialog, setAudioDialog] = useState(false);
  const nextMediaId = useRef(0);
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
        <ErrorState
          title={words.loadError(loadError || words.defaultLoadError)}
          onRetry={onRetry ?? (() => {})}
        />
      </ContentPage>
    );
  }
  if (status === 'not-found' || (mode === 'edit' && !chapter)) {
    return (
      <ContentPage title={title}>
        <EmptyState
          icon="book"
          title={words.notFound}
          action={
            <Button variant="secondary" onClick={onCancel}>
              {words.backToChapters}
            </Button>
          }
        />
      </ContentPage>
    );
  }

  const saving = status === 'saving';
  return (
    <ContentPage
      title={title}
      actions={
        mode === 'edit' && chapter ? (
          <LinkButton to={`/chapter-verses/${chapter._id}`} $variant="secondary">
            <Icon name="book" size={16} />
            {words.viewVerses}
          </LinkButton>
        ) : null
      }
    >
      <FormErrorBanner message={serverError} />
      <Form<ChapterFormValues>
        onSubmit={(values) => resolve.pick(onSubmit, conflict)(toSubmission(values))}
        validate={(values) => validateChapter(values, mode, words)}
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        render={({ handleSubmit, form, values }) => (
          <FormCard onSubmit={handleSubmit} noValidate aria-label={title}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                fields={chapterConflictFields(initialValuesOf(conflict.theirs), initialValues, values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, initialValuesOf(conflict.theirs), conflict)}
                onOverwrite={() => resolve.overwrite(form)}
              />
            )}
            <Fields>
              <FinalField<string> name="chapter_name">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    label={words.chapterName}
                    required
                    dir="auto"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<string> name="verses">
                {({ input, meta }) => (
                  <NumberField
                    {...controlProps(input)}
                    label={words.totalVerses}
                    required={mode === 'edit'}
                    min={0}
                    step={1}
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<string> name="image_buy_link">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    type="url"
                    label={words.imageBuyLink}
                    placeholder="https://"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<string> name="cover_image_buy_link">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    type="url"
                    label={words.coverBuyLink}
                    placeholder="https://"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<File | string | null> name="chapter_image">
                {({ input, meta }) => (
                  <ImagePicker
                    label={words.chapterImage}
                    required
                    value={input.value || null}
                    onChange={input.onChange}
                    disabled={saving}
                    error={meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<File | string | null> name="cover_image">
                {({ input, meta }) => (
                  <ImagePicker
                    label={words.coverImage}
                    required
                    value={input.value || null}
                    onChange={input.onChange}
                    disabled={saving}
                    error={meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <Wide>
                <FinalField<string> name="chapter_content">
                  {({ input, meta }) => {
                    const error = meta.touched || meta.submitFailed ? meta.error : undefined;
                    return (
                      <RichTextEditor
                        key={resolve.loads}
                        label={words.content}
                        initialHtml={initialValues.chapter_content}
                        height="tall"
                        error={error}
                        required
                        onChangeHtml={input.onChange}
                      />
                    );
                  }}
                </FinalField>
              </Wide>
              <Wide>
                <AudioRow>
                  <AudioText>
                    <AudioLabel>{words.audioContent}</AudioLabel>
                    {values.chapter_audio_content.trim() ? (
                      <ScripturePreview dir="rtl" lang="he">
                        {truncate(richTextToPlain(values.chapter_audio_content), 120)}
                      </ScripturePreview>
                    ) : (
                      <AudioPreview>{words.audioContentNone}</AudioPreview>
                    )}
                  </AudioText>
                  <Button
                    variant="secondary"
                    icon={<Icon name="music" size={16} />}
                    onClick={() => setAudioDialog(true)}
                  >
                    {values.chapter_audio_content.trim() ? words.editAudio : words.addAudio}
                  </Button>
                </AudioRow>
                <AudioContentDialog
                  key={String(audioDialog)}
                  open={audioDialog}
                  title={values.chapter_audio_content.trim() ? words.editAudio : words.addAudio}
                  initialHtml={values.chapter_audio_content}
                  words={words}
                  onClose={() => setAudioDialog(false)}
                  onSave={(html) => {
                    form.change('chapter_audio_content', html);
                    setAudioDialog(false);
                  }}
                />
              </Wide>
              <Wide>
                <VerseMediaSection
                  items={values.verse_media}
                  verseCount={Number(values.verses) || undefined}
                  mode={mode}
                  disabled={saving}
                  onAdd={(item) => {
                    nextMediaId.current += 1;
                    form.change('verse_media', [
                      ...values.verse_media,
                      { ...item, id: `new-${nextMediaId.current}` },
                    ]);
                  }}
                  onUpdate={(item) =>
                    form.change(
                      'verse_media',
                      values.verse_media.map((existing) => (existing.id === item.id ? item : existing)),
                    )
                  }
                  onRemove={(id) =>
                    form.change(
                      'verse_media',
                      values.verse_media.filter((existing) => existing.id !== id),
                    )
                  }
                />
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
