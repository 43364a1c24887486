import { type RuleCode, ruleWords } from '../../words/rules';
import { verbs } from '../../words/verbs';
import { type SettingsField, settingsLabels, stripeLabels } from '@bible-admin/contract/labels';
import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';

export interface SettingsMessages {
  title: string;
  loading: string;
  /** The red banner's words when the app has no message of its own. */
  loadError: string;
  retry: string;
  generalTitle: string;
  /** The general settings' field labels, by field (the contract's). */
  labels: Record<SettingsField, string>;
  /** Where the description is published: readers see it, in the site's Hebrew, on the public Support page. */
  descriptionHelp: string;
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
  /** The secret key's show/hide button. */
  showSecretKey: string;
  hideSecretKey: string;
  saveStripe: string;
  stripeSaved: string;
  /** The rules the server checks too, by its refusal code: the same words as its refusal. */
  rules: Record<RuleCode, string>;
  /** Contact Number is not a phone number (the server refuses it with the same rule). */
  invalidPhone: string;
  /** Where the links appear, and that an empty one is hidden. */
  linksHelp: string;
  /** A link that is not an https address (the server's rule and, in English, its words). */
  invalidLink: (label: string) => string;
  /** The Security card: the two-factor policy (issue 32). */
  securityTitle: string;
  requireTwoFactor: string;
  requireTwoFactorHelp: string;
  /** The policy's two states, as the conflict notice compares them. */
  requiredOn: string;
  requiredOff: string;
  saveSecurity: string;
  securitySaved: string;
}

export const settingsMessages: ScreenMessages<SettingsMessages> = {
  en: {
    title: adminTitles.settings.en,
    loading: verbs.en.loading,
    loadError: 'Failed to load settings',
    retry: verbs.en.retry,
    generalTitle: 'General Settings',
    labels: settingsLabels.en,
    descriptionHelp: 'Shown to readers on the public site’s Support page, which is in Hebrew.',
    invalidEmail: 'Contact Email must be a valid e-mail address',
    saveGeneral: 'Save Changes',
    saving: verbs.en.saving,
    generalSaved: 'General settings saved.',
    stripeTitle: 'Stripe Settings',
    environment: stripeLabels.en.environment,
    environmentTest: 'Test',
    environmentLive: 'Live',
    publishableKey: stripeLabels.en.public_key,
    secretKey: stripeLabels.en.secret_key,
    secretKeyHelp:
      'The saved key is shown masked and is kept when you save. To replace it, type or paste the full secret key.',
    showSecretKey: 'Show secret key',
    hideSecretKey: 'Hide secret key',
    saveStripe: 'Save Stripe Settings',
    stripeSaved: 'Stripe settings saved.',
    rules: ruleWords.en,
    invalidPhone: 'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
    linksHelp: 'Shown in the public site’s footer; leave a link empty to hide it.',
    invalidLink: (label) => `${label} must be an https:// address`,
    securityTitle: 'Security',
    requireTwoFactor: 'Require two-factor for every admin',
    requireTwoFactorHelp:
      'Every admin must confirm each sign-in with an authenticator app or a passkey. Admins without one are asked to set one up right after their password.',
    requiredOn: 'Required',
    requiredOff: 'Not required',
    saveSecurity: 'Save Security Settings',
    securitySaved: 'Security settings saved.',
  },
  he: {
    title: adminTitles.settings.he,
    loading: verbs.he.loading,
    loadError: 'טעינת ההגדרות נכשלה',
    retry: verbs.he.retry,
    generalTitle: 'הגדרות כלליות',
    labels: settingsLabels.he,
    descriptionHelp: 'מוצג לקוראים בעמוד התמיכה של האתר הציבורי.',
    invalidEmail: 'כתובת הדוא״ל ליצירת קשר אינה תקינה',
    saveGeneral: 'שמירת השינויים',
    saving: verbs.he.saving,
    generalSaved: 'ההגדרות הכלליות נשמרו.',
    stripeTitle: 'הגדרות Stripe',
    environment: stripeLabels.he.environment,
    environmentTest: 'בדיקות',
    environmentLive: 'ייצור',
    publishableKey: stripeLabels.he.public_key,
    secretKey: stripeLabels.he.secret_key,
    secretKeyHelp:
      'המפתח השמור מוצג מוסתר ונשמר כפי שהוא. כדי להחליף אותו יש להקליד או להדביק את המפתח הסודי המלא.',
    showSecretKey: 'הצגת המפתח הסודי',
    hideSecretKey: 'הסתרת המפתח הסודי',
    saveStripe: 'שמירת הגדרות Stripe',
    stripeSaved: 'הגדרות Stripe נשמרו.',
    rules: ruleWords.he,
    invalidPhone: 'יש להזין מספר טלפון תקין: ספרות, רווחים, +, - וסוגריים, 7 עד 20 ספרות',
    linksHelp: 'מוצגים בכותרת התחתונה של האתר הציבורי; קישור ריק אינו מוצג.',
    invalidLink: (label) => `${label}: יש להזין כתובת המתחילה ב־https://\u200e`,
    securityTitle: 'אבטחה',
    requireTwoFactor: 'חובת אימות דו־שלבי לכל המנהלים',
    requireTwoFactorHelp:
      'כל מנהל יאשר כל התחברות עם אפליקציית אימות או מפתח גישה. מנהלים שאין להם אחד מהם יתבקשו להגדיר אותו מיד אחרי הסיסמה.',
    requiredOn: 'חובה',
    requiredOff: 'לא חובה',
    saveSecurity: 'שמירת הגדרות האבטחה',
    securitySaved: 'הגדרות האבטחה נשמרו.',
  },
};
