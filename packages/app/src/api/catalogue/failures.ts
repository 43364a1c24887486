import type { UILocale } from '@bible-admin/ui';

/**
 * The spec's error catalogue (section 8) for a call that got no answer, per language. Apart from the refusals'
 * words (`codes.ts`) so the public pages' calls, which show none, do not download those.
 */
export const failureWords: Record<UILocale, { unreachable: string; timeout: string; unexpected: string }> = {
  en: {
    unreachable: 'Server unreachable. Please try again later.',
    timeout: 'The server took too long to answer. Please try again.',
    unexpected: 'Something went wrong. Please try again.',
  },
  he: {
    unreachable: 'אין חיבור לשרת. נסו שוב מאוחר יותר.',
    timeout: 'השרת לא ענה בזמן. נסו שוב.',
    unexpected: 'משהו השתבש. נסו שוב.',
  },
};
