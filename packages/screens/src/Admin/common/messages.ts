import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';

/** The words every server list shares. */
export interface ServerListMessages {
  /** Under the error banner's title, when a reload failed and the rows of the last load stay. */
  keptRows: string;
  retry: string;
}

export const serverListMessages: ScreenMessages<ServerListMessages> = {
  en: {
    keptRows: 'Showing what was last loaded.',
    retry: verbs.en.retry,
  },
  he: {
    keptRows: 'מוצג מה שנטען לאחרונה.',
    retry: verbs.he.retry,
  },
};

/** The statuses the server sends (users, transactions, plans), by their lower-case value. */
export interface StatusMessages {
  active: string;
  inactive: string;
  pending: string;
  blocked: string;
  succeeded: string;
  failed: string;
  mismatch: string;
  refunded: string;
}

export const statusMessages: ScreenMessages<StatusMessages> = {
  en: {
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    blocked: 'Blocked',
    succeeded: 'Succeeded',
    failed: 'Failed',
    mismatch: 'Mismatch',
    refunded: 'Refunded',
  },
  he: {
    active: 'פעיל',
    inactive: 'לא פעיל',
    pending: 'בהמתנה',
    blocked: 'חסום',
    succeeded: 'בוצעה',
    failed: 'נכשלה',
    mismatch: 'אי־התאמה',
    refunded: 'הוחזרה',
  },
};

/** The notice of a save refused because someone else saved the record since the form loaded it (ConflictNotice). */
export interface ConflictMessages {
  title: string;
  /** Who saved their version and when: 'Saved by', the name (isolated), then savedOn ('on 03 Jul 2025, 02:05 PM.'). */
  savedBy: string;
  savedOn: (at: string) => string;
  /** When, for a save the log names no one for. */
  savedAt: (at: string) => string;
  intro: string;
  /** When their version holds the form's values already. */
  same: string;
  actions: string;
  theirs: string;
  yours: string;
  empty: string;
  /** A picture or a secret, which the notice does not show. */
  changed: string;
  unchanged: string;
  loadTheirs: string;
  overwrite: string;
  overwriting: string;
}

export const conflictMessages: ScreenMessages<ConflictMessages> = {
  en: {
    title: 'This record was changed by someone else',
    savedBy: 'Saved by',
    savedOn: (at) => `on ${at}.`,
    savedAt: (at) => `Saved on ${at}.`,
    intro: 'Someone saved it after you opened it. These fields differ between their version and yours:',
    same: 'Their version holds the same values as yours.',
    actions: 'Load theirs replaces the form with their version; Overwrite saves yours over it.',
    theirs: 'Theirs',
    yours: 'Yours',
    empty: 'Empty',
    changed: 'Changed',
    unchanged: 'Unchanged',
    loadTheirs: 'Load theirs',
    overwrite: 'Overwrite',
    overwriting: 'Saving...',
  },
  he: {
    title: 'הרשומה שונתה על ידי מישהו אחר',
    savedBy: 'נשמרה על ידי',
    savedOn: (at) => `ב־${at}.`,
    savedAt: (at) => `נשמרה ב־${at}.`,
    intro: 'מישהו אחר שמר אותה אחרי שפתחתם אותה. השדות האלה שונים בין הגרסה שלו לגרסה שלכם:',
    same: 'בגרסה שלו אותם ערכים כמו אצלכם.',
    actions: '"טעינת הגרסה שלו" מחליפה את הטופס בגרסה השמורה; "דריסה" שומרת את שלכם במקומה.',
    theirs: 'שלו',
    yours: 'שלכם',
    empty: 'ריק',
    changed: 'השתנה',
    unchanged: 'ללא שינוי',
    loadTheirs: 'טעינת הגרסה שלו',
    overwrite: 'דריסה',
    overwriting: 'שומר...',
  },
};
