import { FeatureCards } from '../common/FeatureCards';
import { Inner, PageHeader, Prose, Section, SectionTitle } from '../common/layout';
import { marketingMessages } from '../common/messages';
import { publicCopy } from '../../messages';
import { servicesMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const servicesMeta = servicesMessages.he.meta;

/** Services: a placeholder page (the spec has no content for it yet) with the app's features. */
export function Services() {
  const marketing = publicCopy(marketingMessages);
  const words = publicCopy(servicesMessages);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
      <Section>
        <Inner $narrow>
          <Prose>
            {words.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Prose>
        </Inner>
      </Section>
      <Section $tone="soft" aria-labelledby="services-features">
        <Inner>
          <SectionTitle id="services-features">{marketing.features.heading}</SectionTitle>
          <FeatureCards />
        </Inner>
      </Section>
    </>
  );
}
