import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

const he = {
  meta: pageMeta({
    title: 'חוויות | תנ״ך מאויר',
    description: 'איך נראית קריאה בתנ״ך מאויר: איורים, קריינות, לימוד והשראה יומית, ומה מספרים הקוראים.',
    lang: 'he',
  }),
  title: 'חוויות',
  lead: 'ככה נראים הבוקר, הנסיעה והערב עם ספר בראשית בכיס.',
};

export const experiencesMessages: PublicMessages<typeof he> = {
  he,
};
