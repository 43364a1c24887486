import { defineMessages } from '../i18n';

export const audioPlayerMessages = defineMessages({
  en: {
    play: 'Play',
    pause: 'Pause',
    seek: 'Seek',
    /** The seek bar's spoken value: '1:05 of 3:20'. */
    position: (elapsed: string, total: string) => `${elapsed} of ${total}`,
    loading: 'Loading audio',
    errorNetwork: 'The audio could not be loaded: the connection failed.',
    errorUnsupported:
      'The audio file could not be played: it is damaged or in a format this browser cannot play.',
    errorUnknown: 'The audio could not be loaded.',
    retry: 'Retry',
  },
  he: {
    play: 'הפעלה',
    pause: 'השהיה',
    seek: 'מיקום בהקלטה',
    position: (elapsed: string, total: string) => `${elapsed} מתוך ${total}`,
    loading: 'ההקלטה נטענת',
    errorNetwork: 'לא ניתן לטעון את ההקלטה: החיבור נכשל.',
    errorUnsupported: 'לא ניתן לנגן את קובץ השמע: הוא פגום או בפורמט שהדפדפן אינו תומך בו.',
    errorUnknown: 'לא ניתן לטעון את ההקלטה.',
    retry: 'ניסיון חוזר',
  },
});

export type AudioPlayerMessages = (typeof audioPlayerMessages)['en'];
