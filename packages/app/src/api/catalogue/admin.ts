import { useUILocale, type UILocale } from '@bible-admin/ui';

const en = {
  chapter: {
    createFailed: 'Failed to create chapter',
    updateFailed: 'Failed to update chapter',
    fetchDetailsFailed: 'Failed to fetch chapter details',
    added: 'Chapter added successfully!',
    updated: 'Chapter updated successfully!',
    deleted: 'Chapter Deleted Successfully',
    deleteFailed: 'Failed to delete chapter',
  },
  team: {
    invited: 'Invitation sent',
    resent: 'Invitation sent again',
    revoked: 'Invitation revoked',
    roleChanged: 'Role changed',
    deactivated: 'Admin deactivated',
    reactivated: 'Admin reactivated',
    removed: 'Admin removed',
    secondFactorReset: 'Two-factor reset: they set it up again at their next sign-in',
    failed: 'The change could not be saved. Please try again.',
  },
  plan: {
    added: 'Plan added successfully',
    updated: 'Plan updated successfully',
    deleted: 'Plan deleted successfully',
    saveFailed: 'Failed to save plan. Please try again.',
    toggleFailed: 'Failed to update plan status',
    deleteFailed: 'Failed to delete plan',
  },
  user: {
    removed: 'User removed successfully',
    removeFailed: 'Failed to remove user',
  },
  profile: {
    loadFailed: 'Failed to load your profile',
    updateFailed: 'Failed to update profile',
    passwordFailed: 'Failed to change password',
    localeFailed: 'Could not save your language. Please try again.',
  },
  verse: {
    fetchFailed: 'Failed to fetch verse',
    fetchChapterVersesFailed: 'Failed to fetch chapter verses',
    saveFailed: 'Failed to save verse. Please try again.',
    updateFailed: 'Failed to update verse. Please try again.',
  },
  audio: {
    generating: 'Generating Audio',
    regenerating: 'Regenerating Audio',
    generated: 'Audio Generated Successfully',
    regenerated: 'Audio Regenerated Successfully',
    generateFailed: 'Failed to generate audio',
    regenerateFailed: 'Failed to regenerate audio',
  },
  settings: {
    loadFailed: 'Failed to load settings',
    saveFailed: 'Failed to save settings',
    stripeSaveFailed: 'Failed to save Stripe settings',
    securitySaveFailed: 'Failed to save security settings',
  },
};

export type AdminWords = typeof en;

/** The admin's words for its flows, per language: what a save, a deletion or a narration says (see ./index.ts). */
export const adminWords: Record<UILocale, AdminWords> = {
  en,
  he: {
    chapter: {
      createFailed: 'יצירת הפרק נכשלה',
      updateFailed: 'עדכון הפרק נכשל',
      fetchDetailsFailed: 'טעינת פרטי הפרק נכשלה',
      added: 'הפרק נוסף בהצלחה!',
      updated: 'הפרק עודכן בהצלחה!',
      deleted: 'הפרק נמחק בהצלחה',
      deleteFailed: 'מחיקת הפרק נכשלה',
    },
    team: {
      invited: 'ההזמנה נשלחה',
      resent: 'ההזמנה נשלחה שוב',
      revoked: 'ההזמנה בוטלה',
      roleChanged: 'התפקיד שונה',
      deactivated: 'המנהל הושבת',
      reactivated: 'המנהל הופעל מחדש',
      removed: 'המנהל הוסר',
      secondFactorReset: 'האימות הדו־שלבי אופס: בכניסה הבאה יגדירו אותו מחדש',
      failed: 'לא ניתן היה לשמור את השינוי. נסו שוב.',
    },
    plan: {
      added: 'המסלול נוסף בהצלחה',
      updated: 'המסלול עודכן בהצלחה',
      deleted: 'המסלול נמחק בהצלחה',
      saveFailed: 'שמירת המסלול נכשלה. נסו שוב.',
      toggleFailed: 'עדכון סטטוס המסלול נכשל',
      deleteFailed: 'מחיקת המסלול נכשלה',
    },
    user: {
      removed: 'המשתמש הוסר בהצלחה',
      removeFailed: 'הסרת המשתמש נכשלה',
    },
    profile: {
      loadFailed: 'טעינת הפרופיל שלך נכשלה',
      updateFailed: 'עדכון הפרופיל נכשל',
      passwordFailed: 'שינוי הסיסמה נכשל',
      localeFailed: 'שמירת השפה נכשלה. נסו שוב.',
    },
    verse: {
      fetchFailed: 'טעינת הפסוק נכשלה',
      fetchChapterVersesFailed: 'טעינת פסוקי הפרק נכשלה',
      saveFailed: 'שמירת הפסוק נכשלה. נסו שוב.',
      updateFailed: 'עדכון הפסוק נכשל. נסו שוב.',
    },
    audio: {
      generating: 'יוצר שמע',
      regenerating: 'יוצר שמע מחדש',
      generated: 'השמע נוצר בהצלחה',
      regenerated: 'השמע נוצר מחדש בהצלחה',
      generateFailed: 'יצירת השמע נכשלה',
      regenerateFailed: 'יצירת השמע מחדש נכשלה',
    },
    settings: {
      loadFailed: 'טעינת ההגדרות נכשלה',
      saveFailed: 'שמירת ההגדרות נכשלה',
      stripeSaveFailed: 'שמירת הגדרות Stripe נכשלה',
      securitySaveFailed: 'שמירת הגדרות האבטחה נכשלה',
    },
  },
};

/** The admin's words in the language the page is shown in. */
export const useAdminWords = (): AdminWords => adminWords[useUILocale()];
