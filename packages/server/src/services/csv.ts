/**
 * CSV as RFC 4180 writes it, for spreadsheet programs: UTF-8 with a byte-order mark (so Excel reads Hebrew
 * as UTF-8), CRLF line ends, a field quoted when it holds a quote, comma or line break (quotes doubled).
 */

export const BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and CR, shift it into one): such a
 * cell gets an apostrophe first, which spreadsheets show as text and do not evaluate (OWASP's
 * "CSV injection" advice). A name like "=HYPERLINK(…)" stays readable, never runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised if it could start a formula, then quoted if it must be. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, its line end included. */
export const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;
