import { FeatureCards } from '../common/FeatureCards';
import { Inner, PageHeader, Section, SectionTitle } from '../common/layout';
import { marketing } from '../common/messages';
import { Testimonials } from '../common/Testimonials';
import { experiencesMessages as t } from './messages';

export const experiencesMeta = t.meta;

/** Experiences: what reading with the app is like, and what readers say. */
export function Experiences() {
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <Section aria-labelledby="experiences-features">
        <Inner>
          <SectionTitle id="experiences-features">{marketing.features.heading}</SectionTitle>
          <FeatureCards />
        </Inner>
      </Section>
      <Section $tone="soft" aria-labelledby="experiences-testimonials">
        <Inner>
          <SectionTitle id="experiences-testimonials">{marketing.testimonials.heading}</SectionTitle>
          <Testimonials />
        </Inner>
      </Section>
    </>
  );
}
