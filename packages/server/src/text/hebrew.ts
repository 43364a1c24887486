import sanitizeHtml from 'sanitize-html';

// Sefaria's ranges: cantillation U+0591–U+05AF; vowel points U+05B0–U+05BD, U+05BF, U+05C1–U+05C2,
// U+05C4–U+05C5, U+05C7. Maqaf (U+05BE), paseq (U+05C0) and sof pasuq (U+05C3) are punctuation: kept.
const CANTILLATION = /[\u0591-\u05AF]/g;
const POINTS_AND_CANTILLATION = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

const MAQAF = /\u05BE/g;
const PASEQ = /\s*\u05C0\s*/g;
const SOF_PASUQ = /\u05C3/g;

/** Removes cantillation marks only; vowel points stay (they help a speech engine that knows them). */
export function stripCantillation(text: string): string {
  return text.replace(CANTILLATION, '');
}

/** Removes vowel points and cantillation: the form used for search and by engines that cannot read points. */
export function stripPoints(text: string): string {
  return text.replace(POINTS_AND_CANTILLATION, '');
}

/**
 * Text for a speech engine: maqaf as a space (espeak-ng says "hebrew maqaf" otherwise), paseq dropped,
 * sof pasuq as a full stop so verses pause. Vowel points are removed unless keepPoints (an engine that
 * understands them pronounces better with them); cantillation always goes.
 */
export function toSpeechText(text: string, keepPoints = false): string {
  return (keepPoints ? stripCantillation(text) : stripPoints(text))
    .replace(MAQAF, ' ')
    .replace(PASEQ, ' ')
    .replace(SOF_PASUQ, '.');
}

// Closing block tags and <br> end a line; everything else is inline.
const LINE_END = /<(?:br|\/p|\/h[1-6]|\/li|\/blockquote|\/div|\/ul|\/ol)\b[^>]*>/gi;

// The parser decodes every entity; sanitize-html then re-escapes only these when it prints text.
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Text of an HTML fragment, one line per block, entities decoded; script and style content dropped. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(LINE_END, '$&\n'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** The derived plain form of rich text: no tags, no vowel points, no cantillation. */
export function plainTextOf(html: string): string {
  return stripPoints(htmlToText(html));
}
