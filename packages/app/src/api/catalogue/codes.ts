import type { ErrorCode } from '@bible-admin/contract/plain';
import type { UILocale } from '@bible-admin/ui';
import { ruleWords } from '@bible-admin/screens';

/**
 * The server's refusals in the admin's language, by the reply's `code`. English has no table: the server's own
 * message is the spec's English. Hebrew names every code (the type refuses a missing one), so a new refusal is
 * translated where it is added; a code this build does not know falls back to the server's message. The rules a
 * form checks too take the screens' words for them (`ruleWords`), so the form and the refusal say one sentence.
 */
export const codeWords: Record<UILocale, Record<ErrorCode, string> | null> = {
  en: null,
  he: {
    // The refusals a form also checks before sending say what the form says.
    ...ruleWords.he,
    unauthorized: 'יש להתחבר מחדש.',
    forbidden: 'הפעולה מותרת למנהלים בלבד.',
    invalid_credentials: 'שם משתמש או סיסמה שגויים',
    session_ended_password_changed: 'החיבור הסתיים כי סיסמת החשבון שונתה. יש להתחבר מחדש.',
    session_ended: 'החיבור הזה הסתיים. יש להתחבר מחדש.',
    reauthentication_required: 'יש להזין שוב את הסיסמה כדי להמשיך.',
    admin_account_not_deletable: 'לא ניתן למחוק חשבון מנהל.',
    rate_limited: 'יותר מדי ניסיונות. נסו שוב בעוד כמה דקות.',
    export_busy: 'כבר רצים כמה ייצואים. נסו שוב בעוד כמה שניות.',
    export_link_invalid: 'קישור ההורדה אינו תקין.',
    export_link_expired: 'פג תוקפו של קישור ההורדה. לחצו שוב על ייצוא.',
    export_link_used: 'בקישור ההורדה כבר נעשה שימוש. לחצו שוב על ייצוא.',
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
    version_conflict: 'הרשומה שונתה על ידי מישהו אחר',
    verse_image_without_item: 'לתמונת פסוק חייב להיות פריט משויך.',
    image_too_large: 'התמונה גדולה מדי.',
    image_decoding_busy: 'השרת מעבד תמונות אחרות כרגע. נסו שוב בעוד כמה שניות.',
    image_type_unsupported: 'סוג התמונה אינו נתמך. השתמשו ב-JPEG, PNG או WebP.',
    no_audio_content: 'אין בפרק תוכן להקראה.',
    narration_busy: 'הקראה של הפרק בקול הזה כבר מתבצעת. נסו שוב בעוד רגע.',
    audio_generation_failed: 'יצירת השמע נכשלה',
    email_read_only: 'לא ניתן לשנות את כתובת הדוא״ל.',
    current_password_incorrect: 'הסיסמה הנוכחית שגויה',
    password_too_common: 'הסיסמה נפוצה מדי. בחרו סיסמה אחרת.',
    password_matches_account: 'הסיסמה לא יכולה להיות כתובת הדוא״ל או השם שלך.',
    password_unchanged: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית',
    payment_environment_invalid: 'סביבת התשלום אינה תקינה.',
    webhook_secret_missing: 'סוד ה-webhook לא הוגדר.',
    webhook_event_malformed: 'אירוע ה-webhook אינו תקין.',
    webhook_signature_invalid: 'חתימת ה-webhook אינה תקינה.',
    not_ready: 'השרת עדיין לא מוכן. נסו שוב בעוד רגע.',
    internal_error: 'אירעה שגיאה בשרת. נסו שוב.',
    verses_below_highest_verse: 'מספר הפסוקים לא יכול להיות קטן ממספר הפסוק הגבוה ביותר שכבר קיים בפרק.',
    verse_not_in_chapter: 'אין בפרק פסוק עם המספר הזה. יש לבחור מספר פסוק מתוך פסוקי הפרק.',
  },
};
