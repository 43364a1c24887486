import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A band of the page: full width background, content kept to the site's width. */
export const Section = styled.section<{ $tone?: 'plain' | 'soft' }>`
  padding-block: ${({ theme }) => theme.space.xxxl};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $tone }) => ($tone === 'soft' ? theme.colors.brandSoft : theme.colors.surface)};
`;

export const Inner = styled.div<{ $narrow?: boolean }>`
  max-inline-size: ${({ theme, $narrow }) => ($narrow ? theme.sizes.prose : theme.sizes.page)};
  margin-inline: auto;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
`;

export const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
  /* A plain link in the text (a mailto) in the site's link colour, not the browser's blue. */
  a {
    color: ${({ theme }) => theme.colors.link};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }
`;

const Header = styled.header`
  padding-block: ${({ theme }) => theme.space.xxxl};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.brandDeep},
    ${({ theme }) => theme.colors.brand}
  );
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Lead = styled.p`
  max-inline-size: ${({ theme }) => theme.sizes.prose};
  margin: ${({ theme }) => theme.space.md} auto 0;
  color: ${({ theme }) => theme.colors.onBrandMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The heading band of an inner page: its title and one sentence about it. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <Header>
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  );
}

export { VisuallyHidden } from '../../internal/VisuallyHidden';
