import { z } from 'zod';
import { errorCodes } from './constants';

/** Every reply carries these three keys; the payload sits beside them under the spec's names. */
const base = {
  status_code: z.number().int(),
  message: z.string(),
};

/** A success reply `{ success: true, status_code, message, ...payload }`. */
export function success<const S extends z.ZodRawShape>(payload: S) {
  return z.object({ success: z.literal(true), ...base, ...payload });
}

/** A success reply with no payload. */
export const emptySuccess = success({});

export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/**
 * Every error reply: `code` says what was refused (the app's words for it), `message` is the headline in
 * English, `detail` the explanation; `errors` lists invalid fields (with `code` 'validation_failed').
 */
export const errorReply = z.object({
  success: z.literal(false),
  ...base,
  code: z.enum(errorCodes).meta({ description: 'What was refused: a stable identifier (see errorCodes).' }),
  detail: z.string(),
  errors: z.array(fieldError).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/**
 * The refusal of a save sent with a `version` older than the stored one (someone else saved the record since
 * it was loaded): the stored record rides along as `data`, so the form can show what differs.
 */
export function conflictOf<T extends z.ZodType>(record: T) {
  return errorReply.extend({
    code: z.literal('version_conflict'),
    data: record,
    /** Who saved the stored version (an admin's name, else e-mail) and when, as the audit log has it. */
    saved: z.object({ by: z.string().nullable(), at: z.string() }).optional(),
  });
}

/** `meta` of a paginated list. */
export const pageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /**
   * True when counting every match would cost too much: `total` is then a floor ("more than 10,000"),
   * the exact number is not known. Absent or false: `total` is exact.
   */
  total_capped: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A paginated list reply: `data` plus `meta`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return success({ data: z.array(item), meta: pageMeta });
}
