import type { AdminRole } from '@bible-admin/contract/plain';
import type { ScreenMessages } from '../messages';

/** Each admin role's name, as the team page and the no-access page say it. */
export const roleNames: ScreenMessages<Record<AdminRole, string>> = {
  en: { owner: 'Owner', editor: 'Editor', support: 'Support' },
  he: { owner: 'בעלים', editor: 'עריכה', support: 'תמיכה' },
};
