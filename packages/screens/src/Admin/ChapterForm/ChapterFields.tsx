import { Field as FinalField } from 'react-final-form';
import { ImagePicker, NumberField, RichTextEditor, TextField } from '@bible-admin/ui';
import { controlProps, shownError, Wide } from '../../internal/FormLayout';
import type { ChapterFormMessages } from './messages';

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
      <FinalField<string> name="verses">
        {({ input, meta }) => (
          <NumberField
            {...controlProps(input)}
            label={words.totalVerses}
            required={mode === 'edit'}
            min={0}
            step={1}
            error={shownError(meta)}
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
            error={shownError(meta)}
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
            error={shownError(meta)}
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
