import styled from 'styled-components';
import { Icon, Link, Skeleton } from '@bible-admin/ui';
import { telHref, type ContactState } from '../common/contact';
import { Inner, PageHeader, Prose, Section, VisuallyHidden } from '../common/layout';
import { publicCopy } from '../../messages';
import { supportMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const supportMeta = supportMessages.he.meta;

export interface SupportProps {
  /** The help-and-support call: contact number, e-mail and the description the admin wrote. */
  contact: ContactState;
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Label = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Failed = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.error};
`;

function Details({ contact }: SupportProps) {
  const words = publicCopy(supportMessages);
  if (contact.status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{words.loading}</VisuallyHidden>
        <Cards>
          <Card>
            <Skeleton width="70%" />
          </Card>
          <Card>
            <Skeleton width="80%" />
          </Card>
        </Cards>
        <Skeleton variant="text" />
      </div>
    );
  }
  if (contact.status === 'error') return <Failed role="alert">{words.failed}</Failed>;
  return (
    <>
      <Cards>
        <Card>
          <Icon name="phone" size={28} />
          <div>
            <Label>{words.phone}</Label>
            <Value href={telHref(contact.contact_number)} dir="ltr">
              {contact.contact_number}
            </Value>
          </div>
        </Card>
        <Card>
          <Icon name="mail" size={28} />
          <div>
            <Label>{words.email}</Label>
            <Value href={`mailto:${contact.contact_email}`} dir="ltr">
              {contact.contact_email}
            </Value>
          </div>
        </Card>
      </Cards>
      {contact.description && (
        <Prose>
          <p dir="auto">{contact.description}</p>
        </Prose>
      )}
    </>
  );
}

/** Support: the contact details and description from the server, and a pointer to the FAQ. */
export function Support({ contact }: SupportProps) {
  const words = publicCopy(supportMessages);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
      <Section>
        <Inner $narrow>
          <Details contact={contact} />
          <Prose>
            <p>
              {words.faqHint}{' '}
              <Link to="/faq" inline>
                {words.faqLink}
              </Link>
            </p>
          </Prose>
        </Inner>
      </Section>
    </>
  );
}
