import styled from 'styled-components';
import { Button, Icon, IconButton, Tooltip } from '@bible-admin/ui';
import type { VoiceAudio, VoiceAudioAction } from './audio';
import type { ChaptersListMessages } from './messages';

/** The spec's limit for one narration. */
export const GENERATION_LIMIT_SECONDS = 30;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  white-space: normal;
`;

const Track = styled.div`
  overflow: hidden;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.menu};
  block-size: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Fill = styled.div<{ $fraction: number }>`
  inline-size: ${({ $fraction }) => `${Math.round($fraction * 100)}%`};
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const ProgressText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/*
 * A failure: the retry beside the reason, so the reason gets the cell's height to wrap in and is read whole at
 * the table's text size (above a button it had one short line and was cut).
 */
const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  white-space: normal;
`;

const Reason = styled.span`
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.error};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export interface VoiceControlProps {
  audio: VoiceAudio;
  /** 'male voice' / 'female voice'. */
  voiceName: string;
  /** The chapter's name (or 'Chapter {n}'), for the controls' names. */
  chapterName: string;
  words: ChaptersListMessages;
  onAction: (action: VoiceAudioAction) => void;
}

function Progress({
  seconds,
  text,
  label,
  words,
}: {
  seconds: number;
  text: string;
  label: string;
  words: ChaptersListMessages;
}) {
  const shown = Math.min(Math.max(Math.floor(seconds), 0), GENERATION_LIMIT_SECONDS);
  return (
    <Stack>
      <ProgressText aria-hidden="true">{text}</ProgressText>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={GENERATION_LIMIT_SECONDS}
        aria-valuenow={shown}
        aria-valuetext={words.progressValue(shown)}
      >
        <Fill $fraction={shown / GENERATION_LIMIT_SECONDS} />
      </Track>
      <Note>{words.upTo30}</Note>
    </Stack>
  );
}

/** One voice's narration control in a chapter row. */
export function VoiceControl({ audio, voiceName, chapterName, words, onAction }: VoiceControlProps) {
  switch (audio.state) {
    case 'no-content':
      return (
        <Tooltip content={words.noAudioContent}>
          <Button
            size="sm"
            variant="secondary"
            icon={<Icon name="music" size={16} />}
            aria-label={words.generateVoice(voiceName, chapterName)}
            disabled
          >
            {words.generate}
          </Button>
        </Tooltip>
      );
    case 'missing':
    case 'confirm-generate':
      return (
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon name="music" size={16} />}
          aria-label={words.generateVoice(voiceName, chapterName)}
          onClick={() => onAction('request-generate')}
        >
          {words.generate}
        </Button>
      );
    case 'generating':
    case 'regenerating':
      return (
        <Progress
          seconds={audio.elapsedSeconds}
          text={(audio.state === 'generating' ? words.generating : words.regenerating)(
            Math.min(Math.floor(audio.elapsedSeconds), GENERATION_LIMIT_SECONDS),
          )}
          label={words.progressLabel(voiceName, chapterName)}
          words={words}
        />
      );
    case 'ready':
    case 'playing':
    case 'confirm-regenerate':
      return (
        <Button
          size="sm"
          icon={<Icon name="play" size={16} />}
          aria-label={words.playVoice(voiceName, chapterName)}
          onClick={() => onAction('play')}
        >
          {words.play}
        </Button>
      );
    case 'failed':
      return (
        <Failure>
          <Tooltip content={words.retry}>
            <IconButton
              size="sm"
              variant="secondary"
              icon="refresh"
              label={words.retryVoice(voiceName, chapterName)}
              onClick={() =>
                onAction(audio.action === 'generate' ? 'request-generate' : 'request-regenerate')
              }
            />
          </Tooltip>
          <Reason role="status">
            {audio.message || (audio.action === 'generate' ? words.failedGenerate : words.failedRegenerate)}
          </Reason>
        </Failure>
      );
  }
}
