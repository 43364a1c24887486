import { FaqAccordion } from '../common/FaqAccordion';
import { Inner, PageHeader, Section } from '../common/layout';
import { faqMessages as t } from './messages';

export const faqMeta = t.meta;

/** FAQ: the home page's questions on a page of their own. */
export function Faq() {
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <Section>
        <Inner $narrow>
          <FaqAccordion headingLevel={2} />
        </Inner>
      </Section>
    </>
  );
}
