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
