import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { ChapterSummary, VoiceGender } from '@bible-admin/contract';
import { Banner, EmptyState, Icon, type BannerType } from '@bible-admin/ui';
import { LinkButton } from '../../internal/LinkButton';
import { useScreenMessages } from '../../messages';
import { ServerListPage, type ServerListProps, type ServerListStatus } from '../common/ServerList';
import type { ChapterRow, VoiceAudioAction } from './audio';
import { chapterColumns } from './chapterColumns';
import { DeleteChapterDialog, VoiceDialogs } from './ChapterDialogs';
import { chaptersListMessages } from './messages';

export interface ChaptersListProps extends ServerListProps {
  /** 'loading' is the first load (skeleton rows); later loads keep the rows and set `busy`. */
  status: ServerListStatus;
  /** The current page's chapters, each with its two voices' audio state. */
  rows: readonly ChapterRow[];
  /** A message handed over by the previous page (e.g. 'Chapter added successfully!'). */
  banner?: { type: BannerType; message: string } | null;
  /** Default 5000 ms; null keeps it until closed. */
  bannerAutoCloseMs?: number | null;
  onBannerClose?: () => void;
  /** Called once the editor confirmed the deletion. */
  onDelete: (chapter: ChapterSummary) => void;
  /** The chapter whose deletion is running: its dialog stays open, busy. */
  deletingId?: string | null;
  onAudioAction: (chapter: ChapterSummary, voice: VoiceGender, action: VoiceAudioAction) => void;
  /** The chapters as they are, for a role that may not change them: no Add, no narration, no Edit or Remove. */
  readOnly?: boolean;
}

const TableFrame = styled.div`
  min-inline-size: 0;
  /* A disabled Generate explains itself in a tooltip, which its cell must not cut off. */
  td:has([role='tooltip']) {
    overflow: visible;
  }
  /* Cells keep to one line; the tooltip's sentence wraps inside its bubble. */
  td [role='tooltip'] {
    white-space: normal;
  }
`;

/** The Genesis chapters: search, pages, covers, badges, narration per voice, edit and delete. */
export function ChaptersList({
  status,
  rows,
  banner,
  bannerAutoCloseMs,
  onBannerClose,
  onDelete,
  deletingId,
  onAudioAction,
  readOnly = false,
  ...list
}: ChaptersListProps) {
  const words = useScreenMessages(chaptersListMessages);
  const theme = useTheme();
  const [pending, setPending] = useState<ChapterSummary | null>(null);
  const deleting = deletingId ? rows.find((row) => row.chapter._id === deletingId)?.chapter : undefined;
  const search = list.search.trim();
  const addChapter = readOnly ? undefined : (
    <LinkButton to="/add-chapter">
      <Icon name="plus" size={16} />
      {words.addChapter}
    </LinkButton>
  );

  return (
    <TableFrame>
      <ServerListPage<ChapterRow>
        title={words.title}
        subtitle={words.subtitle}
        actions={addChapter}
        searchLabel={words.searchLabel}
        searchPlaceholder={words.searchPlaceholder}
        notice={
          banner ? (
            <Banner
              key={`${banner.type}:${banner.message}`}
              type={banner.type}
              autoCloseMs={bannerAutoCloseMs}
              onClose={onBannerClose}
            >
              {banner.message}
            </Banner>
          ) : null
        }
        list={list}
        status={status}
        errorTitle={words.loadError}
        table={{
          'aria-label': words.tableLabel,
          columns: chapterColumns(words, readOnly ? null : { onAudioAction, onRemove: setPending }),
          rows,
          getRowKey: (row) => row.chapter._id,
          rowSize: 'lg',
          // The chapters' columns fit from this width (narrower than the other lists': no e-mails or ids).
          stackBelow: theme.breakpoints.md,
        }}
        empty={{
          none: (
            <EmptyState
              icon="book"
              title={words.emptyTitle}
              description={words.emptyDescription}
              action={addChapter}
            />
          ),
          noResults: (
            <EmptyState icon="search" title={words.noResults(search)} description={words.noResultsHint} />
          ),
        }}
      >
        <DeleteChapterDialog
          chapter={deleting ?? pending}
          deleting={Boolean(deleting)}
          words={words}
          onCancel={() => setPending(null)}
          onConfirm={(chapter) => {
            onDelete(chapter);
            // While the app deletes it, `deletingId` keeps the dialog open and busy.
            setPending(null);
          }}
        />
        <VoiceDialogs rows={rows} words={words} onAudioAction={onAudioAction} />
      </ServerListPage>
    </TableFrame>
  );
}
