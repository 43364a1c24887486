import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
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

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Tools = styled.div`
  flex: 1;
  max-inline-size: ${({ theme }) => theme.sizes.searchBox};
  min-inline-size: ${({ theme }) => theme.sizes.searchBoxMin};
`;

/** A list screen's frame: the title with the search box at the end, then the list. */
export function ListPage({
  title,
  tools,
  children,
}: {
  title: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Top>
        <Title>{title}</Title>
        {tools && <Tools>{tools}</Tools>}
      </Top>
      {children}
    </Page>
  );
}

/** What a server-searched, paged list screen takes: the server has already searched and paged its rows. */
export interface ServerListProps {
  /** The next page or search is loading: the current rows stay, dimmed, under a progress bar. */
  busy?: boolean;
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The server's `meta.total` for the current search. */
  total: number;
  totalIsLowerBound?: boolean;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  error?: string | null;
  /** Wait after typing before the search is reported. */
  searchDebounceMs?: number;
}
