import { Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import {
  activeLink,
  createRichEditor,
  endsWithHebrewMark,
  isBlockActive,
  isMarkActive,
  removeLink,
  setLink,
  toggleBlock,
  toggleMark,
  toggleQuote,
} from './commands';
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

describe('quotes', () => {
  it('quotes a paragraph and unquotes it again', () => {
    const editor = editorWith('<p>Let there be light</p>');
    toggleQuote(editor);
    expect(html(editor)).toBe('<blockquote><p>Let there be light</p></blockquote>');
    expect(isBlockActive(editor, 'block-quote')).toBe(true);
    toggleQuote(editor);
    expect(html(editor)).toBe('<p>Let there be light</p>');
    expect(isBlockActive(editor, 'block-quote')).toBe(false);
  });

  it('quotes a whole list, not an item inside it', () => {
    const editor = editorWith('<ul><li>a</li><li>b</li></ul>');
    toggleQuote(editor);
    expect(html(editor)).toBe('<blockquote><ul><li>a</li><li>b</li></ul></blockquote>');
  });

  it('quotes several blocks into one quote', () => {
    const editor = editorWith('<h3>Psalm 23</h3><p>The Lord</p>', 'all');
    toggleQuote(editor);
    expect(html(editor)).toBe('<blockquote><h3>Psalm 23</h3><p>The Lord</p></blockquote>');
  });

  it('takes only the selected paragraph out of a longer quote', () => {
    const editor = editorWith('<blockquote><p>a</p><p>b</p><p>c</p></blockquote>');
    Transforms.select(editor, Editor.end(editor, [0, 1]));
    toggleQuote(editor);
    expect(html(editor)).toBe('<blockquote><p>a</p></blockquote><p>b</p><blockquote><p>c</p></blockquote>');
  });

  it('makes a heading and a list inside a quote', () => {
    const editor = editorWith('<blockquote><p>a</p><p>b</p></blockquote>');
    Transforms.select(editor, Editor.end(editor, [0, 0]));
    toggleBlock(editor, 'heading-two');
    Transforms.select(editor, Editor.end(editor, [0, 1]));
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<blockquote><h2>a</h2><ol><li>b</li></ol></blockquote>');
  });
});

describe('a list made across the edge of a quote', () => {
  /** What the server stores and the editor reads back on reload. */
  const reloaded = (editor: Editor) => slateToHtml(htmlToSlate(html(editor)));

  it('keeps the quoted text through a reload when the selection starts in the quote', () => {
    const editor = editorWith('<blockquote><p>quoted</p></blockquote><p>after</p>', 'all');
    toggleBlock(editor, 'bulleted-list');
    expect(reloaded(editor)).toBe(html(editor));
    expect(html(editor)).toBe('<blockquote><p>quoted</p></blockquote><ul><li>after</li></ul>');
  });

  it('keeps the quoted text through a reload when the selection ends in the quote', () => {
    const editor = editorWith('<p>before</p><blockquote><p>quoted</p></blockquote>', 'all');
    toggleBlock(editor, 'numbered-list');
    expect(reloaded(editor)).toBe(html(editor));
    expect(html(editor)).toBe('<ol><li>before</li></ol><blockquote><p>quoted</p></blockquote>');
  });
});

describe('the schema', () => {
  /** A node of any shape (strings are text): the types forbid these documents, Slate's operations do not. */
  const node = (type: string, ...children: (Descendant | string)[]): Descendant =>
    ({
      type,
      children: children.map((child) => (typeof child === 'string' ? { text: child } : child)),
    }) as unknown as Descendant;
  const link = (url: string, ...children: (Descendant | string)[]): Descendant =>
    Object.assign(node('link', ...children), { url });
  /** The HTML of `children` once normalised, after checking that a reload gives it back unchanged. */
  function normalised(...children: Descendant[]): string {
    const editor = createRichEditor();
    editor.children = children;
    Editor.normalize(editor, { force: true });
    const result = html(editor);
    expect(slateToHtml(htmlToSlate(result))).toBe(result);
    return result;
  }

  it('turns list items outside a list into paragraphs', () => {
    expect(normalised(node('list-item', 'a'), node('block-quote', node('list-item', 'b')))).toBe(
      '<p>a</p><blockquote><p>b</p></blockquote>',
    );
  });

  it('turns paragraphs and headings in a list into its items', () => {
    expect(normalised(node('bulleted-list', node('paragraph', 'a'), node('heading-two', 'b')))).toBe(
      '<ul><li>a</li><li>b</li></ul>',
    );
  });

  it('continues a list with the items of a list inside it', () => {
    const inner = node('numbered-list', node('list-item', 'b'));
    expect(normalised(node('bulleted-list', node('list-item', 'a'), inner, node('list-item', 'c')))).toBe(
      '<ul><li>a</li><li>b</li><li>c</li></ul>',
    );
  });

  it('moves a quote out of a list item and out of the list, splitting both', () => {
    const item = node('list-item', 'a', node('block-quote', node('paragraph', 'b')), 'c');
    expect(normalised(node('bulleted-list', item))).toBe(
      '<ul><li>a</li></ul><blockquote><p>b</p></blockquote><ul><li>c</li></ul>',
    );
  });

  it('keeps quotes one level deep', () => {
    const inner = node('block-quote', node('paragraph', 'b'));
    expect(normalised(node('block-quote', node('paragraph', 'a'), inner))).toBe(
      '<blockquote><p>a</p><p>b</p></blockquote>',
    );
  });

  it('gives loose text a block of its own', () => {
    expect(normalised(node('numbered-list', 'a'), node('block-quote', 'b'))).toBe(
      '<ol><li>a</li></ol><blockquote><p>b</p></blockquote>',
    );
  });

  it('merges a link inside a link into it', () => {
    const outer = link('https://outer.example/', 'a', link('https://inner.example/', 'b'), 'c');
    expect(normalised(node('paragraph', '', outer, ''))).toBe(
      '<p><a href="https://outer.example/">abc</a></p>',
    );
  });
});

describe('links', () => {
  it('links the selected text', () => {
    const editor = editorWith('<p>read the text online</p>');
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 13 } });
    setLink(editor, 'https://example.org/kjv');
    expect(html(editor)).toBe('<p>read <a href="https://example.org/kjv">the text</a> online</p>');
    expect(activeLink(editor)?.url).toBe('https://example.org/kjv');
  });

  it('inserts the address itself as the link text at a bare caret', () => {
    const editor = editorWith('<p>see </p>');
    setLink(editor, 'https://example.org/');
    expect(html(editor)).toBe('<p>see <a href="https://example.org/">https://example.org/</a></p>');
  });

  it('changes the address of the link the caret is in', () => {
    const editor = editorWith('<p><a href="https://old.example/">text</a></p>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    setLink(editor, 'https://new.example/');
    expect(html(editor)).toBe('<p><a href="https://new.example/">text</a></p>');
  });

  it('relinks a selection that overlaps a link as one link', () => {
    const editor = editorWith('<p>a <a href="https://old.example/">b</a> c</p>', 'all');
    setLink(editor, 'https://new.example/');
    expect(html(editor)).toBe('<p><a href="https://new.example/">a b c</a></p>');
  });

  it('removes the link the caret is in, keeping its text', () => {
    const editor = editorWith('<p>a <a href="https://example.org/"><em>b</em></a> c</p>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 1 });
    expect(activeLink(editor)).toBeDefined();
    removeLink(editor);
    expect(html(editor)).toBe('<p>a <em>b</em> c</p>');
    expect(activeLink(editor)).toBeUndefined();
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

  it('ends a quote on an empty paragraph', () => {
    const editor = editorWith('<blockquote><p>a</p></blockquote>');
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('after');
    expect(html(editor)).toBe('<blockquote><p>a</p></blockquote><p>after</p>');
  });

  it('splits a paragraph as usual', () => {
    const editor = editorWith('<p>ab</p>');
    Transforms.move(editor, { distance: 1, reverse: true });
    editor.insertBreak();
    expect(html(editor)).toBe('<p>a</p><p>b</p>');
  });
});

const SHIN = '\u05E9';
const QAMATS = '\u05B8';
const SHIN_DOT = '\u05C1';

describe('endsWithHebrewMark', () => {
  it('is true after a vowel point, a dot or an accent, from U+0591 to U+05C7', () => {
    for (const mark of ['\u0591', '\u05AF', QAMATS, '\u05BC', '\u05BD', '\u05BF', SHIN_DOT, '\u05C2'])
      expect(endsWithHebrewMark(SHIN + mark)).toBe(true);
    for (const mark of ['\u05C4', '\u05C5', '\u05C7']) expect(endsWithHebrewMark(SHIN + mark)).toBe(true);
  });

  it('is false after the maqaf, paseq, sof pasuq and nun hafukha, which are not combining', () => {
    for (const sign of ['\u05BE', '\u05C0', '\u05C3', '\u05C6'])
      expect(endsWithHebrewMark(SHIN + sign)).toBe(false);
  });

  it('is false after a letter, other text or nothing, and for a mark before the end', () => {
    for (const text of [SHIN, 'a', '\u0301', '', SHIN + QAMATS + 'a', '\u0590', '\u05C8'])
      expect(endsWithHebrewMark(text)).toBe(false);
  });
});

describe('Backspace after a Hebrew mark', () => {
  const text = (editor: Editor) => Editor.string(editor, []);

  it('deletes the marks one at a time, then the letter', () => {
    const editor = editorWith(`<p>a ${SHIN}${QAMATS}${SHIN_DOT}</p>`);
    editor.deleteBackward('character');
    expect(text(editor)).toBe(`a ${SHIN}${QAMATS}`);
    editor.deleteBackward('character');
    expect(text(editor)).toBe(`a ${SHIN}`);
    editor.deleteBackward('character');
    expect(text(editor)).toBe('a ');
  });

  it('deletes the mark at the end of the leaf before the caret', () => {
    const editor = editorWith(`<p><strong>${SHIN}${QAMATS}</strong>x</p>`);
    Transforms.select(editor, { path: [0, 1], offset: 0 });
    editor.deleteBackward('character');
    expect(html(editor)).toBe(`<p><strong>${SHIN}</strong>x</p>`);
  });

  it('leaves a whole letter and a word to Slate, and the deletion undoes', () => {
    const editor = editorWith(`<p>${SHIN}${QAMATS} ${SHIN}${QAMATS}${SHIN}</p>`);
    editor.deleteBackward('character');
    expect(text(editor)).toBe(`${SHIN}${QAMATS} ${SHIN}${QAMATS}`);
    editor.deleteBackward('word');
    expect(text(editor)).toBe(`${SHIN}${QAMATS} `);
    editor.undo();
    editor.undo();
    expect(text(editor)).toBe(`${SHIN}${QAMATS} ${SHIN}${QAMATS}${SHIN}`);
  });

  it('leaves a selection to Slate (Backspace deletes it as a fragment), not taking just its last mark', () => {
    const editor = editorWith(`<p>${SHIN}${QAMATS}${SHIN_DOT}</p>`, 'all');
    editor.deleteBackward('character');
    expect(text(editor)).toBe(`${SHIN}${QAMATS}${SHIN_DOT}`);
  });
});
