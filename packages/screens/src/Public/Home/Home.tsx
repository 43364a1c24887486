import styled from 'styled-components';
import { FaqAccordion } from '../common/FaqAccordion';
import { FeatureCards } from '../common/FeatureCards';
import { Inner, Section, SectionTitle } from '../common/layout';
import { marketingMessages } from '../common/messages';
import { onDarkFocus } from '../common/PublicTheme';
import type { PublicLinks } from '../common/contact';
import { StoreButtons } from '../common/StoreButtons';
import { Testimonials } from '../common/Testimonials';
import { publicCopy } from '../../messages';
import { homeMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const homeMeta = homeMessages.he.meta;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  min-block-size: ${({ theme }) => theme.sizes.heroMin};
  padding-block: calc(${({ theme }) => theme.sizes.navBar} + ${({ theme }) => theme.space.xxl})
    ${({ theme }) => theme.space.xxxl};
  padding-inline: max(
    ${({ theme }) => theme.space.lg},
    calc((100% - ${({ theme }) => theme.sizes.page}) / 2)
  );
  background:
    radial-gradient(circle at 20% 30%, ${({ theme }) => theme.colors.goldGlow}, transparent 45%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.brandDeep}, ${({ theme }) => theme.colors.brand});
  color: ${({ theme }) => theme.colors.textInverse};
  ${onDarkFocus}
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
    text-align: center;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gold};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.onBrandMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cta = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.onBrandMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Art = styled.svg`
  inline-size: 100%;
  max-block-size: ${({ theme }) => theme.sizes.heroArt};
  color: ${({ theme }) => theme.colors.gold};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const DownloadText = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-inline-size: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

/** An open book with light rising from it: drawn here, decorative. */
function BookArt() {
  return (
    <Art
      viewBox="0 0 240 200"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    >
      <path d="M120 60v110M120 60c-20-14-52-18-90-12v110c38-6 70-2 90 12M120 60c20-14 52-18 90-12v110c-38-6-70-2-90 12" />
      <path
        d="M48 80c18-3 36-1 52 6M48 100c18-3 36-1 52 6M48 120c18-3 36-1 52 6M140 86c16-7 34-9 52-6M140 106c16-7 34-9 52-6M140 126c16-7 34-9 52-6"
        strokeWidth="2"
        opacity="0.7"
      />
      <path d="M120 44V14M96 48L80 22M144 48l16-26M76 56L52 38M164 56l24-18" opacity="0.8" />
    </Art>
  );
}

/** The landing page: hero, features, testimonials, store buttons and the FAQ. */
export function Home({ links }: { links: PublicLinks }) {
  const marketing = publicCopy(marketingMessages);
  const words = publicCopy(homeMessages);
  return (
    <>
      <Hero aria-labelledby="home-title">
        <div>
          <Eyebrow>{words.hero.eyebrow}</Eyebrow>
          <Title id="home-title">{words.hero.title}</Title>
          <Lead>{words.hero.lead}</Lead>
          <Cta href="#download">{words.hero.cta}</Cta>
          <Note>{words.hero.note}</Note>
        </div>
        <BookArt />
      </Hero>
      <Section aria-labelledby="home-features">
        <Inner>
          <SectionTitle id="home-features">{marketing.features.heading}</SectionTitle>
          <FeatureCards />
        </Inner>
      </Section>
      <Section $tone="soft" aria-labelledby="home-testimonials">
        <Inner>
          <SectionTitle id="home-testimonials">{marketing.testimonials.heading}</SectionTitle>
          <Testimonials />
        </Inner>
      </Section>
      <Section id="download" aria-labelledby="home-download">
        <Inner>
          <SectionTitle id="home-download">{words.download.heading}</SectionTitle>
          <DownloadText>{words.download.text}</DownloadText>
          <StoreButtons links={links} />
        </Inner>
      </Section>
      <Section $tone="soft" aria-labelledby="home-faq">
        <Inner $narrow>
          <SectionTitle id="home-faq">{marketing.faq.heading}</SectionTitle>
          <FaqAccordion />
        </Inner>
      </Section>
    </>
  );
}
