import { createEditor, Editor, Element, Range, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { BlockFormat, ListFormat, MarkFormat, RichElement } from './types';

const isList = (format: BlockFormat): format is ListFormat =>
  format === 'bulleted-list' || format === 'numbered-list';

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
export function toggleBlock(editor: Editor, format: Exclude<BlockFormat, 'list-item' | 'paragraph'>): void {
  const active = isBlockActive(editor, format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && isList(node.type),
    split: true,
  });
  Transforms.setNodes(editor, { type: active ? 'paragraph' : isList(format) ? 'list-item' : format });
  if (!active && isList(format)) Transforms.wrapNodes(editor, { type: format, children: [] });
}

/**
 * Enter at the end of a heading starts a paragraph (not another heading), and Enter in an empty list item
 * ends the list, as in word processors.
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
  return withBlockBreaks(withHistory(withReact(createEditor())));
}
