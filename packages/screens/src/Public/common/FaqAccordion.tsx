import { Accordion } from '@bible-admin/ui';
import { marketing } from './messages';

const items = marketing.faq.items.map(({ id, question, answer }) => ({
  id,
  title: question,
  content: answer,
}));

/** The four questions of the public FAQ, one open at a time. */
export function FaqAccordion({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return <Accordion items={items} headingLevel={headingLevel} />;
}
