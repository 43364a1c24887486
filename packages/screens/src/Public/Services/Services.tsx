import { FeatureCards } from '../common/FeatureCards';
import { Inner, PageHeader, Prose, Section, SectionTitle } from '../common/layout';
import { marketing } from '../common/messages';
import { servicesMessages as t } from './messages';

export const servicesMeta = t.meta;

/** Services: a placeholder page (the spec has no content for it yet) with the app's features. */
export function Services() {
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <Section>
        <Inner $narrow>
          <Prose>
            {t.paragraphs.map((text) => (
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
