import styled from 'styled-components';
import { Link } from '@bible-admin/ui';
import type { ContactState } from '../common/contact';
import { Inner, PageHeader, Prose, Section } from '../common/layout';
import { publicCopy } from '../../messages';
import { privacyMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const privacyPolicyMeta = privacyMessages.he.meta;

export interface PrivacyPolicyProps {
  /** The help-and-support contact: its e-mail is where privacy questions go. */
  contact: ContactState;
}

const Toc = styled.nav`
  margin-block-end: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand};
  }
  ol {
    columns: 2;
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.xl};
    @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
      columns: 1;
    }
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Article = styled(Prose)`
  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    scroll-margin-block-start: calc(${({ theme }) => theme.sizes.navBar} + ${({ theme }) => theme.space.lg});
  }
`;

const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A paragraph of the policy: its words, or words around a link to another page of the site. */
type Paragraph = string | { before: string; link: { to: string; label: string }; after: string };

function PolicyParagraph({ children: paragraph }: { children: Paragraph }) {
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.before}
      <Link to={paragraph.link.to} inline>
        {paragraph.link.label}
      </Link>
      {paragraph.after}
    </p>
  );
}

/** The privacy policy: long legal text with a table of contents that jumps to each heading. */
export function PrivacyPolicy({ contact }: PrivacyPolicyProps) {
  const words = publicCopy(privacyMessages);
  const sections = [...words.sections, words.contactSection];
  return (
    <>
      <PageHeader title={words.title} />
      <Section>
        <Inner $narrow>
          <Updated>
            {words.updated} <bdi>{words.updatedDate}</bdi>
          </Updated>
          <Toc aria-labelledby="privacy-toc">
            <h2 id="privacy-toc">{words.tocLabel}</h2>
            <ol>
              {sections.map(({ id, title }) => (
                <li key={id}>
                  <a href={`#${id}`}>{title}</a>
                </li>
              ))}
            </ol>
          </Toc>
          <Article>
            {words.sections.map(({ id, title, paragraphs }) => (
              <section key={id} aria-labelledby={id}>
                <h2 id={id}>{title}</h2>
                {paragraphs.map((paragraph: Paragraph) => (
                  <PolicyParagraph key={typeof paragraph === 'string' ? paragraph : paragraph.before}>
                    {paragraph}
                  </PolicyParagraph>
                ))}
              </section>
            ))}
            <section aria-labelledby={words.contactSection.id}>
              <h2 id={words.contactSection.id}>{words.contactSection.title}</h2>
              <p>
                {words.contactLead}{' '}
                {contact.status === 'ready' ? (
                  <a href={`mailto:${contact.contact_email}`} dir="ltr">
                    {contact.contact_email}
                  </a>
                ) : (
                  <Link to="/support" inline>
                    {words.contactFallback}
                  </Link>
                )}
              </p>
            </section>
          </Article>
        </Inner>
      </Section>
    </>
  );
}
