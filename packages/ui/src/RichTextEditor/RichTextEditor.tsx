import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Node, Range, Transforms, type Descendant, type Editor } from 'slate';
import {
  Editable,
  ReactEditor,
  Slate,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from 'slate-react';
import styled from 'styled-components';
import { Field } from '../Field';
import { useMessages } from '../i18n';
import { createRichEditor, toggleMark } from './commands';
import { FormattingToolbar } from './FormattingToolbar';
import { BLOCK_TAGS, htmlToSlate, slateToHtml } from './html';
import { richTextEditorMessages, type RichTextEditorMessages } from './messages';
import { useScrollCue } from './useScrollCue';
import type { MarkFormat } from './types';

const MARK_HOTKEYS: Record<string, MarkFormat> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * Slate reads the caret from the page up to 100 ms late (it throttles `selectionchange`), and a mark set
 * at the old caret is dropped when the new one arrives: End then Ctrl+I, typed quickly, lost the italic.
 * So a hotkey first takes the caret where the page has it now.
 */
function syncSelection(editor: Editor): void {
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

export interface RichTextEditorProps {
  /** HTML to start from. The editor remounts when it changes (Slate's value is initial-only). */
  initialHtml?: string;
  /** The content as HTML after every change ('' when empty). */
  onChangeHtml?: (html: string) => void;
  /** Visible label; or name the editor with `aria-labelledby` pointing at a label of the form. */
  label?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Marks the editor invalid with no message of its own; `error` does both. */
  invalid?: boolean;
  /** With `label`: the error line under the editor (the kit's icon and words, as every field's). */
  error?: ReactNode;
  /** With `label`: the asterisk after it, and `aria-required`. */
  required?: boolean;
  /** 500 px (chapter content) or 250 px (audio content, verses) of editing area. */
  height?: 'tall' | 'short';
  /** Shows the content, as tall as it is (no fixed height, no toolbar). */
  readOnly?: boolean;
  placeholder?: string;
  /** Overrides the built-in words: the toolbar's button names and the link form's wording. */
  labels?: Partial<RichTextEditorMessages>;
}

const Frame = styled.div<{ $invalid: boolean }>`
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Content = styled.div<{ $height: 'tall' | 'short' | 'auto' }>`
  position: relative;
  /* The editable itself scrolls, so the scrolling region is the focusable textbox. Read-only content is as
     tall as it is. */
  [data-slate-editor] {
    block-size: ${({ theme, $height }) =>
      $height === 'auto' ? 'auto' : $height === 'tall' ? theme.sizes.editorTall : theme.sizes.editorShort};
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.md};
    outline: none;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  [data-slate-editor] > :last-child {
    margin-block-end: 0;
  }
  /* Hebrew blocks (Slate marks them dir="rtl") get the scripture font, which draws vowel points and
     cantillation. */
  [dir='rtl'] {
    font-family: ${({ theme }) => theme.fonts.scripture};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.scripture};
  }
  /* Hebrew has no italic (a slanted Hebrew letter is a fake): emphasis is a heavier, coloured weight. */
  em:dir(rtl) {
    font-style: normal;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.brand};
  }
  p,
  ul,
  ol {
    margin-block: 0 ${({ theme }) => theme.space.sm};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.xl};
  }
  h2,
  h3 {
    margin-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  blockquote {
    margin-block: 0 ${({ theme }) => theme.space.sm};
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  blockquote > :last-child {
    margin-block-end: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Fades the last visible line while there is more below, so a clipped line reads as "scroll on". */
const ScrollCue = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  block-size: ${({ theme }) => theme.space.xxl};
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(to bottom, transparent, ${({ theme }) => theme.colors.surface});
  box-shadow: ${({ theme }) => theme.shadows.scrollCue};
  pointer-events: none;
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u;
const CONTAINERS: ReadonlySet<string> = new Set(['bulleted-list', 'numbered-list', 'block-quote']);

/**
 * A list's or a quote's direction, from its first letter (none: the page's). dir="auto" would not do: it
 * skips the blocks inside, which carry a dir of their own.
 */
function containerDirection(element: RenderElementProps['element']): 'rtl' | 'ltr' | undefined {
  const letter = /\p{L}/u.exec(Node.string(element))?.[0];
  if (letter === undefined) return undefined;
  return RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  if (element.type === 'link')
    return (
      <a {...attributes} href={element.url}>
        {children}
      </a>
    );
  const Tag = BLOCK_TAGS[element.type];
  // Slate sets dir="rtl" on Hebrew text blocks; the others follow their own text, not the page.
  const dir = CONTAINERS.has(element.type) ? containerDirection(element) : (attributes.dir ?? 'auto');
  return (
    <Tag {...attributes} dir={dir}>
      {children}
    </Tag>
  );
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return (
    <span {...attributes} dir={leaf.dir}>
      {content}
    </span>
  );
}

// Slate's own placeholder is at a third of the opacity, too faint to read (and to pass contrast checks).
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <Placeholder {...attributes} style={{ ...attributes.style, opacity: 1 }}>
      {children}
    </Placeholder>
  );
}

function EditorInstance({
  initialHtml = '',
  onChangeHtml,
  label,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  invalid: markedInvalid = false,
  error,
  required = false,
  height = 'short',
  readOnly = false,
  placeholder,
  labels,
}: RichTextEditorProps) {
  const [editor] = useState(createRichEditor);
  const [initialValue] = useState(() => htmlToSlate(initialHtml));
  const words = useMessages(richTextEditorMessages, labels);
  const content = useRef<HTMLDivElement>(null);
  const scrollCue = useScrollCue(content, '[data-slate-editor]', !readOnly);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const mark = MARK_HOTKEYS[event.key.toLowerCase()];
      if (!mark || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      syncSelection(editor);
      toggleMark(editor, mark);
    },
    [editor],
  );
  const onValueChange = (value: Descendant[]) => {
    onChangeHtml?.(slateToHtml(value));
    scrollCue.update();
  };

  const invalid = markedInvalid || Boolean(error);
  const frame = (id?: string, labelId?: string, messagesId?: string) => (
    <Frame $invalid={invalid}>
      <Slate editor={editor} initialValue={initialValue} onValueChange={onValueChange}>
        {!readOnly && <FormattingToolbar labels={words} />}
        <Content ref={content} $height={readOnly ? 'auto' : height}>
          <Editable
            id={id}
            role="textbox"
            aria-multiline
            aria-readonly={readOnly || undefined}
            // A read-only textbox stays in the Tab order, as a read-only input does.
            tabIndex={readOnly ? 0 : undefined}
            aria-labelledby={labelledBy ?? labelId}
            aria-describedby={[describedBy, messagesId].filter(Boolean).join(' ') || undefined}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            readOnly={readOnly}
            placeholder={placeholder}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderPlaceholder={renderPlaceholder}
            onKeyDown={onKeyDown}
          />
          {scrollCue.more && <ScrollCue aria-hidden="true" data-scroll-cue="" />}
        </Content>
      </Slate>
    </Frame>
  );

  if (!label) return frame();
  // The kit's field label; a click on it puts the caret in the editor, as a label does for an input.
  const focusFromLabel = (event: MouseEvent) => {
    if ((event.target as Element).closest('label')) ReactEditor.focus(editor);
  };
  return (
    <div onClick={focusFromLabel}>
      <Field label={label} error={error} required={required}>
        {(control, labelId) => frame(control.id, labelId, control['aria-describedby'])}
      </Field>
    </div>
  );
}

/**
 * Slate rich-text editor with HTML in and out: paragraphs, h2/h3, bold, italic, underline, lists, quotes,
 * https links, and the direction of inline runs (`<span dir>`).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  // Slate reads its value once: new initial HTML (another chapter loaded) needs a fresh editor.
  return <EditorInstance key={props.initialHtml ?? ''} {...props} />;
}
