import { InvalidError } from '../domain/errors';
import { htmlToText } from '../text/hebrew';
import { sanitizeRichText } from '../text/sanitize';

/** Sanitised rich text that must say something once the markup is gone; `message` (the spec's) otherwise. */
export function requiredRichText(html: string, message: string): string {
  const clean = sanitizeRichText(html);
  if (!htmlToText(clean)) throw new InvalidError(message);
  return clean;
}
