import type { ScreenMessages } from '../../messages';

export interface SettingsMessages {
  title: string;
  loading: string;
  /** The red banner's words when the app has no message of its own. */
  loadError: string;
  retry: string;
  generalTitle: string;
  contactNumber: string;
  contactEmail: string;
  description: string;
  invalidEmail: string;
  saveGeneral: string;
  saving: string;
  generalSaved: string;
  stripeTitle: string;
  environment: string;
  environmentTest: string;
  environmentLive: string;
  publishableKey: string;
  secretKey: string;
  secretKeyHelp: string;
  saveStripe: string;
  stripeSaved: string;
  fillAllFields: string;
  secretHasDots: string;
  /** Contact Number is not a phone number (the server refuses it with the same rule). */
  invalidPhone: string;
}

export const settingsMessages: ScreenMessages<SettingsMessages> = {
  en: {
    title: 'Settings',
    loading: 'Loading...',
    loadError: 'Failed to load settings',
    retry: 'Retry',
    generalTitle: 'General Settings',
    contactNumber: 'Contact Number',
    contactEmail: 'Contact Email',
    description: 'Description',
    invalidEmail: 'Contact Email must be a valid e-mail address',
    saveGeneral: 'Save Changes',
    saving: 'Saving...',
    generalSaved: 'General settings saved.',
    stripeTitle: 'Stripe Settings',
    environment: 'Environment',
    environmentTest: 'Test',
    environmentLive: 'Live',
    publishableKey: 'Publishable Key',
    secretKey: 'Secret Key',
    secretKeyHelp:
      'The saved key is shown masked. Type or paste the full secret key to replace it; it is needed with every save.',
    saveStripe: 'Save Stripe Settings',
    stripeSaved: 'Stripe settings saved.',
    fillAllFields: 'Please fill all the fields',
    secretHasDots: 'Secret Key should not contain "..."',
    invalidPhone: 'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
  },
  he: {
    title: 'הגדרות',
    loading: 'טוען...',
    loadError: 'טעינת ההגדרות נכשלה',
    retry: 'ניסיון חוזר',
    generalTitle: 'הגדרות כלליות',
    contactNumber: 'טלפון ליצירת קשר',
    contactEmail: 'דוא״ל ליצירת קשר',
    description: 'תיאור',
    invalidEmail: 'כתובת הדוא״ל ליצירת קשר אינה תקינה',
    saveGeneral: 'שמירת השינויים',
    saving: 'שומר...',
    generalSaved: 'ההגדרות הכלליות נשמרו.',
    stripeTitle: 'הגדרות Stripe',
    environment: 'סביבה',
    environmentTest: 'בדיקות',
    environmentLive: 'ייצור',
    publishableKey: 'מפתח ציבורי',
    secretKey: 'מפתח סודי',
    secretKeyHelp:
      'המפתח השמור מוצג מוסתר. כדי להחליף אותו יש להקליד או להדביק את המפתח הסודי המלא; הוא נדרש בכל שמירה.',
    saveStripe: 'שמירת הגדרות Stripe',
    stripeSaved: 'הגדרות Stripe נשמרו.',
    fillAllFields: 'יש למלא את כל השדות',
    secretHasDots: 'המפתח הסודי לא יכול להכיל "..."',
    invalidPhone: 'יש להזין מספר טלפון תקין: ספרות, רווחים, +, - וסוגריים, 7 עד 20 ספרות',
  },
};
