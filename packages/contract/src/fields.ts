import { z } from 'zod';

/** Reusable field schemas. Form bodies arrive as strings, so numbers are parsed from text. */

const LIMITS = { text: 200, longText: 20_000 };

/** A required, trimmed text field; missing or blank gives '{label} is required'. */
export function requiredText(label: string, max = LIMITS.text) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional trimmed text field (absent stays undefined). */
export function optionalText(label: string, max = LIMITS.text) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();
}

export function longText(label: string) {
  return optionalText(label, LIMITS.longText);
}

/** A required number that may arrive as text ('9.99'); blank counts as missing. */
export function requiredNumber(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .finite(`${label} must be a number`),
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

/** An id in a path: ids are opaque strings, so anything short is accepted and unknown ones give 404. */
export const idParams = z.object({ id: z.string().min(1).max(100, 'Invalid id') });

/** Optional `search`, `page` (from 1) and `limit` (1..200, default 50) of list calls. */
export const listQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    // Keeps the offset a safe integer on both databases.
    .max(10_000_000, 'Page must be at most 10000000')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(200, 'Limit must be at most 200')
    .default(50),
});
export type ListQuery = z.output<typeof listQuery>;

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

/** ISO-8601 timestamp text. */
export const timestamp = z.string();
