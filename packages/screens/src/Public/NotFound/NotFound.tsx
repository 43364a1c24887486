import styled from 'styled-components';
import { Link } from '@bible-admin/ui';

export interface NotFoundProps {
  /** The spec shows 'Loading...' for a moment before the page; the app decides how long. */
  status: 'loading' | 'ready';
}

const Page = styled.main`
  min-block-size: 60vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl};
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
`;

export function NotFound({ status }: NotFoundProps) {
  if (status === 'loading') {
    return (
      <Page aria-busy="true">
        <Text role="status">Loading...</Text>
      </Page>
    );
  }
  return (
    <Page>
      <Title dir="auto">Page Not Found</Title>
      <Text dir="auto">Oops! The page you&apos;re looking for doesn&apos;t exist or has been moved.</Text>
      <HomeLink to="/">Back to Home</HomeLink>
    </Page>
  );
}
