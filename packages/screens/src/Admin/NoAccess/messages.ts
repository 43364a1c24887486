import type { ScreenMessages } from '../../messages';

export interface NoAccessMessages {
  title: string;
  /** Names the signed-in admin's role (already in the page's language). */
  explanation: (role: string) => string;
  home: string;
}

export const noAccessMessages: ScreenMessages<NoAccessMessages> = {
  en: {
    title: 'You do not have access',
    explanation: (role) => `Your role, ${role}, does not include this page. An owner can change your role.`,
    home: 'Go to the dashboard',
  },
  he: {
    title: 'אין לך גישה',
    explanation: (role) => `התפקיד שלך, ${role}, אינו כולל את הדף הזה. בעלים יכולים לשנות את התפקיד שלך.`,
    home: 'למסך הראשי',
  },
};
