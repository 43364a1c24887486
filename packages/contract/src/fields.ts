import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, SEARCH_MAX_LENGTH } from './constants';
import { cleanLine, cleanLines } from './plainText';
import { isHttpsUrl, URL_MAX } from './urls';

/** Reusable field schemas. Form bodies arrive as strings, so numbers are parsed from text. */

const LIMITS = { text: 200, longText: 20_000 };

/**
 * A required, trimmed one-line text field, cleaned as plain text (NFC, no control characters or bidi
 * overrides: see plainText.ts); missing or blank gives '{label} is required'.
 */
export function requiredText(label: string, max = LIMITS.text) {
  return z
    .string({ error: `${label} is required` })
    .overwrite(cleanLine)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional trimmed one-line text field, cleaned as plain text (absent stays undefined). */
export function optionalText(label: string, max = LIMITS.text) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(cleanLine)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();
}

/** An optional https address; blank clears it (absent stays undefined). */
export function optionalHttpsUrl(label: string, max = URL_MAX) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value === '' || isHttpsUrl(value), `${label} must be an https:// address`)
    .optional();
}

/** An optional multi-line plain text field (line breaks kept), cleaned as plain text. */
export function longText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(cleanLines)
    .trim()
    .max(LIMITS.longText, `${label} must be at most ${LIMITS.longText} characters`)
    .optional();
}

/**
 * A required secret (password): trimmed like the text fields it replaced, but never normalised or
 * cleaned, so it is checked against its hash exactly as it was set.
 */
export function requiredSecret(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Plain decimal text: digits, an optional minus, at most two decimals. No spaces, '+', hex, exponent or 'Infinity'. */
const MONEY_TEXT = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Plain whole-number text: digits with an optional minus, nothing else. */
export const WHOLE_NUMBER_TEXT = /^-?\d+$/;

/** At most two decimals, allowing for binary floating point (0.1 + 0.2). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A required sum of money as text ('9.99', '10') or a JSON number: plain decimal with at most two decimals.
 * `Number()` alone would take '0x10' as 16, '1e3' as 1000, ' 12 ' as 12 and 'Infinity'; all are refused.
 * Blank counts as missing.
 */
export function requiredMoney(label: string) {
  const invalid = `${label} must be a number with at most two decimals, like 9.99`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value === '') return undefined;
      // Anything else that is not plain decimal text stays a string, which the number schema refuses.
      return MONEY_TEXT.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : invalid) })
      .finite(invalid)
      .refine(hasAtMostTwoDecimals, invalid),
  );
}

/**
 * A whole number of a query string ('2'), between `min` and `max`, `fallback` when absent. Only plain
 * digits: '0x2', '1e1' and ' 2 ' are refused (z.coerce would take them).
 */
export function wholeNumberQuery(
  label: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
) {
  return z.preprocess(
    (value) => (typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .default(fallback),
  );
}

export function email(label = 'Email') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .max(254, `${label} is too long`)
    .pipe(z.email(`${label} must be a valid e-mail address`));
}

/** A password being chosen: 8 to 200 characters (the server's policy checks the rest). */
export function newPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(8, `${label} must be at least 8 characters`)
    .max(200, `${label} must be at most 200 characters`);
}

/** An id in a path: ids are opaque strings, so anything short is accepted and unknown ones give 404. */
export const idParams = z.object({ id: z.string().min(1).max(100, 'Invalid id') });

/** Optional `search`, `page` (from 1) and `limit` (1..LIST_LIMIT_MAX, default LIST_LIMIT_DEFAULT) of list calls. */
export const listQuery = z.object({
  search: z
    .string()
    .overwrite(cleanLine)
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional(),
  // The max keeps the offset a safe integer on both databases.
  page: wholeNumberQuery('Page', { min: 1, max: 10_000_000, fallback: 1 }),
  limit: wholeNumberQuery('Limit', { min: 1, max: LIST_LIMIT_MAX, fallback: LIST_LIMIT_DEFAULT }),
});
export type ListQuery = z.output<typeof listQuery>;

/** A list's CSV export takes the list's own search (the rows the admin is looking at, every page of them). */
export const exportQuery = listQuery.pick({ search: true });

/** A download link's token (a path segment): opaque to the client, good once. */
export const exportTokenParams = z.object({ token: z.string().min(1).max(100, 'Invalid link') });

/** A field that travels as JSON text in a form (features, verse_media_json); text that is not JSON fails `schema`. */
export function fromJsonText<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

/** An optional yes/no: a JSON boolean, or form text 'true'/'1'/'on'/'yes' and 'false'/'0'/'off'/'no'/''. */
export function optionalFlag(label: string) {
  const words: Record<string, boolean> = {
    true: true,
    1: true,
    on: true,
    yes: true,
    false: false,
    0: false,
    off: false,
    no: false,
    '': false,
  };
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.toLowerCase() in words ? words[value.toLowerCase()] : value,
    z.boolean({ error: `${label} must be true or false` }).optional(),
  );
}

/** ISO-8601 timestamp text. */
export const timestamp = z.string();

/** The largest version a record can reach (its column is a 32-bit integer on PostgreSQL). */
const VERSION_MAX = 2_147_483_647;

/** An editable record's `version` in replies: 1 when created, +1 with every save (0: never saved). */
export const recordVersion = z
  .number()
  .int()
  .meta({ description: 'The record as of its last save: 1 when created, +1 with every save.' });

/**
 * The version of the record the form was loaded at (its reply's `version`), optional: a save over a newer one
 * is refused (409 `version_conflict`, with the stored record as `data`); without it the save goes through.
 * An `If-Match: "3"` header names it too; a save whose header and body name two different versions is refused
 * (400 `version_mismatch`) rather than trusting either.
 */
export const readVersion = z.preprocess(
  (value) =>
    value === ''
      ? undefined
      : typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .min(0, 'Version must be a whole number')
    .max(VERSION_MAX, 'Version is too large')
    .optional()
    .meta({
      description:
        'The version the edited record was loaded at; a newer stored one refuses the save (409). ' +
        'If-Match may name it instead; naming another version there than here is refused (400 version_mismatch).',
    }),
);
