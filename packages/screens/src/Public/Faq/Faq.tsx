import { FaqAccordion } from '../common/FaqAccordion';
import { Inner, PageHeader, Section } from '../common/layout';
import { publicCopy } from '../../messages';
import { faqMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const faqMeta = faqMessages.he.meta;

/** FAQ: the home page's questions on a page of their own. */
export function Faq() {
  const words = publicCopy(faqMessages);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
      <Section>
        <Inner $narrow>
          <FaqAccordion headingLevel={2} />
        </Inner>
      </Section>
    </>
  );
}
