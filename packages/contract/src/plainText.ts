/**
 * Plain text as the server stores it (names, features, settings text): one place decides, so every call
 * that uses the contract's text fields gets it.
 *
 * - Normalised to NFC, so the same word is stored one way (a name typed on two keyboards compares equal).
 * - Removed, never stored: C0 and C1 control characters (a terminal escape, a bell, NUL), the bidi
 *   embeddings and overrides U+202A–U+202E (they make text display as something else, e.g. a reversed
 *   file name), and invisible characters with no use in these fields: zero width space U+200B, word joiner
 *   and invisible operators U+2060–U+2064, the byte order mark U+FEFF, U+180E, annotation marks U+FFF9–U+FFFB.
 * - Kept, because Hebrew (and mixed Hebrew–English) text needs them: the marks LRM U+200E, RLM U+200F and
 *   ALM U+061C, the isolates U+2066–U+2069 (they cannot leak direction outside their span, unlike
 *   overrides), and ZWNJ U+200C / ZWJ U+200D (ligature control in Hebrew and Yiddish typesetting, emoji).
 * - One-line fields turn tabs, line breaks and the separators U+2028/U+2029 into spaces; multi-line
 *   fields keep tabs and line breaks, as \n.
 */
const REMOVED =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2060-\u2064\uFEFF\u180E\uFFF9-\uFFFB]/g;

/** Cleans one-line plain text (see above): line breaks and tabs become spaces. */
export function cleanLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\t\n\r\u2028\u2029]/g, ' ')
    .replace(REMOVED, '');
}

/** Cleans multi-line plain text (see above): line breaks kept as \n, tabs kept. */
export function cleanLines(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(REMOVED, '');
}
