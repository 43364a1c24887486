import styled from 'styled-components';
import type { ChapterSummary, VoiceGender } from '@bible-admin/contract';
import { Badge, Button, Icon, Link, type TableColumn } from '@bible-admin/ui';
import { LinkButton } from '../../internal/LinkButton';
import { RowActions } from '../common/RowActions';
import type { ChapterRow, VoiceAudioAction } from './audio';
import type { ChaptersListMessages } from './messages';
import { VoiceControl } from './VoiceControl';

export const VOICES: readonly VoiceGender[] = ['male', 'female'];

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

/** The name the screen uses for a chapter: its own, or 'Chapter {n}'. */
export function displayName(chapter: ChapterSummary, words: ChaptersListMessages): string {
  return chapter.chapter_name.trim() || words.fallbackName(chapter.chapter_number);
}

/** What an editor may do to a chapter from the list. */
export interface ChapterActions {
  onAudioAction: (chapter: ChapterSummary, voice: VoiceGender, action: VoiceAudioAction) => void;
  onRemove: (chapter: ChapterSummary) => void;
}

/**
 * The chapters table: cover and name, versions, and with `actions` a narration control per voice, Edit and
 * Remove (without, the chapters as they are: no column of controls the role could not use).
 */
export function chapterColumns(
  words: ChaptersListMessages,
  actions: ChapterActions | null,
): TableColumn<ChapterRow>[] {
  const described = describedColumns(words);
  return actions ? [...described, ...actionColumns(words, actions)] : described;
}

function describedColumns(words: ChaptersListMessages): TableColumn<ChapterRow>[] {
  return [
    {
      key: 'chapter',
      header: words.chapterColumn,
      // The name gets the room the other columns leave (a name like 'בראשית פרק ב׳ (גן עדן)' whole at 1280 px);
      // they are sized so both badges, a voice's button and Edit + Remove still fit whole.
      width: '33%',
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
      width: '17%',
      render: ({ chapter }) => (
        <Badges>
          <Badge icon="book">{words.reading}</Badge>
          {chapter.has_audio_content ? <Badge icon="music">{words.audio}</Badge> : null}
        </Badges>
      ),
    },
  ];
}

function actionColumns(
  words: ChaptersListMessages,
  { onAudioAction, onRemove }: ChapterActions,
): TableColumn<ChapterRow>[] {
  return [
    ...VOICES.map<TableColumn<ChapterRow>>((voice) => ({
      key: voice,
      header: voice === 'male' ? words.maleColumn : words.femaleColumn,
      width: '15%',
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
      stacked: 'actions',
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
            onClick={() => onRemove(chapter)}
          >
            {words.remove}
          </Button>
        </RowActions>
      ),
    },
  ];
}
