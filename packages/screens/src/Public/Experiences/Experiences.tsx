import { FeatureCards } from '../common/FeatureCards';
import { Inner, PageHeader, Section, SectionTitle } from '../common/layout';
import { marketingMessages } from '../common/messages';
import { Testimonials } from '../common/Testimonials';
import { publicCopy } from '../../messages';
import { experiencesMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const experiencesMeta = experiencesMessages.he.meta;

/** Experiences: what reading with the app is like, and what readers say. */
export function Experiences() {
  const marketing = publicCopy(marketingMessages);
  const words = publicCopy(experiencesMessages);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
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
