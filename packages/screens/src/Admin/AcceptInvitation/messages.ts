import type { ScreenMessages } from '../../messages';

export interface AcceptInvitationMessages {
  title: string;
  subtitle: (email: string, role: string) => string;
  loading: string;
  refusedTitle: string;
  firstName: string;
  lastName: string;
  password: string;
  submit: string;
  submitting: string;
}

export const acceptInvitationMessages: ScreenMessages<AcceptInvitationMessages> = {
  en: {
    title: 'Join the team',
    subtitle: (email, role) => `You are invited as ${role}, with ${email}. Choose your name and password.`,
    loading: 'Opening your invitation...',
    refusedTitle: 'This invitation cannot be used',
    firstName: 'First Name',
    lastName: 'Last Name',
    password: 'Password',
    submit: 'Join and sign in',
    submitting: 'Joining...',
  },
  he: {
    title: 'הצטרפות לצוות',
    subtitle: (email, role) => `הוזמנת בתפקיד ${role}, עם ${email}. בחרו שם וסיסמה.`,
    loading: 'פותח את ההזמנה...',
    refusedTitle: 'לא ניתן להשתמש בהזמנה הזו',
    firstName: 'שם פרטי',
    lastName: 'שם משפחה',
    password: 'סיסמה',
    submit: 'הצטרפות והתחברות',
    submitting: 'מצטרף...',
  },
};
