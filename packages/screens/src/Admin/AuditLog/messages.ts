import type {
  AuditEventType,
  AuditRecordType,
  ExportList,
  ExportOutcome,
  Locale,
} from '@bible-admin/contract/plain';
import {
  chapterLabels,
  planLabels,
  profileLabels,
  settingsLabels,
  stripeLabels,
  verseLabels,
} from '@bible-admin/contract/labels';
import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';
import { statusMessages } from '../common/messages';
import { roleNames } from '../../words/roles';
import { planFormMessages } from '../PlanForm/messages';
import { chapterDetailsMessages } from '../ChapterDetails/messages';

/** The words of the enum values a change shows (statuses, durations, roles) and of a narration's voice: the forms' own. */
const valueWords = (locale: Locale) => {
  const { active, inactive } = statusMessages[locale];
  const { maleVoice, femaleVoice } = chapterDetailsMessages[locale];
  return {
    statuses: { active, inactive },
    durations: planFormMessages[locale].durations,
    voices: { male: maleVoice, female: femaleVoice },
    roles: roleNames[locale],
  };
};
export type AuditValueWords = ReturnType<typeof valueWords>;

/** The field labels of each kind of record an event changes: the contract's, as the forms show them. */
const fieldLabels = (locale: Locale) => ({
  chapter: chapterLabels[locale],
  verse: verseLabels[locale],
  plan: planLabels[locale],
  settings: settingsLabels[locale],
  stripe: stripeLabels[locale],
  profile: profileLabels[locale],
});
export type AuditFieldLabels = ReturnType<typeof fieldLabels>;

export interface AuditLogMessages {
  title: string;
  subtitle: string;
  tableLabel: string;
  when: string;
  who: string;
  what: string;
  record: string;
  /** What each kind of event was, in a few words. */
  kinds: Record<AuditEventType, string>;
  /** Each kind of record, before its name ('Plan: Gold'). */
  records: Record<AuditRecordType, string>;
  /** A record deleted since: its kind, then this. */
  recordGone: string;
  /** The record an admin's own profile or password event names. */
  ownAccount: string;
  /** Who acted when no account did: a failed sign-in's tried address follows. */
  notSignedIn: string;
  /** No account and no address: the server itself (demo data, start-up). */
  system: string;
  /** Before a change's fields ('Changed price, name'). */
  changed: string;
  /** A changed field's label, by its record and field (a field missing here is shown as the server names it). */
  fields: AuditFieldLabels;
  /** Between a short field's old and new value, pointing the way the language reads ('Active → Inactive'). */
  arrow: string;
  /** A value that was or became empty. */
  emptyValue: string;
  /** Enum values and voices in words. */
  values: AuditValueWords;
  /** The first of the date range is after the last: said by the fields, before any call. */
  rangeInverted: string;
  /** An event that counts repeats ('12 times'). */
  times: (count: string) => string;
  exportLists: Record<ExportList, string>;
  /** Before an export's search ('search "cohen"'). */
  exportSearch: string;
  exportRows: (rows: string) => string;
  exportOutcomes: Record<ExportOutcome, string>;
  filters: string;
  admin: string;
  allAdmins: string;
  kind: string;
  allKinds: string;
  from: string;
  to: string;
  clearFilters: string;
  noEvents: string;
  noResults: string;
  errorTitle: string;
}

export const auditLogMessages: ScreenMessages<AuditLogMessages> = {
  en: {
    title: adminTitles.auditLog.en,
    subtitle: 'Who changed what, and when; sign-ins and refusals too.',
    tableLabel: 'Audit log',
    when: 'When',
    who: 'Who',
    what: 'What',
    record: 'Record',
    kinds: {
      'plan.created': 'Plan added',
      'plan.updated': 'Plan edited',
      'plan.status_changed': 'Plan status changed',
      'plan.deleted': 'Plan deleted',
      'chapter.created': 'Chapter added',
      'chapter.updated': 'Chapter edited',
      'chapter.deleted': 'Chapter deleted',
      'verse.created': 'Verse added',
      'verse.updated': 'Verse edited',
      'verse.deleted': 'Verse deleted',
      'narration.generated': 'Narration generated',
      'settings.updated': 'Settings changed',
      'payment_keys.updated': 'Payment keys changed',
      'profile.updated': 'Profile edited',
      'password.changed': 'Password changed',
      'password.reset': 'Password reset by e-mail',
      'session.ended': 'Sessions ended',
      'auth.signed_in': 'Signed in',
      'auth.signed_out': 'Signed out',
      'auth.login_failed': 'Failed sign-in',
      'auth.password_check_failed': 'Wrong current password',
      'auth.rate_limited': 'Too many attempts',
      'auth.signup_existing_email': 'Sign-up with a taken e-mail',
      'webhook.signature_invalid': 'Payment notice refused',
      'webhook.event_malformed': 'Malformed payment notice',
      'account.deleted': 'Account deleted',
      'user.removed': 'User removed',
      'payment.mismatch': 'Payment not matching its plan',
      'list.exported': 'List exported',
      'team.invited': 'Admin invited',
      'team.invitation_resent': 'Invitation sent again',
      'team.invitation_revoked': 'Invitation revoked',
      'team.invitation_accepted': 'Invitation accepted',
      'team.role_changed': 'Role changed',
      'team.deactivated': 'Admin deactivated',
      'team.reactivated': 'Admin reactivated',
      'team.removed': 'Admin removed',
      'two_factor.totp_enabled': 'Authenticator app set up',
      'two_factor.totp_disabled': 'Authenticator app turned off',
      'two_factor.recovery_codes_regenerated': 'New recovery codes',
      'two_factor.recovery_code_used': 'Recovery code used',
      'two_factor.reset': 'Second factor reset',
      'two_factor.policy_changed': 'Two-factor requirement changed',
      'auth.second_factor_failed': 'Wrong sign-in code',
    },
    records: {
      plan: 'Plan',
      chapter: 'Chapter',
      verse: 'Verse',
      user: 'User',
      settings: 'General settings',
      payment_settings: 'Payment settings',
    },
    recordGone: 'deleted since',
    ownAccount: 'Their own account',
    notSignedIn: 'Not signed in',
    system: 'System',
    changed: 'Changed',
    fields: fieldLabels('en'),
    arrow: '→',
    emptyValue: '(empty)',
    values: valueWords('en'),
    rangeInverted: 'From must be on or before To',
    times: (count) => `${count} times`,
    exportLists: { users: 'Users', transactions: 'Transactions' },
    exportSearch: 'search',
    exportRows: (rows) => `${rows} rows`,
    exportOutcomes: { completed: 'completed', cancelled: 'cancelled', failed: 'failed' },
    filters: 'Filters',
    admin: 'Admin',
    allAdmins: 'All admins',
    kind: 'Kind',
    allKinds: 'All kinds',
    from: 'From',
    to: 'To',
    clearFilters: 'Clear filters',
    noEvents: 'No events yet',
    noResults: 'No events match these filters',
    errorTitle: 'Could not load the audit log',
  },
  he: {
    title: adminTitles.auditLog.he,
    subtitle: 'מי שינה מה ומתי; גם התחברויות ובקשות שנדחו.',
    tableLabel: 'יומן פעולות',
    when: 'מתי',
    who: 'מי',
    what: 'מה',
    record: 'רשומה',
    kinds: {
      'plan.created': 'מסלול נוסף',
      'plan.updated': 'מסלול נערך',
      'plan.status_changed': 'סטטוס מסלול שונה',
      'plan.deleted': 'מסלול נמחק',
      'chapter.created': 'פרק נוסף',
      'chapter.updated': 'פרק נערך',
      'chapter.deleted': 'פרק נמחק',
      'verse.created': 'פסוק נוסף',
      'verse.updated': 'פסוק נערך',
      'verse.deleted': 'פסוק נמחק',
      'narration.generated': 'הקראה הופקה',
      'settings.updated': 'ההגדרות שונו',
      'payment_keys.updated': 'מפתחות התשלום שונו',
      'profile.updated': 'הפרופיל נערך',
      'password.changed': 'הסיסמה שונתה',
      'password.reset': 'הסיסמה אופסה דרך הדוא״ל',
      'session.ended': 'חיבורים נותקו',
      'auth.signed_in': 'התחברות',
      'auth.signed_out': 'התנתקות',
      'auth.login_failed': 'התחברות שנכשלה',
      'auth.password_check_failed': 'סיסמה נוכחית שגויה',
      'auth.rate_limited': 'יותר מדי ניסיונות',
      'auth.signup_existing_email': 'הרשמה בדוא״ל תפוס',
      'webhook.signature_invalid': 'הודעת תשלום נדחתה',
      'webhook.event_malformed': 'הודעת תשלום פגומה',
      'account.deleted': 'חשבון נמחק',
      'user.removed': 'משתמש הוסר',
      'payment.mismatch': 'תשלום שאינו תואם למסלול',
      'list.exported': 'רשימה יוצאה',
      'team.invited': 'מנהל הוזמן',
      'team.invitation_resent': 'ההזמנה נשלחה שוב',
      'team.invitation_revoked': 'ההזמנה בוטלה',
      'team.invitation_accepted': 'ההזמנה התקבלה',
      'team.role_changed': 'התפקיד שונה',
      'team.deactivated': 'מנהל הושבת',
      'team.reactivated': 'מנהל הופעל מחדש',
      'team.removed': 'מנהל הוסר',
      'two_factor.totp_enabled': 'אפליקציית אימות הוגדרה',
      'two_factor.totp_disabled': 'אפליקציית אימות בוטלה',
      'two_factor.recovery_codes_regenerated': 'קודי שחזור חדשים',
      'two_factor.recovery_code_used': 'נעשה שימוש בקוד שחזור',
      'two_factor.reset': 'האימות הדו־שלבי אופס',
      'two_factor.policy_changed': 'דרישת האימות הדו־שלבי שונתה',
      'auth.second_factor_failed': 'קוד כניסה שגוי',
    },
    records: {
      plan: 'מסלול',
      chapter: 'פרק',
      verse: 'פסוק',
      user: 'משתמש',
      settings: 'הגדרות כלליות',
      payment_settings: 'הגדרות תשלום',
    },
    recordGone: 'נמחק מאז',
    ownAccount: 'החשבון של עצמו',
    notSignedIn: 'לא מחובר',
    system: 'המערכת',
    changed: 'שונו',
    fields: fieldLabels('he'),
    arrow: '←',
    emptyValue: '(ריק)',
    values: valueWords('he'),
    rangeInverted: 'תאריך ההתחלה אחרי תאריך הסיום',
    times: (count) => `${count} פעמים`,
    exportLists: { users: 'משתמשים', transactions: 'עסקאות' },
    exportSearch: 'חיפוש',
    exportRows: (rows) => `${rows} שורות`,
    exportOutcomes: { completed: 'הושלם', cancelled: 'בוטל', failed: 'נכשל' },
    filters: 'מסננים',
    admin: 'מנהל',
    allAdmins: 'כל המנהלים',
    kind: 'סוג',
    allKinds: 'כל הסוגים',
    from: 'מתאריך',
    to: 'עד תאריך',
    clearFilters: 'ניקוי המסננים',
    noEvents: 'אין עדיין אירועים',
    noResults: 'אין אירועים התואמים למסננים',
    errorTitle: 'טעינת יומן הפעולות נכשלה',
  },
};
