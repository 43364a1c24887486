import { createEditor, Editor, Element, Node, Range, Text, Transforms, type Path } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { BlockFormat, LinkElement, ListFormat, MarkFormat, RichElement } from './types';

const isList = (format: string): format is ListFormat =>
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

const TEXT_BLOCKS: ReadonlySet<string> = new Set<BlockFormat>([
  'paragraph',
  'heading-two',
  'heading-three',
  'list-item',
]);

/**
 * Puts right one child of `parent` that html.ts could not write and read back unchanged, and says whether it
 * did. Text blocks hold text and links (a block in one moves out, splitting it); a link holds text only;
 * the document, lists and quotes hold blocks (loose text gets one). Lists hold list items: a quote in a list
 * moves out, splitting it, and a list in a list continues the outer one, as html.ts reads it. List items
 * sit only in lists, and quotes are one level deep.
 */
function fixChild(editor: Editor, parent: Editor | RichElement, child: Node, path: Path): boolean {
  const parentType = Editor.isEditor(parent) ? 'document' : parent.type;
  const inline = Text.isText(child) || isLink(child);
  if (parentType === 'link') {
    if (Text.isText(child)) return false;
    Transforms.unwrapNodes(editor, { at: path });
  } else if (TEXT_BLOCKS.has(parentType)) {
    if (inline) return false;
    Transforms.liftNodes(editor, { at: path });
  } else if (inline) {
    Transforms.wrapNodes(
      editor,
      { type: isList(parentType) ? 'list-item' : 'paragraph', children: [] },
      { at: path },
    );
  } else if (isList(parentType)) {
    const { type } = child as RichElement;
    if (type === 'list-item') return false;
    if (type === 'block-quote') Transforms.liftNodes(editor, { at: path });
    else if (isList(type)) Transforms.unwrapNodes(editor, { at: path });
    else Transforms.setNodes(editor, { type: 'list-item' }, { at: path });
  } else {
    const { type } = child as RichElement;
    if (type === 'list-item') Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    else if (type === 'block-quote' && parentType === 'block-quote')
      Transforms.unwrapNodes(editor, { at: path });
    else return false;
  }
  return true;
}

/**
 * Keeps the document in the shape that html.ts writes and reads back unchanged, whatever the commands, a
 * paste or typing did (a list made across the edge of a quote would otherwise take the quote in, and its text
 * would be lost on reload).
 */
export function withSchema(editor: Editor): Editor {
  const { normalizeNode } = editor;
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (!Text.isText(node)) {
      for (const [child, childPath] of Node.children(editor, path)) {
        if (fixChild(editor, node, child, childPath)) return;
      }
    }
    normalizeNode(entry, options);
  };
  return editor;
}

// Hebrew accents and points (U+0591-U+05C7), less the maqaf, paseq, sof pasuq and nun hafukha, which are not
// combining marks.
const HEBREW_MARK_AT_END = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]$/;

/** Whether `text` ends with a Hebrew combining mark (a vowel point or an accent): Backspace takes only that. */
export function endsWithHebrewMark(text: string): boolean {
  return HEBREW_MARK_AT_END.test(text);
}

/**
 * Backspace right after a Hebrew vowel point or accent deletes just that mark, not the whole letter with its
 * points (Slate deletes a grapheme), so that fixing the niqqud keeps the letter. Other deletions are Slate's.
 */
export function withHebrewMarks(editor: Editor): Editor {
  const { deleteBackward } = editor;
  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    const caret = selection && Range.isCollapsed(selection) ? selection.anchor : undefined;
    const letterStart = caret && unit === 'character' && Editor.before(editor, caret, { unit });
    if (
      caret &&
      letterStart &&
      endsWithHebrewMark(Editor.string(editor, { anchor: letterStart, focus: caret }))
    ) {
      // One code unit back, past the edges of any empty or formatted leaves in between.
      for (const point of Editor.positions(editor, {
        at: { anchor: letterStart, focus: caret },
        unit: 'offset',
        reverse: true,
      })) {
        const range = { anchor: point, focus: caret };
        if (Editor.string(editor, range).length === 1) {
          Transforms.delete(editor, { at: range });
          return;
        }
      }
    }
    deleteBackward(unit);
  };
  return editor;
}

export function createRichEditor(): Editor {
  return withSchema(withHebrewMarks(withBlockBreaks(withLinks(withHistory(withReact(createEditor()))))));
}
