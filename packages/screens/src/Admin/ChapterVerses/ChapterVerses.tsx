import { useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import type { ChapterSummary, Verse } from '@bible-admin/contract';
import { ConfirmDialog, EmptyState, ErrorState, Icon, Table } from '@bible-admin/ui';
import { ContentPage } from '../../internal/ContentPage';
import { usePageTrail } from '../../internal/trail';
import { LinkButton } from '../../internal/LinkButton';
import { useScreenMessages } from '../../messages';
import { chapterVersesMessages } from './messages';
import { verseColumns } from './verseColumns';

export { VERSE_PREVIEW_LENGTH } from './verseColumns';

export interface ChapterVersesProps {
  status: 'loading' | 'error' | 'ready';
  /** The chapter's id from the route: the Add Reading Verse link needs it before the chapter loads. */
  chapterId: string;
  /** The chapter, once loaded (its number titles the page). */
  chapter?: ChapterSummary | null;
  verses: readonly Verse[];
  /** Why the load failed; the default is 'Failed to fetch chapter verses'. */
  loadError?: string;
  onRetry?: () => void;
  /** Called once the editor confirmed the removal. */
  onRemove: (verse: Verse) => void;
  /** The verse whose removal is running: its dialog stays open, busy. */
  removingId?: string | null;
  /** A role that may not change verses (support): no Add Reading Verse, no Edit or Remove. */
  readOnly?: boolean;
}

const Subtitle = styled.span`
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Surface = styled.div`
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The verses as the load left them: its failure, the empty state, or the table (skeleton rows while loading). */
function VersesBody({
  status,
  verses,
  loadError,
  onRetry,
  emptyAction,
  onRemove,
}: Pick<ChapterVersesProps, 'status' | 'verses' | 'loadError' | 'onRetry'> & {
  emptyAction: ReactNode;
  /** Null: no actions column (a read-only role). */
  onRemove: ((verse: Verse) => void) | null;
}) {
  const words = useScreenMessages(chapterVersesMessages);
  const theme = useTheme();
  if (status === 'error') {
    return <ErrorState title={loadError || words.loadError} onRetry={onRetry ?? (() => {})} />;
  }
  if (status === 'ready' && verses.length === 0) {
    return (
      <Surface>
        <EmptyState
          icon="book"
          title={words.emptyTitle}
          description={words.emptyDescription}
          action={emptyAction}
        />
      </Surface>
    );
  }
  return (
    <Table
      aria-label={words.tableLabel}
      columns={verseColumns(words, onRemove)}
      rows={verses}
      getRowKey={(verse) => verse._id}
      loading={status === 'loading'}
      rowSize="lg"
      visibleRows={10}
      // Where the columns no longer fit (a phone; beside a desktop's sidebar) the verses are cards: every
      // column and action in view.
      stackBelow={theme.sizes.adminTable}
    />
  );
}

/**
 * One chapter's reading verses: a table with each verse's number, image, content preview and version,
 * Edit and Remove (after a confirmation that stays open while the removal runs), and Add Reading Verse.
 */
export function ChapterVerses({
  status,
  chapterId,
  chapter,
  verses,
  loadError,
  onRetry,
  onRemove,
  removingId,
  readOnly = false,
}: ChapterVersesProps) {
  const words = useScreenMessages(chapterVersesMessages);
  const breadcrumb = usePageTrail('chapterVerses', { chapter });
  const [pending, setPending] = useState<Verse | null>(null);
  const busyVerse = removingId ? verses.find((verse) => verse._id === removingId) : undefined;
  const confirming = busyVerse ?? pending;

  const addLink = readOnly ? null : (
    <LinkButton to={`/add-verse/${chapterId}`}>
      <Icon name="plus" size={16} />
      {words.addReadingVerse}
    </LinkButton>
  );

  return (
    <ContentPage
      title={chapter ? words.title(chapter.chapter_number) : words.titleUnknown}
      breadcrumb={breadcrumb}
      subtitle={
        chapter?.chapter_name ? (
          <Subtitle dir="rtl" lang="he">
            {chapter.chapter_name}
          </Subtitle>
        ) : null
      }
      actions={addLink}
      busy={status === 'loading'}
    >
      <VersesBody
        status={status}
        verses={verses}
        loadError={loadError}
        onRetry={onRetry}
        emptyAction={addLink}
        onRemove={readOnly ? null : setPending}
      />
      <ConfirmDialog
        open={confirming !== null && confirming !== undefined}
        variant="danger"
        title={words.removeTitle}
        message={confirming ? words.removeMessage(confirming.verse_number) : ''}
        labels={{ confirm: words.remove, cancel: words.cancel }}
        busy={Boolean(busyVerse)}
        busyLabel={words.removing}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!confirming) return;
          onRemove(confirming);
          // While the app removes it, `removingId` keeps the dialog open and busy.
          setPending(null);
        }}
      />
    </ContentPage>
  );
}
