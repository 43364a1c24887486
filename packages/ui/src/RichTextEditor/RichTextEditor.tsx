import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Editor, Node, Transforms, type Descendant, type RangeRef } from 'slate';
import {
  Editable,
  ReactEditor,
  Slate,
  useSlate,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from 'slate-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useDirection } from '../direction';
import { TextField } from '../TextField';
import {
  activeLink,
  createRichEditor,
  isBlockActive,
  isMarkActive,
  removeLink,
  setLink,
  toggleBlock,
  toggleMark,
  toggleQuote,
} from './commands';
import { BLOCK_TAGS, htmlToSlate, isHttpsUrl, slateToHtml } from './html';
import type { BlockFormat, MarkFormat } from './types';

type ToolbarFormat = MarkFormat | Exclude<BlockFormat, 'paragraph' | 'list-item'>;
type ToolbarButton = ToolbarFormat | 'link' | 'removeLink';
/** The toolbar's names, and the wording of the link form (`linkUrl` is its field's label). */
export type RichTextToolbarLabels = Record<
  ToolbarButton | 'toolbar' | 'linkUrl' | 'applyLink' | 'cancelLink' | 'linkError',
  string
>;

const DEFAULT_LABELS: RichTextToolbarLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  'heading-two': 'Heading 2',
  'heading-three': 'Heading 3',
  'bulleted-list': 'Bulleted list',
  'numbered-list': 'Numbered list',
  'block-quote': 'Quote',
  link: 'Link',
  removeLink: 'Remove link',
  linkUrl: 'Link address',
  applyLink: 'Apply',
  cancelLink: 'Cancel',
  linkError: 'URL must start with https://',
};

const MARK_HOTKEYS: Record<string, MarkFormat> = { b: 'bold', i: 'italic', u: 'underline' };

export interface RichTextEditorProps {
  /** HTML to start from. The editor remounts when it changes (Slate's value is initial-only). */
  initialHtml?: string;
  /** The content as HTML after every change ('' when empty). */
  onChangeHtml?: (html: string) => void;
  /** Visible label; or name the editor with `aria-labelledby` pointing at a label of the form. */
  label?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  /** 500 px (chapter content) or 250 px (audio content, verses) of editing area. */
  height?: 'tall' | 'short';
  readOnly?: boolean;
  placeholder?: string;
  toolbarLabels?: Partial<RichTextToolbarLabels>;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    inline-size: ${({ theme }) => theme.sizes.icon};
    block-size: ${({ theme }) => theme.sizes.icon};
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
`;

// The field on a line of its own (its error under it), Apply and Cancel under it.
const LinkForm = styled(Toolbar)`
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex-basis: 100%;
  }
`;

const Content = styled.div<{ $height: 'tall' | 'short' }>`
  /* The editable itself scrolls, so the scrolling region is the focusable textbox. */
  [data-slate-editor] {
    block-size: ${({ theme, $height }) => ($height === 'tall' ? theme.sizes.editorTall : theme.sizes.editorShort)};
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.md};
    outline: none;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  /* Hebrew blocks (Slate marks them dir="rtl") get the scripture font, which has the vowel points. */
  [dir='rtl'] {
    font-family: ${({ theme }) => theme.fonts.scripture};
    line-height: ${({ theme }) => theme.lineHeights.scripture};
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

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const glyph = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);
// Toolbar glyphs; the buttons' names come from the labels. Headings are drawn, not written, so that
// the visible "H2" does not contradict a name such as "Heading 2".
const GLYPHS: Record<ToolbarButton, ReactNode> = {
  bold: <strong>B</strong>,
  italic: <em>I</em>,
  underline: <u>U</u>,
  'heading-two': glyph('M3 6v12M11 6v12M3 12h8M14.5 11a2.5 2.5 0 1 1 5 0c0 2.5-5 4-5 7h5'),
  'heading-three': glyph('M3 6v12M11 6v12M3 12h8M14.5 8.5h5l-3 3.5a3 3 0 1 1-2.5 4.5'),
  'bulleted-list': glyph('M9 6h11M9 12h11M9 18h11M4.5 6v.01M4.5 12v.01M4.5 18v.01'),
  'numbered-list': glyph('M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 14.5h3l-3 4h3'),
  'block-quote': glyph('M4 5v14M9 7h11M9 12h11M9 17h7'),
  link: glyph(
    'M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-6-6l-1.5 1.5M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 6 6l1.5-1.5',
  ),
  removeLink: glyph(
    'M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-6-6l-1.5 1.5M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 6 6l1.5-1.5M4 4l16 16',
  ),
};
const MARKS: MarkFormat[] = ['bold', 'italic', 'underline'];
const BLOCKS = ['heading-two', 'heading-three', 'bulleted-list', 'numbered-list'] as const;

/**
 * The link form's state while it is open: the text the link is for (followed through edits made meanwhile),
 * the address typed, and whether Apply refused it.
 */
interface LinkDraft {
  target: RangeRef;
  url: string;
  invalid: boolean;
}

/**
 * The toolbar is one Tab stop (roving tabindex): arrows in the reading direction move between the enabled
 * buttons (wrapping round), Home and End go to the first and the last.
 */
function FormattingToolbar({ labels }: { labels: RichTextToolbarLabels }) {
  const editor = useSlate();
  const { direction } = useDirection();
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const [focused, setFocused] = useState<ToolbarButton>('bold');
  const urlInput = useRef<HTMLInputElement>(null);
  const linkFormId = useId();
  const link = activeLink(editor);
  const linkFormOpen = linkDraft !== null;
  // Remove link, the one button that can be disabled, hands the Tab stop back to the first while it is.
  const tabStop = focused === 'removeLink' && !link ? 'bold' : focused;

  useEffect(() => {
    if (linkFormOpen) urlInput.current?.focus();
  }, [linkFormOpen]);

  const button = (name: ToolbarButton, props: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <ToolButton
      key={name}
      type="button"
      aria-label={labels[name]}
      tabIndex={name === tabStop ? 0 : -1}
      onFocus={() => setFocused(name)}
      // Keep the editor's selection: the toolbar acts on it.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    >
      {GLYPHS[name]}
    </ToolButton>
  );
  const command = (run: () => void) => () => {
    run();
    ReactEditor.focus(editor);
  };
  const openLinkForm = () => {
    const selection = editor.selection ?? Editor.range(editor, Editor.end(editor, []));
    setLinkDraft({ target: Editor.rangeRef(editor, selection), url: link?.url ?? '', invalid: false });
  };
  /** Closes the form and gives the editor back its focus and selection, after `run` acted on them. */
  const closeLinkForm = (draft: LinkDraft, run?: () => void) => {
    const target = draft.target.unref();
    setLinkDraft(null);
    if (target) Transforms.select(editor, target);
    run?.();
    ReactEditor.focus(editor);
  };
  const applyLink = (draft: LinkDraft) => {
    const url = draft.url.trim();
    if (isHttpsUrl(url)) closeLinkForm(draft, () => setLink(editor, url));
    else setLinkDraft({ ...draft, invalid: true });
  };
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:enabled'));
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    const [back, forward] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
    const next: Record<string, number> = {
      [forward]: (index + 1) % buttons.length,
      [back]: (index - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    const to = next[event.key];
    if (index < 0 || to === undefined) return;
    event.preventDefault();
    buttons[to]?.focus();
  };

  return (
    <>
      <Toolbar role="toolbar" aria-label={labels.toolbar} onKeyDown={moveFocus}>
        {MARKS.map((mark) =>
          button(mark, {
            'aria-pressed': isMarkActive(editor, mark),
            onClick: command(() => toggleMark(editor, mark)),
          }),
        )}
        {BLOCKS.map((block) =>
          button(block, {
            'aria-pressed': isBlockActive(editor, block),
            onClick: command(() => toggleBlock(editor, block)),
          }),
        )}
        {button('block-quote', {
          'aria-pressed': isBlockActive(editor, 'block-quote'),
          onClick: command(() => toggleQuote(editor)),
        })}
        {button('link', {
          'aria-expanded': linkFormOpen,
          'aria-controls': linkFormOpen ? linkFormId : undefined,
          onClick: linkDraft ? () => closeLinkForm(linkDraft) : openLinkForm,
        })}
        {button('removeLink', { disabled: !link, onClick: command(() => removeLink(editor)) })}
      </Toolbar>
      {linkDraft && (
        <LinkForm id={linkFormId} role="group" aria-label={labels.link}>
          <TextField
            ref={urlInput}
            label={labels.linkUrl}
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={linkDraft.url}
            error={linkDraft.invalid ? <span role="alert">{labels.linkError}</span> : undefined}
            onChange={(event) => setLinkDraft({ ...linkDraft, url: event.target.value, invalid: false })}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              // Enter applies (not submitting the surrounding form); Escape cancels (not closing a dialog around).
              if (event.key === 'Enter') applyLink(linkDraft);
              else if (event.key === 'Escape') closeLinkForm(linkDraft);
              else return;
              event.preventDefault();
            }}
          />
          <Button size="sm" onClick={() => applyLink(linkDraft)}>
            {labels.applyLink}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => closeLinkForm(linkDraft)}>
            {labels.cancelLink}
          </Button>
        </LinkForm>
      )}
    </>
  );
}

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
  invalid = false,
  height = 'short',
  readOnly = false,
  placeholder,
  toolbarLabels,
}: RichTextEditorProps) {
  const [editor] = useState(createRichEditor);
  const [initialValue] = useState(() => htmlToSlate(initialHtml));
  const labelId = useId();
  const labels = { ...DEFAULT_LABELS, ...toolbarLabels };

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const mark = MARK_HOTKEYS[event.key.toLowerCase()];
      if (!mark || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      toggleMark(editor, mark);
    },
    [editor],
  );
  const onValueChange = (value: Descendant[]) => onChangeHtml?.(slateToHtml(value));

  return (
    <Field>
      {/* Like a form label: a click on it puts the caret in the editor. */}
      {label && (
        <Label id={labelId} onClick={() => ReactEditor.focus(editor)}>
          {label}
        </Label>
      )}
      <Frame $invalid={invalid}>
        <Slate editor={editor} initialValue={initialValue} onValueChange={onValueChange}>
          {!readOnly && <FormattingToolbar labels={labels} />}
          <Content $height={height}>
            <Editable
              role="textbox"
              aria-multiline
              aria-readonly={readOnly || undefined}
              // Read-only content still scrolls, so it stays reachable by keyboard.
              tabIndex={readOnly ? 0 : undefined}
              aria-labelledby={labelledBy ?? (label ? labelId : undefined)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              readOnly={readOnly}
              placeholder={placeholder}
              renderElement={renderElement}
              renderLeaf={renderLeaf}
              renderPlaceholder={renderPlaceholder}
              onKeyDown={onKeyDown}
            />
          </Content>
        </Slate>
      </Frame>
    </Field>
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
