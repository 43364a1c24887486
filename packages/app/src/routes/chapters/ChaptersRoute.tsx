import { useEffect, useState } from 'react';
import type { ChapterSummary, VoiceGender } from '@bible-admin/contract';
import {
  ChaptersList,
  restingVoiceAudio,
  type ChapterRow,
  type VoiceAudio,
  type VoiceAudioAction,
} from '@bible-admin/screens';
import { useToast, useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { chapterCalls } from '@bible-admin/contract/plain';
import { serverMessageOr } from '../../api/catalogue';
import { adminWords } from '../../api/catalogue/admin';
import { useChapters } from '../../data/chapters';
import { narrate, useNarrations, type Narration } from '../../data/narrations';
import { useRevalidate } from '../../data/useCall';
import { useMayDo } from '../../session';
import { useAdminHead } from '../admin/adminMeta';
import { useHandedBanner } from './banner';

/** The dialog a voice has open: its confirmation or 'Now Playing'. */
interface OpenVoice {
  chapterId: string;
  voice: VoiceGender;
  kind: 'confirm-generate' | 'playing' | 'confirm-regenerate';
}

/** A voice as the list shows it: its chapter's fields, what this tab's narration did, the dialog it has open. */
function voiceAudio(
  chapter: ChapterSummary,
  voice: VoiceGender,
  narration: Narration | undefined,
  open: OpenVoice | null,
  now: number,
): VoiceAudio {
  const resting = restingVoiceAudio(chapter, voice);
  const url = narration?.state === 'done' ? narration.url : resting.state === 'ready' ? resting.url : null;
  if (narration?.state === 'running') {
    const elapsedSeconds = Math.max(0, (now - narration.startedAt) / 1000);
    return narration.kind === 'regenerate' && url
      ? { state: 'regenerating', url, elapsedSeconds }
      : { state: 'generating', elapsedSeconds };
  }
  if (open?.chapterId === chapter._id && open.voice === voice) {
    if (open.kind === 'confirm-generate' || !url) return { state: 'confirm-generate' };
    return { state: open.kind, url };
  }
  if (narration?.state === 'failed') {
    return { state: 'failed', action: narration.kind, url, message: narration.message };
  }
  if (url) return { state: 'ready', url };
  return resting;
}

/** The clock of the running narrations' elapsed seconds: it ticks only while one runs. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

const VOICES: readonly VoiceGender[] = ['male', 'female'];

export function ChaptersRoute() {
  useAdminHead((titles) => titles.chapters);
  const list = useChapters();
  const toast = useToast();
  const locale = useUILocale();
  const revalidate = useRevalidate();
  const narrationOf = useNarrations();
  const { banner, close } = useHandedBanner();
  const [open, setOpen] = useState<OpenVoice | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const running = list.rows.some((chapter) =>
    VOICES.some((voice) => narrationOf(chapter._id, voice)?.state === 'running'),
  );
  const now = useNow(running);
  const rows: ChapterRow[] = list.rows.map((chapter) => ({
    chapter,
    audio: {
      male: voiceAudio(chapter, 'male', narrationOf(chapter._id, 'male'), open, now),
      female: voiceAudio(chapter, 'female', narrationOf(chapter._id, 'female'), open, now),
    },
  }));

  const onAudioAction = (chapter: ChapterSummary, voice: VoiceGender, action: VoiceAudioAction) => {
    const at = { chapterId: chapter._id, voice };
    if (action === 'request-generate') setOpen({ ...at, kind: 'confirm-generate' });
    else if (action === 'play') setOpen({ ...at, kind: 'playing' });
    else if (action === 'request-regenerate') setOpen({ ...at, kind: 'confirm-regenerate' });
    else {
      setOpen(null);
      if (action === 'dismiss') return;
      void narrate(chapter._id, voice, action === 'confirm-generate' ? 'generate' : 'regenerate', {
        toast,
        revalidate: () => revalidate(chapterCalls.list, chapterCalls.get),
        locale,
      });
    }
  };

  const onDelete = async (chapter: ChapterSummary) => {
    setDeletingId(chapter._id);
    try {
      await call(chapterCalls.delete, { params: { id: chapter._id } });
      toast.success(adminWords[locale].chapter.deleted);
      await revalidate(chapterCalls.list, chapterCalls.get);
    } catch (error) {
      toast.error(serverMessageOr(error, adminWords[locale].chapter.deleteFailed, locale));
    } finally {
      setDeletingId(null);
    }
  };

  const readOnly = !useMayDo('content.write');
  return (
    <ChaptersList
      readOnly={readOnly}
      {...list.pageProps}
      status={list.status}
      rows={rows}
      banner={banner}
      onBannerClose={close}
      onDelete={(chapter) => void onDelete(chapter)}
      deletingId={deletingId}
      onAudioAction={onAudioAction}
    />
  );
}
