import styled from 'styled-components';
import type { ChapterSummary, VoiceGender } from '@bible-admin/contract';
import { AudioPlayer, Button, ConfirmDialog, Icon, Modal, Tooltip } from '@bible-admin/ui';
import { capitalise } from '../common/capitalise';
import type { ChapterRow, VoiceAudioAction } from './audio';
import { displayName, VOICES } from './chapterColumns';
import type { ChaptersListMessages } from './messages';

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

/** The narration dialogs a voice opens: Generate and Regenerate confirmations, and 'Now Playing', which plays at once (the Play click that opened it lets the browser play sound). */
export function VoiceDialogs({
  rows,
  words,
  onAudioAction,
}: {
  rows: readonly ChapterRow[];
  words: ChaptersListMessages;
  onAudioAction: (chapter: ChapterSummary, voice: VoiceGender, action: VoiceAudioAction) => void;
}) {
  const open = dialogVoice(rows);
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
    <>
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
              <PlayingVoice>{capitalise(voiceName)}</PlayingVoice>
            </div>
            <AudioPlayer src={playing.audio.url} label={capitalise(voiceName)} autoPlay />
          </NowPlaying>
        ) : null}
      </Modal>
    </>
  );
}

/** 'Are you sure?' before a chapter is deleted; it stays open, busy, while the app deletes it. */
export function DeleteChapterDialog({
  chapter,
  deleting,
  words,
  onCancel,
  onConfirm,
}: {
  chapter: ChapterSummary | null;
  deleting: boolean;
  words: ChaptersListMessages;
  onCancel: () => void;
  onConfirm: (chapter: ChapterSummary) => void;
}) {
  return (
    <ConfirmDialog
      open={chapter !== null}
      variant="danger"
      title={words.deleteTitle}
      message={chapter ? words.deleteMessage(displayName(chapter, words)) : ''}
      labels={{ confirm: words.deleteConfirm, cancel: words.cancel }}
      busy={deleting}
      busyLabel={words.deleting}
      onCancel={onCancel}
      onConfirm={() => chapter && onConfirm(chapter)}
    />
  );
}
