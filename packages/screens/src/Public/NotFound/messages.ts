import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';

export const notFoundMessages = {
  en: {
    title: 'Page Not Found',
    text: "Oops! The page you're looking for doesn't exist or has been moved.",
    back: 'Back to Home',
    loading: verbs.en.loading,
    description: "The page you're looking for doesn't exist or has been moved.",
  },
  he: {
    title: 'הדף לא נמצא',
    text: 'אופס! הדף שחיפשתם לא קיים או שהועבר למקום אחר.',
    back: 'חזרה לדף הבית',
    loading: verbs.he.loading,
    description: 'הדף שחיפשתם לא קיים או שהועבר למקום אחר.',
  },
} satisfies ScreenMessages<Record<string, string>>;
