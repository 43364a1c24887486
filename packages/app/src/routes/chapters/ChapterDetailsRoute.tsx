import { useParams } from 'react-router-dom';
import { ChapterDetails } from '@bible-admin/screens';
import { useChapter } from '../../data/chapters';
import { useMayDo } from '../../session';
import { useAdminHead } from '../admin/adminMeta';

export function ChapterDetailsRoute() {
  const { id } = useParams();
  const { status, chapter, error, retry } = useChapter(id);
  useAdminHead((titles) => titles.chapterDetails(chapter?.chapter_number ?? null));
  const readOnly = !useMayDo('content.write');
  return (
    <ChapterDetails
      status={status}
      chapter={chapter}
      loadError={error ?? undefined}
      onRetry={retry}
      readOnly={readOnly}
    />
  );
}
