import { Button, EmptyState, type BreadcrumbItem } from '@bible-admin/ui';
import { ContentPage, LoadStatePage } from '../../internal/ContentPage';
import { useScreenMessages } from '../../messages';
import type { ChapterFormStatus } from './ChapterForm';
import { chapterFormMessages } from './messages';

export type ChapterLoadStateKind = 'loading' | 'error' | 'not-found';

/** What a chapter form's page shows instead of the form (the chapter is missing: not found), or null: the form. */
export function chapterLoadState(status: ChapterFormStatus, missing: boolean): ChapterLoadStateKind | null {
  if (status === 'loading' || status === 'error' || status === 'not-found') return status;
  return missing ? 'not-found' : null;
}

/** A chapter form's page while the chapter loads, after the load failed, or when there is no such chapter. */
export function ChapterLoadState({
  state,
  title,
  breadcrumb,
  loadError,
  onRetry,
  onCancel,
}: {
  state: ChapterLoadStateKind;
  title: string;
  breadcrumb?: readonly BreadcrumbItem[];
  loadError?: string;
  onRetry?: () => void;
  onCancel: () => void;
}) {
  const words = useScreenMessages(chapterFormMessages);
  if (state !== 'not-found') {
    return (
      <LoadStatePage
        title={title}
        breadcrumb={breadcrumb}
        state={state}
        loadingLabel={words.loading}
        error={words.loadError(loadError || words.defaultLoadError)}
        onRetry={onRetry}
      />
    );
  }
  return (
    <ContentPage title={title} breadcrumb={breadcrumb}>
      <EmptyState
        icon="book"
        title={words.notFound}
        action={
          <Button variant="secondary" onClick={onCancel}>
            {words.backToChapters}
          </Button>
        }
      />
    </ContentPage>
  );
}
