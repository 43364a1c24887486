import { Accordion } from '@bible-admin/ui';
import { publicCopy } from '../../messages';
import { marketingMessages } from './messages';

/** The four questions of the public FAQ, one open at a time. */
export function FaqAccordion({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const items = publicCopy(marketingMessages).faq.items.map(({ id, question, answer }) => ({
    id,
    title: question,
    content: answer,
  }));
  return <Accordion items={items} headingLevel={headingLevel} />;
}
