import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ChapterVerses } from '@bible-admin/screens';
import { useToast, useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { verseCalls } from '@bible-admin/contract/plain';
import { failureWords, serverMessageOr } from '../../api/catalogue';
import { useChapterVerses } from '../../data/chapters';
import { useRevalidate } from '../../data/useCall';
import { useMayDo } from '../../session';
import { useAdminHead } from '../admin/adminMeta';

export function ChapterVersesRoute() {
  const { id = '' } = useParams();
  const { status, chapter, verses, error, retry } = useChapterVerses(id);
  useAdminHead((titles) => titles.chapterVerses(chapter?.chapter_number ?? null));
  const toast = useToast();
  const locale = useUILocale();
  const revalidate = useRevalidate();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const readOnly = !useMayDo('content.write');

  const onRemove = async (verseId: string) => {
    setRemovingId(verseId);
    try {
      await call(verseCalls.delete, { params: { id: verseId } });
      await revalidate(verseCalls.byChapter, verseCalls.get);
    } catch (failure) {
      toast.error(serverMessageOr(failure, failureWords[locale].unexpected, locale));
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <ChapterVerses
      status={status}
      chapterId={id}
      chapter={chapter}
      verses={verses}
      loadError={error ?? undefined}
      onRetry={retry}
      onRemove={(verse) => void onRemove(verse._id)}
      removingId={removingId}
      readOnly={readOnly}
    />
  );
}
