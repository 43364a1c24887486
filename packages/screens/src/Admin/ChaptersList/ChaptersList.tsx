import { useState } from 'react';
import styled from 'styled-components';
import { SEARCH_MAX_LENGTH, type ChapterSummary, type VoiceGender } from '@bible-admin/contract';
import {
  AudioPlayer,
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Icon,
  Link,
  Modal,
  Pagination,
  SearchInput,
  Table,
  Tooltip,
  type BannerType,
  type TableColumn,
} from '@bible-admin/ui';
import { ContentPage } from '../../internal/ContentPage';
import { LinkButton } from '../../internal/LinkButton';
import { useScreenMessages } from '../../messages';
import type { ChapterRow, VoiceAudioAction } from './audio';
import { chaptersListMessages, type ChaptersListMessages } from './messages';
import { VoiceControl } from './VoiceControl';

export interface ChaptersListProps {
  /** 'loading' is the first load (skeleton rows); later loads keep the rows and set `busy`. */
  status: 'loading' | 'error' | 'ready';
  /** The current page's chapters, each with its two voices' audio state. */
  rows: readonly ChapterRow[];
  /** The search text the rows answer (the server searches by name or number). */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Chapters matching the search, on all pages (`meta.total`). */
  total: number;
  /** The next page or search results are loading: the rows stay, dimmed. */
  busy?: boolean;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  /** How long the search box waits after typing. */
  searchDebounceMs?: number;
  errorMessage?: string;
  onRetry?: () => void;
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
}

const VOICES: readonly VoiceGender[] = ['male', 'female'];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 ${({ theme }) => theme.sizes.menu};
    max-inline-size: ${({ theme }) => theme.sizes.modal};
  }
`;

/** Below the table's own width the table scrolls sideways inside its region rather than squeezing. */
const TableFrame = styled.div`
  min-inline-size: 0;
  table {
    min-inline-size: ${({ theme }) => theme.breakpoints.md};
  }
  /* A disabled Generate explains itself in a tooltip, which its cell must not cut off. */
  td:has([role='tooltip']) {
    overflow: visible;
  }
  /* Cells keep to one line; the tooltip's sentence wraps inside its bubble. */
  td [role='tooltip'] {
    white-space: normal;
  }
`;

const Surface = styled.div`
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const ChapterCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Cover = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  inline-size: ${({ theme }) => theme.sizes.avatarMd};
  block-size: ${({ theme }) => theme.sizes.avatarMd};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const NameLink = styled(Link)<{ $hebrew: boolean }>`
  /* As wide as the name, from the cell's start, also when the name reads right to left. */
  align-self: flex-start;
  max-inline-size: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme, $hebrew }) => ($hebrew ? theme.fonts.scripture : 'inherit')};
  font-size: ${({ theme, $hebrew }) => ($hebrew ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const NowPlaying = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const PlayingName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const PlayingVoice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The name the screen uses for a chapter: its own, or 'Chapter {n}'. */
function displayName(chapter: ChapterSummary, words: ChaptersListMessages): string {
  return chapter.chapter_name.trim() || words.fallbackName(chapter.chapter_number);
}

/** The one voice (if any) whose state opens a dialog. */
function dialogVoice(rows: readonly ChapterRow[]) {
  for (const row of rows) {
    for (const voice of VOICES) {
      const audio = row.audio[voice];
      if (
        audio.state === 'confirm-generate' ||
        audio.state === 'playing' ||
        audio.state === 'confirm-regenerate'
      ) {
        return { chapter: row.chapter, voice, audio };
      }
    }
  }
  return null;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The Genesis chapters: search, pages, covers, badges, narration per voice, edit and delete. */
export function ChaptersList({
  status,
  rows,
  search,
  page,
  pageSize,
  total,
  busy = false,
  onSearchChange,
  onPageChange,
  searchDebounceMs = 300,
  errorMessage,
  onRetry,
  banner,
  bannerAutoCloseMs,
  onBannerClose,
  onDelete,
  deletingId,
  onAudioAction,
}: ChaptersListProps) {
  const words = useScreenMessages(chaptersListMessages);
  const [pending, setPending] = useState<ChapterSummary | null>(null);
  const deleting = deletingId ? rows.find((row) => row.chapter._id === deletingId)?.chapter : undefined;
  const confirmingDelete = deleting ?? pending;
  const open = dialogVoice(rows);

  const columns: TableColumn<ChapterRow>[] = [
    {
      key: 'chapter',
      header: words.chapterColumn,
      // Sized so both badges, a voice's button and Edit + Remove fit whole from the table's minimum width up.
      width: '24%',
      render: ({ chapter }) => {
        const name = displayName(chapter, words);
        const hebrew = chapter.chapter_name.trim() !== '';
        return (
          <ChapterCell>
            <Cover>
              {chapter.chapter_cover_image ? (
                <img src={chapter.chapter_cover_image} alt={words.coverAlt(name)} />
              ) : (
                <Icon name="image" />
              )}
            </Cover>
            <Names>
              <NameLink
                to={`/chapter-details/${chapter._id}`}
                $hebrew={hebrew}
                dir={hebrew ? 'rtl' : undefined}
                lang={hebrew ? 'he' : undefined}
              >
                {name}
              </NameLink>
              <Facts>{words.facts(chapter.chapter_number, chapter.verses)}</Facts>
            </Names>
          </ChapterCell>
        );
      },
    },
    {
      key: 'version',
      header: words.versionColumn,
      width: '21%',
      render: ({ chapter }) => (
        <Badges>
          <Badge icon="book">{words.reading}</Badge>
          {chapter.has_audio_content ? <Badge icon="music">{words.audio}</Badge> : null}
        </Badges>
      ),
    },
    ...VOICES.map<TableColumn<ChapterRow>>((voice) => ({
      key: voice,
      header: voice === 'male' ? words.maleColumn : words.femaleColumn,
      width: '16%',
      render: ({ chapter, audio }) => (
        <VoiceControl
          audio={audio[voice]}
          voiceName={words.voice[voice]}
          chapterName={displayName(chapter, words)}
          words={words}
          onAction={(action) => onAudioAction(chapter, voice, action)}
        />
      ),
    })),
    {
      key: 'actions',
      header: words.actionsColumn,
      render: ({ chapter }) => (
        <RowActions>
          <LinkButton
            to={`/edit-chapter/${chapter._id}`}
            $variant="secondary"
            $size="sm"
            aria-label={words.editChapter(displayName(chapter, words))}
          >
            <Icon name="edit" size={16} />
            {words.edit}
          </LinkButton>
          <Button
            size="sm"
            variant="ghost"
            icon={<Icon name="trash" size={16} />}
            aria-label={words.removeChapter(displayName(chapter, words))}
            onClick={() => setPending(chapter)}
          >
            {words.remove}
          </Button>
        </RowActions>
      ),
    },
  ];

  let body;
  if (status === 'error') {
    body = <ErrorState title={errorMessage || words.loadError} onRetry={onRetry ?? (() => {})} />;
  } else if (status === 'ready' && rows.length === 0 && !busy) {
    body = (
      <Surface>
        {search.trim() ? (
          <EmptyState
            icon="search"
            title={words.noResults(search.trim())}
            description={words.noResultsHint}
          />
        ) : (
          <EmptyState
            icon="book"
            title={words.emptyTitle}
            description={words.emptyDescription}
            action={
              <LinkButton to="/add-chapter">
                <Icon name="plus" size={16} />
                {words.addChapter}
              </LinkButton>
            }
          />
        )}
      </Surface>
    );
  } else {
    body = (
      <>
        <TableFrame>
          <Table
            aria-label={words.tableLabel}
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.chapter._id}
            loading={status === 'loading'}
            busy={busy}
            rowSize="lg"
            visibleRows={Math.max(pageSize, 1)}
          />
        </TableFrame>
        {status === 'ready' && total > 0 ? (
          <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
        ) : null}
      </>
    );
  }

  const playing = open?.audio.state === 'playing' ? open : null;
  const voiceName = open ? words.voice[open.voice] : '';
  const openName = open ? displayName(open.chapter, words) : '';
  const dismiss = () => open && onAudioAction(open.chapter, open.voice, 'dismiss');
  const regenerate = playing ? (
    <Button
      variant="secondary"
      icon={<Icon name="refresh" size={16} />}
      disabled={!playing.chapter.has_audio_content}
      onClick={() => onAudioAction(playing.chapter, playing.voice, 'request-regenerate')}
    >
      {words.regenerateAudio}
    </Button>
  ) : null;

  return (
    <ContentPage
      title={words.title}
      subtitle={words.subtitle}
      actions={
        <LinkButton to="/add-chapter">
          <Icon name="plus" size={16} />
          {words.addChapter}
        </LinkButton>
      }
    >
      {banner ? (
        <Banner
          key={`${banner.type}:${banner.message}`}
          type={banner.type}
          autoCloseMs={bannerAutoCloseMs === undefined ? undefined : bannerAutoCloseMs}
          onClose={onBannerClose}
        >
          {banner.message}
        </Banner>
      ) : null}
      <Toolbar>
        <SearchInput
          label={words.searchLabel}
          placeholder={words.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={search}
          debounceMs={searchDebounceMs}
          onChange={onSearchChange}
        />
      </Toolbar>
      {body}
      <ConfirmDialog
        open={Boolean(confirmingDelete)}
        variant="danger"
        title={words.deleteTitle}
        message={confirmingDelete ? words.deleteMessage(displayName(confirmingDelete, words)) : ''}
        labels={{ confirm: words.deleteConfirm, cancel: words.cancel }}
        busy={Boolean(deleting)}
        busyLabel={words.deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!confirmingDelete) return;
          onDelete(confirmingDelete);
          // While the app deletes it, `deletingId` keeps the dialog open and busy.
          setPending(null);
        }}
      />
      <ConfirmDialog
        open={open?.audio.state === 'confirm-generate'}
        title={words.generateTitle}
        message={words.generateMessage(voiceName, openName)}
        labels={{ confirm: words.generateConfirm, cancel: words.cancel }}
        onCancel={dismiss}
        onConfirm={() => open && onAudioAction(open.chapter, open.voice, 'confirm-generate')}
      />
      <ConfirmDialog
        open={open?.audio.state === 'confirm-regenerate'}
        variant="danger"
        title={words.regenerateTitle}
        message={words.regenerateMessage(voiceName, openName)}
        labels={{ confirm: words.regenerateConfirm, cancel: words.cancel }}
        onCancel={dismiss}
        onConfirm={() => open && onAudioAction(open.chapter, open.voice, 'confirm-regenerate')}
      />
      <Modal
        open={Boolean(playing)}
        onClose={dismiss}
        title={words.nowPlaying}
        footer={
          <>
            {playing && !playing.chapter.has_audio_content ? (
              <Tooltip content={words.noAudioContent}>{regenerate!}</Tooltip>
            ) : (
              regenerate
            )}
            <Button onClick={dismiss}>{words.close}</Button>
          </>
        }
      >
        {playing && playing.audio.state === 'playing' ? (
          <NowPlaying>
            <div>
              <PlayingName dir={playing.chapter.chapter_name.trim() ? 'rtl' : undefined} lang="he">
                {openName}
              </PlayingName>
              <PlayingVoice>{capitalised(voiceName)}</PlayingVoice>
            </div>
            <AudioPlayer src={playing.audio.url} label={capitalised(voiceName)} />
          </NowPlaying>
        ) : null}
      </Modal>
    </ContentPage>
  );
}
