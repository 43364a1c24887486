import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { ChapterSummary, Verse } from '@bible-admin/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Icon,
  Table,
  type TableColumn,
} from '@bible-admin/ui';
import { ContentPage } from '../../internal/ContentPage';
import { LinkButton } from '../../internal/LinkButton';
import { richTextToPlain, truncate } from '../../internal/ScriptureHtml';
import { useScreenMessages } from '../../messages';
import { chapterVersesMessages } from './messages';

/** The spec cuts the preview at 300 characters. */
export const VERSE_PREVIEW_LENGTH = 300;

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
}

const Subtitle = styled.span`
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Thumb = styled.img`
  display: block;
  inline-size: ${({ theme }) => theme.sizes.avatarMd};
  block-size: ${({ theme }) => theme.sizes.avatarMd};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Two lines of Hebrew, cut with an ellipsis, in a row of fixed height. */
const Preview = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  white-space: normal;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
`;

const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Surface = styled.div`
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

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
}: ChapterVersesProps) {
  const words = useScreenMessages(chapterVersesMessages);
  const theme = useTheme();
  const [pending, setPending] = useState<Verse | null>(null);
  const busyVerse = removingId ? verses.find((verse) => verse._id === removingId) : undefined;
  const confirming = busyVerse ?? pending;

  const columns: TableColumn<Verse>[] = [
    { key: 'verse', header: words.verse, width: '10%', render: (verse) => <bdi>{verse.verse_number}</bdi> },
    {
      key: 'image',
      header: words.image,
      width: '12%',
      render: (verse) =>
        verse.verse_image ? (
          <Thumb src={verse.verse_image} alt={words.verseImageAlt(verse.verse_number)} />
        ) : (
          <Muted>{words.noImage}</Muted>
        ),
    },
    {
      key: 'content',
      header: words.contentPreview,
      render: (verse) => (
        <Preview dir="rtl" lang="he">
          {truncate(richTextToPlain(verse.verse_content || verse.content), VERSE_PREVIEW_LENGTH)}
        </Preview>
      ),
    },
    {
      key: 'version',
      header: words.version,
      // The Reading badge whole at the table's minimum width.
      width: '14%',
      render: () => <Badge icon="book">{words.reading}</Badge>,
    },
    {
      key: 'actions',
      header: words.actions,
      width: '22%',
      stacked: 'actions',
      render: (verse) => (
        <RowActions>
          <LinkButton
            to={`/edit-verse/${verse._id}`}
            $variant="secondary"
            $size="sm"
            aria-label={words.editVerse(verse.verse_number)}
          >
            <Icon name="edit" size={16} />
            {words.edit}
          </LinkButton>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="trash" size={16} />}
            aria-label={words.removeVerse(verse.verse_number)}
            onClick={() => setPending(verse)}
          >
            {words.remove}
          </Button>
        </RowActions>
      ),
    },
  ];

  const addLink = (
    <LinkButton to={`/add-verse/${chapterId}`}>
      <Icon name="plus" size={16} />
      {words.addReadingVerse}
    </LinkButton>
  );

  let content;
  if (status === 'error') {
    content = <ErrorState title={loadError || words.loadError} onRetry={onRetry ?? (() => {})} />;
  } else if (status === 'ready' && verses.length === 0) {
    content = (
      <Surface>
        <EmptyState
          icon="book"
          title={words.emptyTitle}
          description={words.emptyDescription}
          action={addLink}
        />
      </Surface>
    );
  } else {
    content = (
      <Table
        aria-label={words.tableLabel}
        columns={columns}
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

  return (
    <ContentPage
      title={chapter ? words.title(chapter.chapter_number) : words.titleUnknown}
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
      {content}
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
