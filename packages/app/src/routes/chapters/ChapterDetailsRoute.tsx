import { useParams } from 'react-router-dom';
import { ChapterDetails } from '@bible-admin/screens';
import { useChapter } from '../../data/chapters';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from '../admin/adminMeta';

export function ChapterDetailsRoute() {
  const { id } = useParams();
  const { status, chapter, error, retry } = useChapter(id);
  usePageHead(adminMeta(chapter ? `Chapter ${chapter.chapter_number}` : 'Chapter details'));
  return (
    <ChapterDetails status={status} chapter={chapter} errorMessage={error ?? undefined} onRetry={retry} />
  );
}
