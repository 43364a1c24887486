import type { ErrorCode } from '@bible-admin/contract/constants';
import type { UILocale } from '@bible-admin/ui';

/**
 * The server's refusals in the admin's language, by the reply's `code`. English has no table: the server's own
 * message is the spec's English. Hebrew names every code (the type refuses a missing one), so a new refusal is
 * translated where it is added; a code this build does not know falls back to the server's message.
 */
export const codeWords: Record<UILocale, Record<ErrorCode, string> | null> = {
  en: null,
  he: {
    unauthorized: 'יש להתחבר מחדש.',
    forbidden: 'הפעולה מותרת למנהלים בלבד.',
    invalid_credentials: 'שם משתמש או סיסמה שגויים',
    admin_account_not_deletable: 'לא ניתן למחוק חשבון מנהל.',
    rate_limited: 'יותר מדי ניסיונות. נסו שוב בעוד כמה דקות.',
    validation_failed: 'חלק מהפרטים אינם תקינים. בדקו את השדות ונסו שוב.',
    invalid_characters: 'הטקסט מכיל תווים שאינם מותרים.',
    input_too_deep: 'מבנה הנתונים שנשלח מורכב מדי.',
    malformed_body: 'הבקשה שנשלחה אינה תקינה.',
    multipart_expected: 'הבקשה הייתה אמורה לכלול קבצים.',
    json_body_expected: 'הבקשה הייתה אמורה לכלול נתוני JSON.',
    unsupported_media_type: 'סוג התוכן שנשלח אינו נתמך.',
    bad_request: 'הבקשה אינה תקינה.',
    request_too_large: 'הבקשה גדולה מדי.',
    file_too_large: 'הקובץ גדול מדי.',
    too_many_files: 'נשלחו יותר מדי קבצים.',
    too_many_parts: 'ההעלאה כוללת יותר מדי חלקים.',
    field_too_large: 'אחד השדות ארוך מדי.',
    not_found: 'לא נמצא.',
    file_not_found: 'הקובץ לא נמצא.',
    chapter_not_found: 'הפרק לא נמצא',
    verse_not_found: 'הפסוק לא נמצא',
    plan_not_found: 'המסלול לא נמצא',
    user_not_found: 'המשתמש לא נמצא',
    chapter_number_taken: 'כבר קיים פרק עם המספר הזה.',
    verse_number_taken: 'כבר קיים פסוק עם המספר הזה בפרק.',
    chapter_image_required: 'נדרשת תמונת פרק',
    cover_image_required: 'נדרשת תמונת שער',
    chapter_content_required: 'נדרש תוכן לפרק',
    verse_content_required: 'נדרש תוכן לפסוק',
    verse_image_without_item: 'לתמונת פסוק חייב להיות פריט משויך.',
    image_too_large: 'התמונה גדולה מדי.',
    image_type_unsupported: 'סוג התמונה אינו נתמך. השתמשו ב-JPEG, PNG או WebP.',
    no_audio_content: 'אין בפרק תוכן להקראה.',
    narration_busy: 'הקראה של הפרק בקול הזה כבר מתבצעת. נסו שוב בעוד רגע.',
    audio_generation_failed: 'יצירת השמע נכשלה',
    email_read_only: 'לא ניתן לשנות את כתובת הדוא״ל.',
    current_password_incorrect: 'הסיסמה הנוכחית שגויה',
    password_confirmation_mismatch: 'הסיסמה החדשה ואישורה אינם תואמים',
    settings_fields_required: 'נא למלא את כל השדות',
    secret_key_masked: 'המפתח הסודי לא יכול להכיל "..."',
    payment_environment_invalid: 'סביבת התשלום אינה תקינה.',
    webhook_secret_missing: 'סוד ה-webhook לא הוגדר.',
    webhook_signature_invalid: 'חתימת ה-webhook אינה תקינה.',
    payment_amount_invalid: 'סכום התשלום אינו תקין.',
    internal_error: 'אירעה שגיאה בשרת. נסו שוב.',
  },
};
