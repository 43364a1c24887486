import type { ErrorCode } from '@bible-admin/contract/plain';
import type { ScreenMessages } from '../messages';

/**
 * The rules a form checks before sending and the server checks again, by the server's refusal code: the
 * form's validator and the app's words for the refusal (its code catalogue) read the same sentence. English is
 * the server's own message (the spec's words).
 */
export type RuleCode = Extract<
  ErrorCode,
  | 'chapter_image_required'
  | 'cover_image_required'
  | 'chapter_content_required'
  | 'verse_content_required'
  | 'password_confirmation_mismatch'
  | 'settings_fields_required'
  | 'secret_key_masked'
>;

export const ruleWords: ScreenMessages<Record<RuleCode, string>> = {
  en: {
    chapter_image_required: 'Chapter image is required',
    cover_image_required: 'Cover image is required',
    chapter_content_required: 'Chapter content is required',
    verse_content_required: 'Please enter verse content',
    password_confirmation_mismatch: 'New password and confirmation do not match',
    settings_fields_required: 'Please fill all the fields',
    secret_key_masked: 'Secret Key should not contain "..."',
  },
  he: {
    chapter_image_required: 'יש לבחור תמונה לפרק',
    cover_image_required: 'יש לבחור תמונת שער',
    chapter_content_required: 'יש להזין את תוכן הפרק',
    verse_content_required: 'יש להזין את תוכן הפסוק',
    password_confirmation_mismatch: 'הסיסמה החדשה והאימות שלה אינם זהים',
    settings_fields_required: 'יש למלא את כל השדות',
    secret_key_masked: 'המפתח הסודי לא יכול להכיל "..."',
  },
};
