import styled from 'styled-components';
import { Link } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { BilingualPage, type BilingualProps } from '../common/BilingualPage';
import type { PageMeta } from '../common/PageMeta';
import { notFoundMessages } from './messages';

export interface NotFoundProps extends BilingualProps {
  /** The spec shows 'Loading...' for a moment before the page; the app decides how long. */
  status: 'loading' | 'ready';
}

/** The 404 page's head in the given language. */
export function notFoundMeta(locale: 'en' | 'he'): PageMeta {
  const words = notFoundMessages[locale];
  return { title: words.title, description: words.description, lang: locale };
}

const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

const Code = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brandHover};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.brand};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HomeLink = styled(Link)`
  justify-self: center;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

function Content({ status }: Pick<NotFoundProps, 'status'>) {
  const words = useScreenMessages(notFoundMessages);
  if (status === 'loading') {
    return (
      <Page aria-busy="true">
        <Text role="status">{words.loading}</Text>
      </Page>
    );
  }
  return (
    <Page>
      <Code aria-hidden="true">404</Code>
      <Title>{words.title}</Title>
      <Text>{words.text}</Text>
      <HomeLink to="/">{words.back}</HomeLink>
    </Page>
  );
}

/** The page for an unknown path, in English (the spec's words) or Hebrew. */
export function NotFound({ status, locale, onLocaleChange }: NotFoundProps) {
  return (
    <BilingualPage locale={locale} onLocaleChange={onLocaleChange}>
      <Content status={status} />
    </BilingualPage>
  );
}
