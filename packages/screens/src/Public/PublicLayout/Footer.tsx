import styled from 'styled-components';
import { Link, Skeleton } from '@bible-admin/ui';
import { publicLinks, telHref, type ContactState } from '../common/contact';
import { VisuallyHidden } from '../common/layout';
import { onDarkFocus } from '../common/PublicTheme';
import { publicCopy } from '../../messages';
import { layoutMessages } from './messages';
import { SocialIcon } from './SocialIcon';

export interface FooterProps {
  contact: ContactState;
  /** The current year, for the copyright line (the app passes it; stories fix it). */
  year: number;
}

const Box = styled.footer`
  padding-block: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xl};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.onBrandMuted};
  ${onDarkFocus}
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  max-inline-size: ${({ theme }) => theme.sizes.page};
  margin-inline: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyle = `
  color: inherit;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const FooterLink = styled(Link)`
  ${linkStyle}
`;

const Anchor = styled.a`
  ${linkStyle}
`;

const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: ${({ theme }) => theme.sizes.page};
  margin: ${({ theme }) => theme.space.xxl} auto 0;
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.brand};
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-grid;
    place-items: center;
    inline-size: ${({ theme }) => theme.sizes.control};
    block-size: ${({ theme }) => theme.sizes.control};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.brandDeep};
  }
`;

const Copyright = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Contact({ contact }: { contact: ContactState }) {
  const footer = publicCopy(layoutMessages).footer;
  if (contact.status === 'loading') {
    return (
      <List aria-busy="true">
        <li>
          <VisuallyHidden role="status">{footer.contact.loading}</VisuallyHidden>
          <Skeleton width="60%" />
        </li>
        <li>
          <Skeleton width="80%" />
        </li>
      </List>
    );
  }
  if (contact.status === 'error') {
    return (
      <List>
        <li>{footer.contact.failed}</li>
        <li>
          <FooterLink to="/support">{footer.contact.failedLink}</FooterLink>
        </li>
      </List>
    );
  }
  return (
    <List>
      <li>
        <Muted>{footer.contact.phone}</Muted>
        <Anchor href={telHref(contact.contact_number)} dir="ltr">
          {contact.contact_number}
        </Anchor>
      </li>
      <li>
        <Muted>{footer.contact.email}</Muted>
        <Anchor href={`mailto:${contact.contact_email}`} dir="ltr">
          {contact.contact_email}
        </Anchor>
      </li>
    </List>
  );
}

/** Company and help links, the contact details from the server, social links and the copyright. */
export function Footer({ contact, year }: FooterProps) {
  const words = publicCopy(layoutMessages);
  const footer = words.footer;
  const copyright = footer.copyright(year);
  const links = publicLinks(contact);
  const social = footer.social.filter(({ link }) => links[link]);
  return (
    <Box>
      <Columns>
        <div>
          <Brand>{words.brand}</Brand>
          <p>{footer.tagline}</p>
        </div>
        <nav aria-labelledby="footer-company">
          <Heading id="footer-company">{footer.company.heading}</Heading>
          <List>
            {footer.company.links.map(({ to, label }) => (
              <li key={label}>
                <FooterLink to={to}>{label}</FooterLink>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-labelledby="footer-help">
          <Heading id="footer-help">{footer.help.heading}</Heading>
          <List>
            {footer.help.links.map(({ to, label }) => (
              <li key={label}>
                <FooterLink to={to}>{label}</FooterLink>
              </li>
            ))}
          </List>
        </nav>
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">{footer.contact.heading}</Heading>
          <Contact contact={contact} />
        </section>
      </Columns>
      <Bottom>
        <Copyright>
          {copyright.before} <bdi>{copyright.year}</bdi> {copyright.after}
        </Copyright>
        {social.length > 0 && (
          <Social aria-label={footer.socialLabel}>
            {social.map(({ name, label, link }) => (
              <li key={name}>
                <a href={links[link]} aria-label={label}>
                  <SocialIcon network={name} />
                </a>
              </li>
            ))}
          </Social>
        )}
      </Bottom>
    </Box>
  );
}
