import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Editor, Transforms, type RangeRef } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useArrowNavigation } from '../hooks';
import type { IconName } from '../Icon';
import { IconButton, type IconButtonProps } from '../IconButton';
import { TextField } from '../TextField';
import {
  activeLink,
  isBlockActive,
  isMarkActive,
  removeLink,
  setLink,
  toggleBlock,
  toggleMark,
  toggleQuote,
} from './commands';
import { isHttpsUrl } from './html';
import type { RichTextEditorMessages } from './messages';
import type { BlockFormat, MarkFormat } from './types';

type ToolbarFormat = MarkFormat | Exclude<BlockFormat, 'paragraph' | 'list-item'>;
type ToolbarButton = ToolbarFormat | 'link' | 'removeLink' | 'undo' | 'redo';

const ICONS: Record<ToolbarButton, IconName> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  'heading-two': 'heading2',
  'heading-three': 'heading3',
  'bulleted-list': 'list',
  'numbered-list': 'numberedList',
  'block-quote': 'quote',
  link: 'link',
  removeLink: 'unlink',
  undo: 'undo',
  redo: 'redo',
};
const MARKS: MarkFormat[] = ['bold', 'italic', 'underline'];
const HEADINGS = ['heading-two', 'heading-three'] as const;
const LISTS = ['bulleted-list', 'numbered-list'] as const;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** A thin rule between groups of buttons (marks, headings, blocks, links, history). */
const Divider = styled.span`
  align-self: stretch;
  inline-size: ${({ theme }) => theme.sizes.border};
  margin-inline: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.border};
`;

/** The kit's icon button, showing when its format is on (or its form open). */
const ToolButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.text};
  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.border} ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// The field on a line of its own (its error under it), Apply and Cancel under it.
const LinkForm = styled(Bar)`
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex-basis: 100%;
  }
`;

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
export function FormattingToolbar({ labels }: { labels: RichTextEditorMessages }) {
  const editor = useSlate();
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const [focused, setFocused] = useState<ToolbarButton>('bold');
  const urlInput = useRef<HTMLInputElement>(null);
  const linkFormId = useId();
  const link = activeLink(editor);
  const linkFormOpen = linkDraft !== null;
  const disabled: Partial<Record<ToolbarButton, boolean>> = {
    removeLink: !link,
    undo: editor.history.undos.length === 0,
    redo: editor.history.redos.length === 0,
  };
  // A button that turns disabled hands the Tab stop back to the first.
  const tabStop = disabled[focused] ? 'bold' : focused;
  const moveFocus = useArrowNavigation({ orientation: 'horizontal', itemSelector: 'button' });

  useEffect(() => {
    if (linkFormOpen) urlInput.current?.focus();
  }, [linkFormOpen]);

  const button = (name: ToolbarButton, props: Partial<IconButtonProps>) => (
    <ToolButton
      key={name}
      size="sm"
      icon={ICONS[name]}
      label={labels[name]}
      disabled={disabled[name]}
      tabIndex={name === tabStop ? 0 : -1}
      onFocus={() => setFocused(name)}
      // Keep the editor's selection: the toolbar acts on it.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    />
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
  const markButton = (mark: MarkFormat) =>
    button(mark, {
      'aria-pressed': isMarkActive(editor, mark),
      onClick: command(() => toggleMark(editor, mark)),
    });
  const blockButton = (block: (typeof HEADINGS)[number] | (typeof LISTS)[number]) =>
    button(block, {
      'aria-pressed': isBlockActive(editor, block),
      onClick: command(() => toggleBlock(editor, block)),
    });

  return (
    <>
      <Bar role="toolbar" aria-label={labels.toolbar} onKeyDown={moveFocus}>
        {MARKS.map(markButton)}
        <Divider aria-hidden="true" />
        {HEADINGS.map(blockButton)}
        <Divider aria-hidden="true" />
        {LISTS.map(blockButton)}
        {button('block-quote', {
          'aria-pressed': isBlockActive(editor, 'block-quote'),
          onClick: command(() => toggleQuote(editor)),
        })}
        <Divider aria-hidden="true" />
        {button('link', {
          'aria-expanded': linkFormOpen,
          'aria-controls': linkFormOpen ? linkFormId : undefined,
          onClick: linkDraft ? () => closeLinkForm(linkDraft) : openLinkForm,
        })}
        {button('removeLink', { onClick: command(() => removeLink(editor)) })}
        <Divider aria-hidden="true" />
        {button('undo', { onClick: command(() => editor.undo()) })}
        {button('redo', { onClick: command(() => editor.redo()) })}
      </Bar>
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
