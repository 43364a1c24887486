import { adminTitles } from '@bible-admin/contract/sectionTitles';
import type { ScreenMessages } from '../../messages';

export interface TeamMessages {
  title: string;
  subtitle: string;
  loading: string;
  loadError: string;
  membersLabel: string;
  invitationsTitle: string;
  invitationsLabel: string;
  name: string;
  email: string;
  role: string;
  status: string;
  lastSignIn: string;
  /** The two-factor column (issue 32): each admin's kinds of second factor, or none. */
  twoFactor: string;
  /** Short: the column is narrow (an authenticator app, a passkey). */
  secondFactors: { totp: string; passkey: string };
  noSecondFactor: string;
  resetSecondFactor: string;
  actions: string;
  never: string;
  statuses: { active: string; invited: string; deactivated: string };
  expires: (when: string) => string;
  expired: string;
  actionsFor: (name: string) => string;
  makeRole: (role: string) => string;
  deactivate: string;
  reactivate: string;
  remove: string;
  resend: string;
  revoke: string;
  inviteTitle: string;
  inviteEmail: string;
  inviteRole: string;
  inviteLanguage: string;
  invite: string;
  inviting: string;
  languages: { en: string; he: string };
  confirmDeactivate: { title: string; message: (name: string) => string; confirm: string };
  confirmRemove: { title: string; message: (name: string) => string; confirm: string };
  confirmRevoke: { title: string; message: (email: string) => string; confirm: string };
  confirmResetSecondFactor: { title: string; message: (name: string) => string; confirm: string };
  /** An admin's sessions, in a dialog from the admin's menu. */
  sessions: {
    open: string;
    title: (name: string) => string;
    endAll: string;
    ending: string;
    none: string;
    loadFailed: string;
  };
}

export const teamMessages: ScreenMessages<TeamMessages> = {
  en: {
    title: adminTitles.team.en,
    subtitle: 'Who can sign in to the admin, and what each may do.',
    loading: 'Loading the team...',
    loadError: 'The team could not be loaded',
    membersLabel: 'Admins',
    invitationsTitle: 'Pending invitations',
    invitationsLabel: 'Pending invitations',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    twoFactor: 'Two-factor',
    secondFactors: { totp: 'App', passkey: 'Passkey' },
    noSecondFactor: 'None',
    resetSecondFactor: 'Reset two-factor',
    actions: 'Actions',
    never: 'Never',
    statuses: { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' },
    expires: (when) => `Expires ${when}`,
    expired: 'Expired',
    actionsFor: (name) => `Actions for ${name}`,
    makeRole: (role) => `Make ${role}`,
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    remove: 'Remove',
    resend: 'Resend',
    revoke: 'Revoke',
    inviteTitle: 'Invite an admin',
    inviteEmail: 'Email',
    inviteRole: 'Role',
    inviteLanguage: 'Language of the e-mail',
    invite: 'Send invitation',
    inviting: 'Sending...',
    languages: { en: 'English', he: 'עברית' },
    confirmDeactivate: {
      title: 'Deactivate this admin?',
      message: (name) => `${name} is signed out everywhere at once and cannot sign in until reactivated.`,
      confirm: 'Deactivate',
    },
    confirmRemove: {
      title: 'Are you sure?',
      message: (name) => `You are about to remove ${name}. This action cannot be undone.`,
      confirm: 'Remove',
    },
    confirmRevoke: {
      title: 'Revoke this invitation?',
      message: (email) => `The link sent to ${email} stops working.`,
      confirm: 'Revoke',
    },
    confirmResetSecondFactor: {
      title: 'Reset two-factor?',
      message: (name) =>
        `${name}'s authenticator app, recovery codes and passkeys are removed, and they are signed out everywhere.`,
      confirm: 'Reset two-factor',
    },
    sessions: {
      open: 'Sessions',
      title: (name) => `Where ${name} is signed in`,
      endAll: 'End all sessions',
      ending: 'Ending...',
      none: 'Not signed in anywhere.',
      loadFailed: 'The sessions could not be loaded.',
    },
  },
  he: {
    title: adminTitles.team.he,
    subtitle: 'מי יכול להתחבר לניהול, ומה כל אחד רשאי לעשות.',
    loading: 'טוען את הצוות...',
    loadError: 'לא ניתן לטעון את הצוות',
    membersLabel: 'מנהלים',
    invitationsTitle: 'הזמנות ממתינות',
    invitationsLabel: 'הזמנות ממתינות',
    name: 'שם',
    email: 'דוא״ל',
    role: 'תפקיד',
    status: 'סטטוס',
    lastSignIn: 'התחברות אחרונה',
    twoFactor: 'אימות דו־שלבי',
    secondFactors: { totp: 'אפליקציה', passkey: 'מפתח' },
    noSecondFactor: 'ללא',
    resetSecondFactor: 'איפוס אימות דו־שלבי',
    actions: 'פעולות',
    never: 'אף פעם',
    statuses: { active: 'פעיל', invited: 'הוזמן', deactivated: 'מושבת' },
    expires: (when) => `בתוקף עד ${when}`,
    expired: 'פג תוקף',
    actionsFor: (name) => `פעולות עבור ${name}`,
    makeRole: (role) => `העברה לתפקיד ${role}`,
    deactivate: 'השבתה',
    reactivate: 'הפעלה מחדש',
    remove: 'הסרה',
    resend: 'שליחה חוזרת',
    revoke: 'ביטול',
    inviteTitle: 'הזמנת מנהל',
    inviteEmail: 'דוא״ל',
    inviteRole: 'תפקיד',
    inviteLanguage: 'שפת ההודעה',
    invite: 'שליחת הזמנה',
    inviting: 'שולח...',
    languages: { en: 'English', he: 'עברית' },
    confirmDeactivate: {
      title: 'להשבית את המנהל?',
      message: (name) => `${name} ינותק/תנותק מכל המכשירים מיד ולא יוכל/תוכל להתחבר עד להפעלה מחדש.`,
      confirm: 'השבתה',
    },
    confirmRemove: {
      title: 'האם את/ה בטוח/ה?',
      message: (name) => `את/ה עומד/ת להסיר את ${name}. לא ניתן לבטל פעולה זו.`,
      confirm: 'הסרה',
    },
    confirmRevoke: {
      title: 'לבטל את ההזמנה?',
      message: (email) => `הקישור שנשלח אל ${email} יפסיק לפעול.`,
      confirm: 'ביטול ההזמנה',
    },
    confirmResetSecondFactor: {
      title: 'לאפס את האימות הדו־שלבי?',
      message: (name) =>
        `אפליקציית האימות, קודי השחזור ומפתחות הגישה של ${name} יוסרו, והחיבורים שלו/שלה בכל המכשירים ינותקו.`,
      confirm: 'איפוס אימות דו־שלבי',
    },
    sessions: {
      open: 'חיבורים',
      title: (name) => `החיבורים של ${name}`,
      endAll: 'ניתוק כל החיבורים',
      ending: 'מנתק...',
      none: 'אין חיבורים פתוחים.',
      loadFailed: 'לא ניתן היה לטעון את החיבורים.',
    },
  },
};
