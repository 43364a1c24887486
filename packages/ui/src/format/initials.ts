// The first letter or digit of a word; skips leading punctuation such as quotes or parentheses.
const FIRST_LETTER = /[\p{L}\p{N}]/u;

/**
 * Initials for an avatar: the first letters of the first and last words, upper-cased
 * ('Moshe Cohen' → 'MC', 'משה כהן' → 'מכ'); one word gives one letter; an empty name gives '?'.
 * Vowel points are combining marks after the letter, so they are never taken.
 */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => word.match(FIRST_LETTER)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const [first, ...rest] = letters;
  if (first === undefined) return '?';
  return `${first}${rest.at(-1) ?? ''}`.toUpperCase();
}
