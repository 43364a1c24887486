import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { createRichEditor, isBlockActive, isMarkActive, toggleBlock, toggleMark } from './commands';
import { htmlToSlate, slateToHtml } from './html';

/** A headless editor holding `html`, with the caret at its end or all of it selected. */
function editorWith(html: string, select: 'end' | 'all' = 'end'): Editor {
  const editor = createRichEditor();
  editor.children = htmlToSlate(html);
  if (select === 'all') Transforms.select(editor, Editor.range(editor, []));
  else Transforms.select(editor, Editor.end(editor, []));
  return editor;
}

const html = (editor: Editor) => slateToHtml(editor.children);

describe('marks', () => {
  it('bolds the selection and unbolds it again', () => {
    const editor = editorWith('<p>Light</p>', 'all');
    toggleMark(editor, 'bold');
    expect(html(editor)).toBe('<p><strong>Light</strong></p>');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    toggleMark(editor, 'bold');
    expect(html(editor)).toBe('<p>Light</p>');
    expect(isMarkActive(editor, 'bold')).toBe(false);
  });

  it('applies a mark to text typed next at a collapsed caret', () => {
    const editor = editorWith('<p>Light </p>');
    toggleMark(editor, 'italic');
    editor.insertText('day');
    expect(html(editor)).toBe('<p>Light <em>day</em></p>');
  });
});

describe('blocks', () => {
  it('turns a paragraph into a heading and back', () => {
    const editor = editorWith('<p>Genesis</p>');
    toggleBlock(editor, 'heading-two');
    expect(html(editor)).toBe('<h2>Genesis</h2>');
    expect(isBlockActive(editor, 'heading-two')).toBe(true);
    toggleBlock(editor, 'heading-three');
    expect(html(editor)).toBe('<h3>Genesis</h3>');
    toggleBlock(editor, 'heading-three');
    expect(html(editor)).toBe('<p>Genesis</p>');
  });

  it('wraps paragraphs in a list, switches its kind and unwraps it', () => {
    const editor = editorWith('<p>a</p><p>b</p>', 'all');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(isBlockActive(editor, 'bulleted-list')).toBe(true);
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<ol><li>a</li><li>b</li></ol>');
    expect(isBlockActive(editor, 'bulleted-list')).toBe(false);
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<p>a</p><p>b</p>');
  });
});

describe('Enter', () => {
  it('starts a paragraph after a heading', () => {
    const editor = editorWith('<h2>Genesis</h2>');
    editor.insertBreak();
    editor.insertText('text');
    expect(html(editor)).toBe('<h2>Genesis</h2><p>text</p>');
  });

  it('splits a list item, and ends the list on an empty item', () => {
    const editor = editorWith('<ul><li>a</li></ul>');
    editor.insertBreak();
    editor.insertText('b');
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('after');
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul><p>after</p>');
  });

  it('splits a paragraph as usual', () => {
    const editor = editorWith('<p>ab</p>');
    Transforms.move(editor, { distance: 1, reverse: true });
    editor.insertBreak();
    expect(html(editor)).toBe('<p>a</p><p>b</p>');
  });
});
