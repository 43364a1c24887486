import { isHttpsUrl } from '@bible-admin/contract';
import sanitizeHtml from 'sanitize-html';

const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);

const NO_ATTRIBUTES: sanitizeHtml.Attributes = {};

// The editor's vocabulary and nothing more. Text (niqqud and cantillation included) passes untouched.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    span: ['dir'],
  },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Relative and non-https links lose their href (sanitize-html alone lets relative ones through).
    a: (tagName, { href }) => ({
      tagName,
      attribs: href && isHttpsUrl(href) ? { href, rel: 'noopener noreferrer' } : NO_ATTRIBUTES,
    }),
    span: (tagName, { dir }) => ({ tagName, attribs: dir && DIRECTIONS.has(dir) ? { dir } : NO_ATTRIBUTES }),
    // Blocks outside the list keep their line instead of running into the next one.
    h5: 'h4',
    h6: 'h4',
    div: 'p',
  },
};

/** Rich text as stored: the allowlist above, everything else (scripts, handlers, styles, other URLs) removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
