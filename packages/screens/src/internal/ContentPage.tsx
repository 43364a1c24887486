import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Breadcrumb, Button, ErrorState, Spinner, type BreadcrumbItem } from '@bible-admin/ui';

/** The screen's width (not the window's) decides the phone layout: inside the shell, beside a sidebar, too. */
const Root = styled.div`
  container-type: inline-size;
  min-inline-size: 0;
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
  background: ${({ theme }) => theme.colors.background};
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.lg};
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled.header`
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
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ContentPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links and buttons at the end of the header. */
  actions?: ReactNode;
  children?: ReactNode;
  busy?: boolean;
  /** Where a page below a list sits ('Chapters › Chapter 2 › Verses'), above its title. */
  breadcrumb?: readonly BreadcrumbItem[];
}

/** A content screen: its breadcrumb (below a list), a titled header with actions, then the screen's body. */
export function ContentPage({ title, subtitle, actions, children, busy, breadcrumb }: ContentPageProps) {
  return (
    <Root>
      <Page aria-busy={busy || undefined}>
        {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
        <Header>
          <Heading>
            <Title>{title}</Title>
            {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          </Heading>
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
        {children}
      </Page>
    </Root>
  );
}

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A spinner and the screen's loading words ('Loading...'), announced as a status. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Centered role="status">
      <Spinner label="" />
      {label}
    </Centered>
  );
}

/** A page in place of its form or view: a spinner while its data loads, or why the load failed and Retry. */
export function LoadStatePage({
  title,
  breadcrumb,
  state,
  loadingLabel,
  error,
  onRetry,
}: {
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbItem[];
  state: 'loading' | 'error';
  loadingLabel: string;
  error: string;
  onRetry?: () => void;
}) {
  return state === 'loading' ? (
    <ContentPage title={title} breadcrumb={breadcrumb} busy>
      <LoadingPanel label={loadingLabel} />
    </ContentPage>
  ) : (
    <ContentPage title={title} breadcrumb={breadcrumb}>
      <ErrorState title={error} onRetry={onRetry ?? (() => {})} />
    </ContentPage>
  );
}

const RetryRow = styled.div`
  display: flex;
`;

/** Why the screen's data could not be loaded, in a red banner, and a way to try again. */
export function LoadErrorPanel({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <>
      <Banner type="error" closable={false} autoCloseMs={null}>
        {message}
      </Banner>
      {onRetry ? (
        <RetryRow>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </RetryRow>
      ) : null}
    </>
  );
}
