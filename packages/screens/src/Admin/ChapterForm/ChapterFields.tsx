import { Field as FinalField } from 'react-final-form';
import { ImagePicker, NumberField, RichTextEditor, TextField } from '@bible-admin/ui';
import { controlProps, shownError, Wide } from '../../internal/FormLayout';
import { UrlField } from '../../internal/UrlField';
import type { ChapterFormMessages } from './messages';

/** The chapter's total verses: a whole number from 0. */
export function VersesField({ label, required }: { label: string; required: boolean }) {
  return (
    <FinalField<string> name="verses">
      {({ input, meta }) => (
        <NumberField
          {...controlProps(input)}
          label={label}
          required={required}
          min={0}
          step={1}
          error={shownError(meta)}
        />
      )}
    </FinalField>
  );
}

/** A required picture: the stored one's URL, or the newly chosen file; its error shows once a save was tried. */
export function ImageField({
  name,
  label,
  disabled,
}: {
  name: 'chapter_image' | 'cover_image';
  label: string;
  disabled: boolean;
}) {
  return (
    <FinalField<File | string | null> name={name}>
      {({ input, meta }) => (
        <ImagePicker
          label={label}
          required
          value={input.value || null}
          onChange={input.onChange}
          disabled={disabled}
          error={meta.submitFailed ? meta.error : undefined}
        />
      )}
    </FinalField>
  );
}

/**
 * The chapter's own fields: name, total verses, the two buy links, the chapter image and cover, and the content
 * in the rich-text editor (remounted on `editorKey` when the form loads other values: it keeps its own state).
 */
export function ChapterFields({
  mode,
  saving,
  words,
  editorKey,
  initialContent,
}: {
  mode: 'add' | 'edit';
  saving: boolean;
  words: ChapterFormMessages;
  editorKey: number;
  initialContent: string;
}) {
  return (
    <>
      <FinalField<string> name="chapter_name">
        {({ input, meta }) => (
          <TextField
            {...controlProps(input)}
            label={words.chapterName}
            required
            dir="auto"
            error={shownError(meta)}
          />
        )}
      </FinalField>
      <VersesField label={words.totalVerses} required={mode === 'edit'} />
      {/* Web addresses where the pictures can be bought (optional). */}
      <UrlField name="image_buy_link" label={words.imageBuyLink} />
      <UrlField name="cover_image_buy_link" label={words.coverBuyLink} />
      <ImageField name="chapter_image" label={words.chapterImage} disabled={saving} />
      <ImageField name="cover_image" label={words.coverImage} disabled={saving} />
      <Wide>
        <FinalField<string> name="chapter_content">
          {({ input, meta }) => (
            <RichTextEditor
              key={editorKey}
              label={words.content}
              initialHtml={initialContent}
              height="tall"
              error={shownError(meta)}
              required
              onChangeHtml={input.onChange}
            />
          )}
        </FinalField>
      </Wide>
    </>
  );
}
