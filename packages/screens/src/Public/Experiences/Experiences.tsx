import { FeatureCards } from '../common/FeatureCards';
import { Inner, PageHeader, Section, SectionTitle } from '../common/layout';
import { marketingMessages } from '../common/messages';
import { Testimonials } from '../common/Testimonials';
import { useScreenMessages } from '../../messages';
import { experiencesMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const experiencesMeta = experiencesMessages.he.meta;

/** Experiences: what reading with the app is like, and what readers say. */
export function Experiences() {
  const marketing = useScreenMessages(marketingMessages);
  const t = useScreenMessages(experiencesMessages);
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
