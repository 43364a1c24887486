import type { ScreenMessages } from '../../messages';
import { verbs } from '../../words/verbs';

/**
 * The words of two-factor sign-in (issue 32): the second step, the forced set-up and the Security card of
 * Profile, with the pieces they share (authenticator set-up, recovery codes, passkey name). The issue names the
 * buttons; the rest is ours.
 */
export interface TwoFactorMessages {
  cancel: string;
  save: string;
  saving: string;
  retry: string;
  /** The authenticator set-up (Profile and the forced set-up). */
  setUpAuthenticator: string;
  scanQr: string;
  qrAlt: string;
  manualEntry: string;
  setupKey: string;
  copy: string;
  copied: string;
  copySetupKey: string;
  appCode: string;
  appCodeHelp: string;
  codeFormat: string;
  turnOn: string;
  checking: string;
  /** Shown once, after the set-up and after Generate new codes. */
  recoveryTitle: string;
  recoveryIntro: string;
  recoveryList: string;
  copyCodes: string;
  downloadCodes: string;
  savedCodes: string;
  /** Passkeys. */
  passkeyName: string;
  passkeyNameHelp: string;
  passkeyNameRequired: string;
  addPasskey: string;
  waitingForPasskey: string;
  passkeysImpossibleTitle: string;
  passkeysImpossible: string;
  /** The second step of signing in. */
  secondStepTitle: string;
  secondStepTotp: string;
  secondStepRecovery: string;
  secondStepPasskey: string;
  authenticatorCode: string;
  recoveryCode: string;
  recoveryCodeFormat: string;
  verify: string;
  verifying: string;
  useRecoveryCode: string;
  useAuthenticator: string;
  usePasskey: string;
  expiredTitle: string;
  expired: string;
  backToSignIn: string;
  unreachable: string;
  /** The forced set-up. */
  setUpTitle: string;
  setUpIntro: string;
  authenticatorApp: string;
  authenticatorAppHint: string;
  passkey: string;
  passkeyHint: string;
  chooseAnother: string;
  /** Profile → Security. */
  securityTitle: string;
  loadFailed: string;
  on: string;
  off: string;
  offIntro: string;
  required: string;
  authenticatorHeading: string;
  authenticatorOn: string;
  authenticatorOff: string;
  recoveryLeft: (count: number) => string;
  generateCodes: string;
  generating: string;
  confirmGenerate: { title: string; message: string; confirm: string };
  turnOff: string;
  turningOff: string;
  turnOffTitle: string;
  turnOffWithCode: string;
  turnOffWithPassword: string;
  useCodeInstead: string;
  usePasswordInstead: string;
  password: string;
  passwordRequired: string;
  passkeysHeading: string;
  noPasskeys: string;
  added: (when: string) => string;
  lastUsed: (when: string) => string;
  neverUsed: string;
  rename: string;
  renameTitle: string;
  renameFor: (name: string) => string;
  remove: string;
  removeFor: (name: string) => string;
  removing: string;
  confirmRemove: { title: string; message: (name: string) => string; confirm: string };
}

export const twoFactorMessages: ScreenMessages<TwoFactorMessages> = {
  en: {
    cancel: verbs.en.cancel,
    save: verbs.en.save,
    saving: verbs.en.saving,
    retry: verbs.en.retry,
    setUpAuthenticator: 'Set up an authenticator app',
    scanQr: 'Scan this QR code with the authenticator app on your phone.',
    qrAlt: 'QR code for your authenticator app',
    manualEntry: 'Cannot scan it? Type this setup key into the app instead.',
    setupKey: 'Setup key',
    copy: 'Copy',
    copied: 'Copied',
    copySetupKey: 'Copy the setup key',
    appCode: 'Code from the app',
    appCodeHelp: 'The 6 digits the app shows now.',
    codeFormat: 'Enter the 6 digits the app shows',
    turnOn: 'Turn on',
    checking: 'Checking...',
    recoveryTitle: 'Save your recovery codes',
    recoveryIntro:
      'Each code signs you in once if you lose your phone or passkey. They are shown only now: keep them somewhere safe.',
    recoveryList: 'Recovery codes',
    copyCodes: 'Copy codes',
    downloadCodes: 'Download as a text file',
    savedCodes: 'I have saved them',
    passkeyName: 'Name of the passkey',
    passkeyNameHelp: 'So you can tell your passkeys apart, for example the device it is on.',
    passkeyNameRequired: 'Give the passkey a name',
    addPasskey: 'Add a passkey',
    waitingForPasskey: 'Waiting for the passkey...',
    passkeysImpossibleTitle: 'Passkeys cannot work at this address',
    passkeysImpossible:
      'Browsers allow passkeys only at a named address (a domain name), not at a numeric IP address. Open the admin at its named address to use a passkey.',
    secondStepTitle: 'Confirm it is you',
    secondStepTotp: 'Enter the 6-digit code from your authenticator app.',
    secondStepRecovery: 'Enter one of your recovery codes. Each one works once.',
    secondStepPasskey: 'Use your passkey to finish signing in.',
    authenticatorCode: 'Authenticator code',
    recoveryCode: 'Recovery code',
    recoveryCodeFormat: 'A recovery code has 10 letters and digits',
    verify: 'Verify',
    verifying: 'Verifying...',
    useRecoveryCode: 'Use a recovery code',
    useAuthenticator: 'Use the authenticator app',
    usePasskey: 'Use a passkey',
    expiredTitle: 'Sign-in expired',
    expired: 'More than five minutes passed since your password. Sign in again.',
    backToSignIn: 'Back to sign in',
    unreachable: 'Server unreachable. Please try again later.',
    setUpTitle: 'Set up two-factor sign-in',
    setUpIntro:
      'The owner requires a second step at every sign-in. Choose how you will confirm it is you, then you are signed in.',
    authenticatorApp: 'Authenticator app',
    authenticatorAppHint: 'A 6-digit code from an app on your phone.',
    passkey: 'Passkey',
    passkeyHint: 'Your fingerprint, face, screen lock or a security key.',
    chooseAnother: 'Choose another way',
    securityTitle: 'Two-factor sign-in',
    loadFailed: 'Your sign-in security could not be loaded.',
    on: 'On',
    off: 'Off',
    offIntro: 'Add a second step to signing in: a code from an authenticator app, or a passkey.',
    required: 'The owner requires two-factor sign-in for every admin.',
    authenticatorHeading: 'Authenticator app',
    authenticatorOn: 'Sign-in asks for a code from your authenticator app.',
    authenticatorOff: 'Not set up.',
    recoveryLeft: (count) => (count === 1 ? '1 recovery code left' : `${count} recovery codes left`),
    generateCodes: 'Generate new codes',
    generating: 'Generating...',
    confirmGenerate: {
      title: 'Generate new recovery codes?',
      message: 'Your current recovery codes stop working at once.',
      confirm: 'Generate new codes',
    },
    turnOff: 'Turn off',
    turningOff: 'Turning off...',
    turnOffTitle: 'Turn off the authenticator app?',
    turnOffWithCode: 'Confirm with a code from the app.',
    turnOffWithPassword: 'Confirm with your password.',
    useCodeInstead: 'Use a code instead',
    usePasswordInstead: 'Use your password instead',
    password: 'Password',
    passwordRequired: 'Please enter your password',
    passkeysHeading: 'Passkeys',
    noPasskeys: 'No passkeys yet.',
    added: (when) => `Added ${when}`,
    lastUsed: (when) => `Last used ${when}`,
    neverUsed: 'Never used',
    rename: 'Rename',
    renameTitle: 'Rename the passkey',
    renameFor: (name) => `Rename ${name}`,
    remove: verbs.en.remove,
    removeFor: (name) => `Remove ${name}`,
    removing: 'Removing...',
    confirmRemove: {
      title: 'Remove this passkey?',
      message: (name) => `You can no longer sign in with ${name}.`,
      confirm: verbs.en.remove,
    },
  },
  he: {
    cancel: verbs.he.cancel,
    save: verbs.he.save,
    saving: verbs.he.saving,
    retry: verbs.he.retry,
    setUpAuthenticator: 'הגדרת אפליקציית אימות',
    scanQr: 'יש לסרוק את הקוד שבתמונה באפליקציית האימות בטלפון.',
    qrAlt: 'קוד לסריקה באפליקציית האימות',
    manualEntry: 'לא מצליחים לסרוק? אפשר להקליד את מפתח ההגדרה באפליקציה.',
    setupKey: 'מפתח הגדרה',
    copy: 'העתקה',
    copied: 'הועתק',
    copySetupKey: 'העתקה של מפתח ההגדרה',
    appCode: 'קוד מהאפליקציה',
    appCodeHelp: '6 הספרות שהאפליקציה מציגה עכשיו.',
    codeFormat: 'יש להזין את 6 הספרות שהאפליקציה מציגה',
    turnOn: 'הפעלה',
    checking: 'בודק...',
    recoveryTitle: 'שמירת קודי השחזור',
    recoveryIntro:
      'כל קוד מאפשר להתחבר פעם אחת אם הטלפון או מפתח הגישה אבדו. הקודים מוצגים רק עכשיו: יש לשמור אותם במקום בטוח.',
    recoveryList: 'קודי שחזור',
    copyCodes: 'העתקת הקודים',
    downloadCodes: 'הורדה כקובץ טקסט',
    savedCodes: 'שמרתי אותם',
    passkeyName: 'שם מפתח הגישה',
    passkeyNameHelp: 'כדי להבחין בין מפתחות הגישה, למשל שם המכשיר.',
    passkeyNameRequired: 'יש לתת שם למפתח הגישה',
    addPasskey: 'הוספת מפתח גישה',
    waitingForPasskey: 'ממתין למפתח הגישה...',
    passkeysImpossibleTitle: 'מפתחות גישה אינם פועלים בכתובת הזו',
    passkeysImpossible:
      'דפדפנים מאפשרים מפתחות גישה רק בכתובת בעלת שם (שם דומיין), לא בכתובת מספרית. כדי להשתמש במפתח גישה יש לפתוח את ממשק הניהול בכתובת בעלת השם שלו.',
    secondStepTitle: 'אימות זהות',
    secondStepTotp: 'יש להזין את הקוד בן 6 הספרות מאפליקציית האימות.',
    secondStepRecovery: 'יש להזין אחד מקודי השחזור. כל קוד פועל פעם אחת.',
    secondStepPasskey: 'יש להשתמש במפתח הגישה כדי לסיים את ההתחברות.',
    authenticatorCode: 'קוד אימות',
    recoveryCode: 'קוד שחזור',
    recoveryCodeFormat: 'קוד שחזור הוא 10 אותיות וספרות',
    verify: 'אימות',
    verifying: 'מאמת...',
    useRecoveryCode: 'שימוש בקוד שחזור',
    useAuthenticator: 'שימוש באפליקציית האימות',
    usePasskey: 'שימוש במפתח גישה',
    expiredTitle: 'פג תוקף ההתחברות',
    expired: 'עברו יותר מחמש דקות מאז הזנת הסיסמה. יש להתחבר שוב.',
    backToSignIn: 'חזרה להתחברות',
    unreachable: 'אין חיבור לשרת. יש לנסות שוב מאוחר יותר.',
    setUpTitle: 'הגדרת אימות דו־שלבי',
    setUpIntro: 'הבעלים דורשים שלב נוסף בכל התחברות. יש לבחור איך לאמת את זהותך, ואז ההתחברות תושלם.',
    authenticatorApp: 'אפליקציית אימות',
    authenticatorAppHint: 'קוד בן 6 ספרות מאפליקציה בטלפון.',
    passkey: 'מפתח גישה',
    passkeyHint: 'טביעת אצבע, זיהוי פנים, נעילת המסך או מפתח אבטחה.',
    chooseAnother: 'בחירה בדרך אחרת',
    securityTitle: 'אימות דו־שלבי',
    loadFailed: 'לא ניתן היה לטעון את הגדרות האבטחה שלך.',
    on: 'פעיל',
    off: 'כבוי',
    offIntro: 'הוספת שלב נוסף להתחברות: קוד מאפליקציית אימות, או מפתח גישה.',
    required: 'הבעלים דורשים אימות דו־שלבי מכל המנהלים.',
    authenticatorHeading: 'אפליקציית אימות',
    authenticatorOn: 'ההתחברות מבקשת קוד מאפליקציית האימות.',
    authenticatorOff: 'לא הוגדרה.',
    recoveryLeft: (count) => (count === 1 ? 'נותר קוד שחזור אחד' : `נותרו ${count} קודי שחזור`),
    generateCodes: 'יצירת קודים חדשים',
    generating: 'יוצר...',
    confirmGenerate: {
      title: 'ליצור קודי שחזור חדשים?',
      message: 'קודי השחזור הנוכחיים יפסיקו לפעול מיד.',
      confirm: 'יצירת קודים חדשים',
    },
    turnOff: 'כיבוי',
    turningOff: 'מכבה...',
    turnOffTitle: 'לכבות את אפליקציית האימות?',
    turnOffWithCode: 'יש לאשר עם קוד מהאפליקציה.',
    turnOffWithPassword: 'יש לאשר עם הסיסמה שלך.',
    useCodeInstead: 'שימוש בקוד במקום',
    usePasswordInstead: 'שימוש בסיסמה במקום',
    password: 'סיסמה',
    passwordRequired: 'יש להזין סיסמה',
    passkeysHeading: 'מפתחות גישה',
    noPasskeys: 'אין עדיין מפתחות גישה.',
    added: (when) => `נוסף ${when}`,
    lastUsed: (when) => `שימוש אחרון ${when}`,
    neverUsed: 'טרם נעשה בו שימוש',
    rename: 'שינוי שם',
    renameTitle: 'שינוי שם מפתח הגישה',
    renameFor: (name) => `שינוי שם: ${name}`,
    remove: verbs.he.remove,
    removeFor: (name) => `${verbs.he.remove}: ${name}`,
    removing: 'מסיר...',
    confirmRemove: {
      title: 'להסיר את מפתח הגישה?',
      message: (name) => `לא יהיה אפשר עוד להתחבר עם ${name}.`,
      confirm: verbs.he.remove,
    },
  },
};
