import DOMPurify from 'dompurify';
import { Node as SlateNode, Text, type Descendant } from 'slate';
import type {
  LinkElement,
  MarkFormat,
  RichDocument,
  RichText,
  TextBlock,
  TextBlockFormat,
  TextDirection,
} from './types';

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
const DIRECTIONS: ReadonlySet<string> = new Set<TextDirection>(['rtl', 'ltr', 'auto']);
// Unknown tags are flattened to their text, but these still end the line they are on.
const LINE_BREAKING_TAGS = new Set(['DIV', 'PRE', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'TR', 'DL']);
const INLINE_TAGS = new Set([...Object.keys(MARK_TAGS), 'BR', 'A', 'SPAN']);
const HTML_WHITESPACE = /[ \t\n\r\f]+/g;
// The server's rule: only absolute https links are kept.
const HTTPS_URL = /^https:\/\/[^\s]+$/i;

/** Whether `url` may be a link's address (the server keeps only https links). */
export function isHttpsUrl(url: string): boolean {
  return HTTPS_URL.test(url);
}

type Marks = Omit<RichText, 'text'>;
type Inline = RichText | LinkElement;

function emptyParagraph(): TextBlock {
  return { type: 'paragraph', children: [{ text: '' }] };
}

function sameMarks(a: RichText, b: RichText): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.dir === b.dir;
}

/**
 * Adjacent runs with the same marks become one and empty runs go, except that, as Slate wants, a text
 * (maybe empty) is kept at both ends and between two links. A block always holds at least one run.
 */
function mergeRuns<T extends Inline>(runs: T[]): (T | RichText)[] {
  const merged: (T | RichText)[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (!Text.isText(run)) {
      if (!Text.isText(last)) merged.push({ text: '' });
      merged.push(run);
    } else if (Text.isText(last) && sameMarks(last, run)) {
      merged[merged.length - 1] = { ...last, text: last.text + run.text };
    } else if (run.text !== '') {
      merged.push(run);
    }
  }
  if (!Text.isText(merged[merged.length - 1])) merged.push({ text: '' });
  return merged;
}

/**
 * The marked text runs and links inside an inline context; blocks met here are flattened into the same
 * line, and so are links that are not https and spans without a direction.
 */
function collectRuns(node: Node, marks: Marks, runs: Inline[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    runs.push({ text: (node.textContent ?? '').replace(HTML_WHITESPACE, ' '), ...marks });
    return;
  }
  if (!(node instanceof Element)) return;
  if (node.tagName === 'BR') {
    runs.push({ text: '\n', ...marks });
    return;
  }
  const url = node.tagName === 'A' ? (node.getAttribute('href') ?? '') : '';
  if (isHttpsUrl(url)) {
    const content: Inline[] = [];
    node.childNodes.forEach((child) => collectRuns(child, marks, content));
    // Only text: HTML parsing never nests a link in a link.
    const text = content.filter(Text.isText);
    // A link without text could be neither seen nor edited.
    if (text.some((run) => run.text !== '')) runs.push({ type: 'link', url, children: mergeRuns(text) });
    return;
  }
  const mark = MARK_TAGS[node.tagName];
  const dir = node.tagName === 'SPAN' ? node.getAttribute('dir') : null;
  let inner = mark ? { ...marks, [mark]: true as const } : marks;
  if (dir && DIRECTIONS.has(dir)) inner = { ...inner, dir: dir as TextDirection };
  node.childNodes.forEach((child) => collectRuns(child, inner, runs));
}

function textBlock(type: TextBlockFormat, element: Element): TextBlock {
  const runs: Inline[] = [];
  element.childNodes.forEach((child) => collectRuns(child, {}, runs));
  return { type, children: mergeRuns(runs) };
}

/** List items, one level deep: a nested list continues the outer one. */
function listItems(list: Element, items: TextBlock[]): TextBlock[] {
  for (const child of Array.from(list.children)) {
    if (child.tagName !== 'LI') continue;
    const runs: Inline[] = [];
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
  let loose: Inline[] = [];
  // Text and inline tags between blocks form a paragraph of their own; bare formatting whitespace does not.
  const flushLoose = () => {
    const runs = mergeRuns(loose);
    loose = [];
    const first = runs[0] as RichText;
    const last = runs[runs.length - 1] as RichText;
    first.text = first.text.trimStart();
    last.text = last.text.trimEnd();
    const paragraph: TextBlock = { type: 'paragraph', children: mergeRuns(runs) };
    if (SlateNode.string(paragraph) !== '') blocks.push(paragraph);
  };
  parent.childNodes.forEach((node) => {
    const textType = node instanceof Element ? TEXT_BLOCK_TAGS[node.tagName] : undefined;
    if (!(node instanceof Element) || INLINE_TAGS.has(node.tagName)) {
      collectRuns(node, {}, loose);
    } else if (textType) {
      flushLoose();
      blocks.push(textBlock(textType, node));
    } else if (node.tagName === 'UL' || node.tagName === 'OL') {
      flushLoose();
      const items = listItems(node, []);
      if (items.length > 0)
        blocks.push({ type: node.tagName === 'UL' ? 'bulleted-list' : 'numbered-list', children: items });
    } else if (node.tagName === 'BLOCKQUOTE') {
      flushLoose();
      const inner: RichDocument = [];
      collectBlocks(node, inner);
      // One level deep: a nested quote continues the outer one.
      const children = inner.flatMap((block) => (block.type === 'block-quote' ? block.children : [block]));
      if (children.length > 0) blocks.push({ type: 'block-quote', children });
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
  ...INLINE_TAGS,
  ...Object.keys(TEXT_BLOCK_TAGS),
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  ...LINE_BREAKING_TAGS,
];

/**
 * HTML (as stored by the API) to the editor's value. The input is sanitised first (scripts and event
 * handlers go); tags outside the editor's vocabulary, and links that are not https, are flattened to
 * their text. Empty input gives one
 * empty paragraph, since Slate needs a block to put the caret in.
 */
export function htmlToSlate(html: string): RichDocument {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ALLOWED_TAGS.map((tag) => tag.toLowerCase()),
    ALLOWED_ATTR: ['href', 'dir'],
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
  if (run.dir) html = `<span dir="${run.dir}">${html}</span>`;
  return html;
}

/** The HTML tag of each block. */
export const BLOCK_TAGS = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'list-item': 'li',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'block-quote': 'blockquote',
} as const;

function nodeToHtml(node: Descendant): string {
  if (Text.isText(node)) return runToHtml(node);
  const content = node.children.map(nodeToHtml).join('');
  if (node.type === 'link') {
    // Only https links leave the editor (a pasted Slate fragment could carry any address).
    return isHttpsUrl(node.url)
      ? `<a href="${escapeHtml(node.url).replace(/"/g, '&quot;')}">${content}</a>`
      : content;
  }
  const tag = BLOCK_TAGS[node.type];
  return `<${tag}>${content}</${tag}>`;
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
