import { Field as FinalField } from 'react-final-form';
import { NumberField, RichTextEditor, TextField } from '@bible-admin/ui';
import { controlProps, shownError, Wide } from '../../internal/FormLayout';
import type { VerseFormMessages } from './messages';

/**
 * The verse's fields: its chapter (read-only), its number, and its content in the rich-text editor (remounted on
 * `editorKey` when the form loads other values: it keeps its own state).
 */
export function VerseFields({
  chapterNumber,
  words,
  editorKey,
  initialContent,
}: {
  chapterNumber?: number | null;
  words: VerseFormMessages;
  editorKey: number;
  initialContent: string;
}) {
  return (
    <>
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
            error={shownError(meta)}
          />
        )}
      </FinalField>
      <Wide>
        <FinalField<string> name="verse_content">
          {({ input, meta }) => (
            <RichTextEditor
              key={editorKey}
              label={words.verseContent}
              initialHtml={initialContent}
              height="short"
              error={shownError(meta)}
              onChangeHtml={input.onChange}
            />
          )}
        </FinalField>
      </Wide>
    </>
  );
}
