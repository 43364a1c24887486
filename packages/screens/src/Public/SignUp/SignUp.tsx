import styled from 'styled-components';
import { Inner, PageHeader, Section } from '../common/layout';
import type { PublicLinks } from '../common/contact';
import { StoreButtons } from '../common/StoreButtons';
import { publicCopy } from '../../messages';
import { signUpMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const signUpMeta = signUpMessages.he.meta;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: ${({ theme }) => theme.sizes.control};
    block-size: ${({ theme }) => theme.sizes.control};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Sign up: accounts are made in the app, so this page explains how and offers the store buttons. */
export function SignUp({ links }: { links: PublicLinks }) {
  const words = publicCopy(signUpMessages);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
      <Section>
        <Inner $narrow>
          <Steps aria-label={words.stepsLabel}>
            {words.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
          <StoreButtons links={links} />
        </Inner>
      </Section>
    </>
  );
}
