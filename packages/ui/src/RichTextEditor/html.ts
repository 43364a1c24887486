import DOMPurify from 'dompurify';
import { Node as SlateNode, type Descendant } from 'slate';
import type { MarkFormat, RichDocument, RichText, TextBlock, TextBlockFormat } from './types';

const MARK_TAGS: Record<string, MarkFormat> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  U: 'underline',
};
// h1 and h4-h6 from older content keep being headings, at the two levels the editor offers.
const TEXT_BLOCK_TAGS: Record<string, TextBlockFormat> = {
  P: 'paragraph',
  H1: 'heading-two',
  H2: 'heading-two',
  H3: 'heading-three',
  H4: 'heading-three',
  H5: 'heading-three',
  H6: 'heading-three',
};
// Unknown tags are flattened to their text, but these still end the line they are on.
const LINE_BREAKING_TAGS = new Set([
  'DIV',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'TR',
  'DL',
]);
const HTML_WHITESPACE = /[ \t\n\r\f]+/g;

type Marks = Partial<Record<MarkFormat, true>>;

function emptyParagraph(): TextBlock {
  return { type: 'paragraph', children: [{ text: '' }] };
}

function sameMarks(a: RichText, b: RichText): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;
}

/** Adjacent runs with the same marks become one, and a block always holds at least one (maybe empty) run. */
function mergeRuns(runs: RichText[]): RichText[] {
  const merged: RichText[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && sameMarks(last, run)) merged[merged.length - 1] = { ...last, text: last.text + run.text };
    else if (run.text !== '') merged.push(run);
  }
  return merged.length > 0 ? merged : [{ text: '' }];
}

/** The marked text runs inside an inline context; blocks met here are flattened into the same line. */
function collectRuns(node: Node, marks: Marks, runs: RichText[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    runs.push({ text: (node.textContent ?? '').replace(HTML_WHITESPACE, ' '), ...marks });
    return;
  }
  if (!(node instanceof Element)) return;
  if (node.tagName === 'BR') {
    runs.push({ text: '\n', ...marks });
    return;
  }
  const mark = MARK_TAGS[node.tagName];
  const inner = mark ? { ...marks, [mark]: true as const } : marks;
  node.childNodes.forEach((child) => collectRuns(child, inner, runs));
}

function textBlock(type: TextBlockFormat, element: Element): TextBlock {
  const runs: RichText[] = [];
  element.childNodes.forEach((child) => collectRuns(child, {}, runs));
  return { type, children: mergeRuns(runs) };
}

/** List items, one level deep: a nested list continues the outer one. */
function listItems(list: Element, items: TextBlock[]): TextBlock[] {
  for (const child of Array.from(list.children)) {
    if (child.tagName !== 'LI') continue;
    const runs: RichText[] = [];
    const nested: Element[] = [];
    child.childNodes.forEach((node) => {
      if (node instanceof Element && (node.tagName === 'UL' || node.tagName === 'OL')) nested.push(node);
      else collectRuns(node, {}, runs);
    });
    items.push({ type: 'list-item', children: mergeRuns(runs) });
    nested.forEach((inner) => listItems(inner, items));
  }
  return items;
}

function collectBlocks(parent: Node, blocks: RichDocument): void {
  let loose: RichText[] = [];
  // Text and inline tags between blocks form a paragraph of their own; bare formatting whitespace does not.
  const flushLoose = () => {
    const runs = mergeRuns(loose);
    loose = [];
    runs[0]!.text = runs[0]!.text.trimStart();
    runs[runs.length - 1]!.text = runs[runs.length - 1]!.text.trimEnd();
    if (runs.some((run) => run.text !== '')) blocks.push({ type: 'paragraph', children: mergeRuns(runs) });
  };
  parent.childNodes.forEach((node) => {
    const textType = node instanceof Element ? TEXT_BLOCK_TAGS[node.tagName] : undefined;
    if (!(node instanceof Element) || MARK_TAGS[node.tagName] || node.tagName === 'BR') {
      collectRuns(node, {}, loose);
    } else if (textType) {
      flushLoose();
      blocks.push(textBlock(textType, node));
    } else if (node.tagName === 'UL' || node.tagName === 'OL') {
      flushLoose();
      const items = listItems(node, []);
      if (items.length > 0)
        blocks.push({ type: node.tagName === 'UL' ? 'bulleted-list' : 'numbered-list', children: items });
    } else {
      // A line-breaking container (div, blockquote, a stray li...): its content, on lines of its own.
      flushLoose();
      collectBlocks(node, blocks);
    }
  });
  flushLoose();
}

// Everything else is removed by DOMPurify, keeping its text (except script, style and the like, which go whole).
const ALLOWED_TAGS = [
  ...Object.keys(MARK_TAGS),
  ...Object.keys(TEXT_BLOCK_TAGS),
  'BR',
  'UL',
  'OL',
  'LI',
  ...LINE_BREAKING_TAGS,
];

/**
 * HTML (as stored by the API) to the editor's value. The input is sanitised first (scripts and event
 * handlers go); tags outside the editor's vocabulary are flattened to their text. Empty input gives one
 * empty paragraph, since Slate needs a block to put the caret in.
 */
export function htmlToSlate(html: string): RichDocument {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ALLOWED_TAGS.map((tag) => tag.toLowerCase()),
    ALLOWED_ATTR: [],
  });
  const body = new DOMParser().parseFromString(clean, 'text/html').body;
  const blocks: RichDocument = [];
  collectBlocks(body, blocks);
  return blocks.length > 0 ? blocks : [emptyParagraph()];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function runToHtml(run: RichText): string {
  let html = escapeHtml(run.text).replace(/\n/g, '<br>');
  if (run.underline) html = `<u>${html}</u>`;
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return html;
}

const BLOCK_TAGS = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'list-item': 'li',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
} as const;

function nodeToHtml(node: Descendant): string {
  if (!('type' in node)) return runToHtml(node);
  const tag = BLOCK_TAGS[node.type];
  return `<${tag}>${node.children.map(nodeToHtml).join('')}</${tag}>`;
}

/** The editor's value as HTML. A document that is one empty paragraph is '' so a form can tell it is empty. */
export function slateToHtml(nodes: Descendant[]): string {
  const only = nodes[0];
  if (
    nodes.length === 1 &&
    only &&
    'type' in only &&
    only.type === 'paragraph' &&
    SlateNode.string(only) === ''
  )
    return '';
  return nodes.map(nodeToHtml).join('');
}
