import { type RuleCode, ruleWords } from '../../words/rules';
import { verbs } from '../../words/verbs';
import { profileLabels } from '@bible-admin/contract/labels';
import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';

export interface ProfileMessages {
  title: string;
  loading: string;
  loadError: string;
  retry: string;
  profileTitle: string;
  photo: string;
  changePhoto: string;
  photoHint: string;
  photoChosen: string;
  notImage: string;
  firstName: string;
  lastName: string;
  email: string;
  emailHelp: string;
  firstNameRequired: string;
  saveProfile: string;
  saving: string;
  profileSaved: string;
  passwordTitle: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHelp: string;
  confirmPassword: string;
  currentRequired: string;
  newRequired: string;
  newTooShort: string;
  newTooLong: string;
  confirmRequired: string;
  /** The rules the server checks too, by its refusal code: the same words as its refusal. */
  rules: Record<RuleCode, string>;
  updatePassword: string;
  updating: string;
  passwordUpdated: string;
}

export const profileMessages: ScreenMessages<ProfileMessages> = {
  en: {
    title: adminTitles.profile.en,
    loading: verbs.en.loading,
    loadError: 'Failed to load your profile',
    retry: verbs.en.retry,
    profileTitle: 'Profile Information',
    photo: profileLabels.en.profile_pic,
    changePhoto: 'Change photo',
    photoHint: 'PNG, JPEG, WebP or GIF.',
    photoChosen: 'New photo chosen. Save Changes to keep it.',
    notImage: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
    firstName: profileLabels.en.first_name,
    lastName: profileLabels.en.last_name,
    email: profileLabels.en.email,
    emailHelp: 'The e-mail address cannot be changed.',
    firstNameRequired: 'First Name is required',
    saveProfile: 'Save Changes',
    saving: verbs.en.saving,
    profileSaved: 'Profile updated successfully',
    passwordTitle: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    newPasswordHelp: 'At least 8 characters, hard to guess: several uncommon words work well.',
    confirmPassword: 'Confirm New Password',
    currentRequired: 'Current Password is required',
    newRequired: 'New Password is required',
    newTooShort: 'New Password must be at least 8 characters',
    newTooLong: 'New Password must be at most 200 characters',
    confirmRequired: 'Please confirm the new password',
    rules: ruleWords.en,
    updatePassword: 'Update Password',
    updating: verbs.en.updating,
    passwordUpdated: 'Password updated successfully. Your other sessions were signed out.',
  },
  he: {
    title: adminTitles.profile.he,
    loading: verbs.he.loading,
    loadError: 'טעינת הפרופיל נכשלה',
    retry: verbs.he.retry,
    profileTitle: 'פרטי הפרופיל',
    photo: profileLabels.he.profile_pic,
    changePhoto: 'החלפת התמונה',
    photoHint: 'PNG,‏ JPEG,‏ WebP או GIF.',
    photoChosen: 'נבחרה תמונה חדשה. כדי לשמור אותה יש ללחוץ על "שמירת השינויים".',
    notImage: 'יש לבחור קובץ תמונה (PNG,‏ JPEG,‏ WebP או GIF).',
    firstName: profileLabels.he.first_name,
    lastName: profileLabels.he.last_name,
    email: profileLabels.he.email,
    emailHelp: 'לא ניתן לשנות את כתובת הדוא״ל.',
    firstNameRequired: 'יש להזין שם פרטי',
    saveProfile: 'שמירת השינויים',
    saving: verbs.he.saving,
    profileSaved: 'הפרופיל עודכן בהצלחה',
    passwordTitle: 'שינוי סיסמה',
    currentPassword: 'הסיסמה הנוכחית',
    newPassword: 'סיסמה חדשה',
    newPasswordHelp: '8 תווים לפחות, וקשה לנחש: כמה מילים לא נפוצות הן בחירה טובה.',
    confirmPassword: 'אימות הסיסמה החדשה',
    currentRequired: 'יש להזין את הסיסמה הנוכחית',
    newRequired: 'יש להזין סיסמה חדשה',
    newTooShort: 'הסיסמה החדשה צריכה להכיל 8 תווים לפחות',
    newTooLong: 'הסיסמה החדשה יכולה להכיל 200 תווים לכל היותר',
    confirmRequired: 'יש להזין שוב את הסיסמה החדשה',
    rules: ruleWords.he,
    updatePassword: 'עדכון הסיסמה',
    updating: verbs.he.updating,
    passwordUpdated: 'הסיסמה עודכנה בהצלחה. שאר החיבורים שלך נותקו.',
  },
};
