import { useParams } from 'react-router-dom';
import { ChapterDetails } from '@bible-admin/screens';
import { useChapter } from '../../data/chapters';
import { usePageHead } from '../../head/PageHead';
import { adminMeta, pageTitle } from '../admin/adminMeta';

export function ChapterDetailsRoute() {
  const { id } = useParams();
  const { status, chapter, error, retry } = useChapter(id);
  usePageHead(adminMeta(pageTitle.chapterDetails(chapter?.chapter_number ?? null)));
  return <ChapterDetails status={status} chapter={chapter} loadError={error ?? undefined} onRetry={retry} />;
}
