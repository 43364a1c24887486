import { createEditor, Editor, Element, Node, Range, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { BlockFormat, LinkElement, ListFormat, MarkFormat, RichElement } from './types';

const isList = (format: RichElement['type']): format is ListFormat =>
  format === 'bulleted-list' || format === 'numbered-list';
const isQuote = (node: Node) => Element.isElement(node) && node.type === 'block-quote';
const isLink = (node: Node): node is LinkElement => Element.isElement(node) && node.type === 'link';

export function isMarkActive(editor: Editor, format: MarkFormat): boolean {
  return Editor.marks(editor)?.[format] === true;
}

export function toggleMark(editor: Editor, format: MarkFormat): void {
  if (isMarkActive(editor, format)) Editor.removeMark(editor, format);
  else Editor.addMark(editor, format, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && node.type === format,
  });
  return match !== undefined;
}

/** Headings and lists toggle back to paragraphs; a list switches kind in place. */
export function toggleBlock(
  editor: Editor,
  format: Exclude<BlockFormat, 'list-item' | 'paragraph' | 'block-quote'>,
): void {
  const active = isBlockActive(editor, format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && isList(node.type),
    split: true,
  });
  Transforms.setNodes(editor, { type: active ? 'paragraph' : isList(format) ? 'list-item' : format });
  if (!active && isList(format)) Transforms.wrapNodes(editor, { type: format, children: [] });
}

/** Quotes the selected blocks (whole lists included), or takes the selected ones out of their quote. */
export function toggleQuote(editor: Editor): void {
  if (isBlockActive(editor, 'block-quote')) Transforms.unwrapNodes(editor, { match: isQuote, split: true });
  else
    Transforms.wrapNodes(
      editor,
      { type: 'block-quote', children: [] },
      { match: (_node, path) => path.length === 1 },
    );
}

/** The link the selection is in, if any. */
export function activeLink(editor: Editor): LinkElement | undefined {
  const [entry] = Editor.nodes(editor, { match: isLink });
  return entry?.[0];
}

/**
 * Links the selected text to `url` (an https URL, checked by the caller). In a link with nothing selected,
 * changes that link's address; at a bare caret, inserts the URL itself as the link's text.
 */
export function setLink(editor: Editor, url: string): void {
  const { selection } = editor;
  if (!selection) return;
  if (Range.isCollapsed(selection)) {
    if (activeLink(editor)) Transforms.setNodes(editor, { url }, { match: isLink });
    else Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
    return;
  }
  Transforms.unwrapNodes(editor, { match: isLink });
  Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
}

/** Turns the links the selection touches back into plain text. */
export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isLink });
}

export function withLinks(editor: Editor): Editor {
  const { isInline } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  return editor;
}

/**
 * Enter at the end of a heading starts a paragraph (not another heading), and Enter in an empty list item
 * or in an empty paragraph of a quote ends the list or the quote, as in word processors.
 */
export function withBlockBreaks(editor: Editor): Editor {
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    const { selection } = editor;
    const entry =
      selection && Range.isCollapsed(selection)
        ? Editor.above(editor, {
            match: (node): node is RichElement => Element.isElement(node) && Editor.isBlock(editor, node),
          })
        : undefined;
    if (selection && entry) {
      const [block, path] = entry;
      if (block.type === 'list-item' && Editor.isEmpty(editor, block)) {
        Transforms.unwrapNodes(editor, {
          match: (node) => Element.isElement(node) && isList(node.type),
          split: true,
        });
        Transforms.setNodes(editor, { type: 'paragraph' });
        return;
      }
      if (block.type === 'paragraph' && Editor.isEmpty(editor, block) && isQuote(Node.parent(editor, path))) {
        Transforms.unwrapNodes(editor, { match: isQuote, split: true });
        return;
      }
      if (
        (block.type === 'heading-two' || block.type === 'heading-three') &&
        Editor.isEnd(editor, selection.anchor, path)
      ) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] });
        return;
      }
    }
    insertBreak();
  };
  return editor;
}

export function createRichEditor(): Editor {
  return withBlockBreaks(withLinks(withHistory(withReact(createEditor()))));
}
