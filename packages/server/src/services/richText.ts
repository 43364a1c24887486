import type { ErrorCode } from '@bible-admin/contract';
import { InvalidError } from '../domain/errors';
import { htmlToText } from '../text/hebrew';
import { sanitizeRichText } from '../text/sanitize';

/** Sanitised rich text that must say something once the markup is gone; else refused with `code` and the spec's `message`. */
export function requiredRichText(html: string, code: ErrorCode, message: string): string {
  const clean = sanitizeRichText(html);
  if (!htmlToText(clean)) throw new InvalidError(code, message);
  return clean;
}
