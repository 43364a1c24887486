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
  | 'publishable_key_invalid'
  | 'secret_key_invalid'
  | 'publishable_key_environment_mismatch'
  | 'secret_key_environment_mismatch'
>;

// In the Hebrew sentences a left-to-right mark follows each key prefix, so its final '_' stays with it.
export const ruleWords: ScreenMessages<Record<RuleCode, string>> = {
  en: {
    chapter_image_required: 'Chapter image is required',
    cover_image_required: 'Cover image is required',
    chapter_content_required: 'Chapter content is required',
    verse_content_required: 'Please enter verse content',
    password_confirmation_mismatch: 'New password and confirmation do not match',
    settings_fields_required: 'Please fill all the fields',
    secret_key_masked: 'Secret Key should not contain "..."',
    publishable_key_invalid: 'Publishable Key must start with pk_test_ or pk_live_',
    secret_key_invalid: 'Secret Key must start with sk_test_, sk_live_, rk_test_ or rk_live_',
    publishable_key_environment_mismatch:
      'Publishable Key does not match the Environment: a Test environment takes a pk_test_ key, Live a pk_live_ key',
    secret_key_environment_mismatch:
      'Secret Key does not match the Environment: a Test environment takes an sk_test_ or rk_test_ key, Live an sk_live_ or rk_live_ key',
  },
  he: {
    chapter_image_required: 'יש לבחור תמונה לפרק',
    cover_image_required: 'יש לבחור תמונת שער',
    chapter_content_required: 'יש להזין את תוכן הפרק',
    verse_content_required: 'יש להזין את תוכן הפסוק',
    password_confirmation_mismatch: 'הסיסמה החדשה והאימות שלה אינם זהים',
    settings_fields_required: 'יש למלא את כל השדות',
    secret_key_masked: 'המפתח הסודי לא יכול להכיל "..."',
    publishable_key_invalid: 'המפתח הציבורי צריך להתחיל ב-pk_test_\u200e או ב-pk_live_\u200e',
    secret_key_invalid:
      'המפתח הסודי צריך להתחיל ב-sk_test_\u200e, sk_live_\u200e, rk_test_\u200e או rk_live_\u200e',
    publishable_key_environment_mismatch:
      'המפתח הציבורי אינו מתאים לסביבה: בסביבת בדיקות נדרש מפתח pk_test_\u200e, ובסביבת ייצור מפתח pk_live_\u200e',
    secret_key_environment_mismatch:
      'המפתח הסודי אינו מתאים לסביבה: בסביבת בדיקות נדרש מפתח sk_test_\u200e או rk_test_\u200e, ובסביבת ייצור מפתח sk_live_\u200e או rk_live_\u200e',
  },
};
