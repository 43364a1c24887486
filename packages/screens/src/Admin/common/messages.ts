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
    retry: 'Retry',
  },
  he: {
    keptRows: 'מוצג מה שנטען לאחרונה.',
    retry: 'ניסיון חוזר',
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
    pending: 'ממתין',
    blocked: 'חסום',
    succeeded: 'בוצעה',
    failed: 'נכשלה',
    mismatch: 'אי־התאמה',
    refunded: 'הוחזרה',
  },
};
