import type { PageMeta } from '../common/PageMeta';

export const experiencesMessages = {
  meta: {
    title: 'חוויות | תנ״ך מאויר',
    description: 'איך נראית קריאה בתנ״ך מאויר: איורים, קריינות, לימוד והשראה יומית, ומה מספרים הקוראים.',
    lang: 'he',
  } satisfies PageMeta,
  title: 'חוויות',
  lead: 'ככה נראים הבוקר, הנסיעה והערב עם ספר בראשית בכיס.',
};
