import type { DeviceType } from '@bible-admin/contract';
import type { ScreenMessages } from '../../messages';

/** The card "Where you're signed in" (issue 31 names it; the rest of its words are ours, the spec has none). */
export interface SessionsMessages {
  title: string;
  thisDevice: string;
  unknownBrowser: string;
  deviceTypes: Record<DeviceType, string>;
  signedIn: (when: string) => string;
  lastActive: (when: string) => string;
  address: string;
  end: string;
  ending: string;
  endOthers: string;
  endOthersTitle: string;
  endOthersMessage: string;
  endOthersConfirm: string;
  cancel: string;
  loadFailed: string;
  onlyThis: string;
}

export const sessionsMessages: ScreenMessages<SessionsMessages> = {
  en: {
    title: "Where you're signed in",
    thisDevice: 'This device',
    unknownBrowser: 'Unknown browser',
    deviceTypes: { desktop: 'Computer', phone: 'Phone', tablet: 'Tablet' },
    signedIn: (when) => `Signed in ${when}`,
    lastActive: (when) => `Last active ${when}`,
    address: 'Address',
    end: 'End',
    ending: 'Ending...',
    endOthers: 'End all other sessions',
    endOthersTitle: 'End all other sessions?',
    endOthersMessage: 'Every other browser signed in to your account will be signed out on its next step.',
    endOthersConfirm: 'End sessions',
    cancel: 'Cancel',
    loadFailed: 'Your sessions could not be loaded.',
    onlyThis: 'You are signed in only here.',
  },
  he: {
    title: 'איפה החשבון מחובר',
    thisDevice: 'המכשיר הזה',
    unknownBrowser: 'דפדפן לא ידוע',
    deviceTypes: { desktop: 'מחשב', phone: 'טלפון', tablet: 'טאבלט' },
    signedIn: (when) => `התחברות ${when}`,
    lastActive: (when) => `פעילות אחרונה ${when}`,
    address: 'כתובת',
    end: 'ניתוק',
    ending: 'מנתק...',
    endOthers: 'ניתוק כל החיבורים האחרים',
    endOthersTitle: 'לנתק את כל החיבורים האחרים?',
    endOthersMessage: 'כל דפדפן אחר שמחובר לחשבון שלך ינותק בפעולה הבאה שלו.',
    endOthersConfirm: 'ניתוק החיבורים',
    cancel: 'ביטול',
    loadFailed: 'לא ניתן היה לטעון את החיבורים שלך.',
    onlyThis: 'החשבון מחובר רק כאן.',
  },
};
