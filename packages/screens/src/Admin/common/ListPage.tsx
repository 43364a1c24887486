import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The screen's width (not the window's) decides the phone layout: inside the shell, beside a sidebar, too. */
const Page = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const End = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const Tools = styled.div`
  flex: 1;
  max-inline-size: ${({ theme }) => theme.sizes.searchBox};
  min-inline-size: ${({ theme }) => theme.sizes.searchBoxMin};
  /* On a phone the search box takes a row of its own, under the actions. */
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    order: 1;
    flex-basis: 100%;
    max-inline-size: none;
  }
`;

/** A list screen's frame: the title (and subtitle), the search box and actions at the end, then the list. */
export function ListPage({
  title,
  subtitle,
  tools,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The search box. */
  tools?: ReactNode;
  /** Buttons or links after the search box (e.g. Add Chapter). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Top>
        <Heading>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Heading>
        {(tools || actions) && (
          <End>
            {tools && <Tools>{tools}</Tools>}
            {actions}
          </End>
        )}
      </Top>
      {children}
    </Page>
  );
}
