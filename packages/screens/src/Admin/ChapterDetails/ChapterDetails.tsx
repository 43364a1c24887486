import styled from 'styled-components';
import type { Chapter, VoiceGender } from '@bible-admin/contract';
import { AudioPlayer, Badge, Card, EmptyState, ErrorState, Icon, StatusPill } from '@bible-admin/ui';
import { ContentPage, LoadingPanel } from '../../internal/ContentPage';
import { LinkButton } from '../../internal/LinkButton';
import { usePageTrail } from '../../internal/trail';
import { ScriptureHtml } from '../../internal/ScriptureHtml';
import { useScreenMessages } from '../../messages';
import { VerseMediaSection } from '../VerseMediaSection';
import { chapterDetailsMessages, type ChapterDetailsMessages } from './messages';

export interface ChapterDetailsProps {
  status: 'loading' | 'error' | 'not-found' | 'ready';
  chapter?: Chapter | null;
  /** Why the load failed; the default is 'Failed to fetch chapter details'. */
  loadError?: string;
  onRetry?: () => void;
  /** A role that may not change chapters (support): no Edit Chapter. */
  readOnly?: boolean;
}

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  @container (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const External = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Subheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Long audio content scrolls in its own box, which keyboard users can focus to scroll. */
const AudioText = styled.div`
  max-block-size: ${({ theme }) => theme.sizes.editorShort};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const VoiceRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const VoiceName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function ImageFigure({
  src,
  caption,
  buyLink,
  words,
}: {
  src: string | null;
  caption: string;
  buyLink: string | null;
  words: ChapterDetailsMessages;
}) {
  return (
    <Figure>
      <Picture>
        {src ? (
          <img src={src} alt={caption} />
        ) : (
          <>
            <Icon name="image" />
            {words.noImage}
          </>
        )}
      </Picture>
      <Caption>{caption}</Caption>
      {buyLink ? (
        <External
          href={buyLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${words.buyImage}: ${caption}`}
        >
          <Icon name="tag" size={16} />
          {words.buyImage}
        </External>
      ) : (
        <Muted>{words.noBuyLink}</Muted>
      )}
    </Figure>
  );
}

const VOICES: readonly VoiceGender[] = ['male', 'female'];

/** The read-only view of one chapter, as an editor checks it: pictures, text, narration and verse media. */
export function ChapterDetails({
  status,
  chapter,
  loadError,
  onRetry,
  readOnly = false,
}: ChapterDetailsProps) {
  const words = useScreenMessages(chapterDetailsMessages);
  const breadcrumb = usePageTrail('chapterDetails', {}, words.titleUnknown);
  const trail = usePageTrail('chapterDetails', { chapter });

  if (status === 'loading') {
    return (
      <ContentPage title={words.titleUnknown} breadcrumb={breadcrumb} busy>
        <LoadingPanel label={words.loading} />
      </ContentPage>
    );
  }
  if (status === 'error') {
    return (
      <ContentPage title={words.titleUnknown} breadcrumb={breadcrumb}>
        <ErrorState title={loadError || words.loadError} onRetry={onRetry ?? (() => {})} />
      </ContentPage>
    );
  }
  if (status === 'not-found' || !chapter) {
    return (
      <ContentPage title={words.titleUnknown} breadcrumb={breadcrumb}>
        <EmptyState
          icon="book"
          title={words.notFound}
          action={
            <LinkButton to="/chapters" $variant="secondary">
              {words.backToChapters}
            </LinkButton>
          }
        />
      </ContentPage>
    );
  }

  const voiceName = { male: words.maleVoice, female: words.femaleVoice };
  const audioUrl = { male: chapter.audio_url_male, female: chapter.audio_url_female };
  const hasAudioContent = chapter.chapter_audio_content.trim() !== '';
  return (
    <ContentPage
      title={words.title(chapter.chapter_number)}
      breadcrumb={trail}
      subtitle={
        <>
          {chapter.chapter_name ? (
            <Name dir="rtl" lang="he">
              {chapter.chapter_name}
            </Name>
          ) : null}
          <Facts>
            <StatusPill tone={chapter.status === 'active' ? 'green' : 'neutral'}>
              {chapter.status === 'active' ? words.active : words.inactive}
            </StatusPill>
            <span>{words.verses(chapter.verses)}</span>
            <Badge icon="book">{words.reading}</Badge>
            {hasAudioContent ? <Badge icon="music">{words.audio}</Badge> : null}
          </Facts>
        </>
      }
      actions={
        <>
          {readOnly ? null : (
            <LinkButton to={`/edit-chapter/${chapter._id}?from=details`}>
              <Icon name="edit" size={16} />
              {words.editChapter}
            </LinkButton>
          )}
          <LinkButton to={`/chapter-verses/${chapter._id}`} $variant="secondary">
            <Icon name="book" size={16} />
            {words.viewVerses}
          </LinkButton>
        </>
      }
    >
      <Columns>
        <Card title={words.images}>
          <Figures>
            <ImageFigure
              src={chapter.chapter_image}
              caption={words.chapterImage}
              buyLink={chapter.image_buy_link}
              words={words}
            />
            <ImageFigure
              src={chapter.chapter_cover_image}
              caption={words.coverImage}
              buyLink={chapter.cover_image_buy_link}
              words={words}
            />
          </Figures>
        </Card>
        <Card title={words.audioSection}>
          <Stack>
            <Subheading>{words.narration}</Subheading>
            {VOICES.map((voice) => (
              <VoiceRow key={voice}>
                <VoiceName>{voiceName[voice]}</VoiceName>
                {audioUrl[voice] ? (
                  <AudioPlayer src={audioUrl[voice]} label={voiceName[voice]} />
                ) : (
                  <Muted>{words.noNarration}</Muted>
                )}
              </VoiceRow>
            ))}
            <Subheading>{words.audioContent}</Subheading>
            {hasAudioContent ? (
              <AudioText tabIndex={0} role="region" aria-label={words.audioContent}>
                <ScriptureHtml html={chapter.chapter_audio_content} />
              </AudioText>
            ) : (
              <Muted>{words.noAudioContent}</Muted>
            )}
          </Stack>
        </Card>
      </Columns>
      <Card title={words.content}>
        {chapter.chapter_content.trim() ? (
          <ScriptureHtml html={chapter.chapter_content} />
        ) : (
          <Muted>{words.noContent}</Muted>
        )}
      </Card>
      <Card>
        <VerseMediaSection items={chapter.verse_media} mode="view" />
      </Card>
    </ContentPage>
  );
}
