// The chapters area's chunk: chapters, chapter details and forms, verses. Its forms use the rich-text editor
// (Slate), so it is its own lazy chunk: the dashboard and the public site never download it.
export { ChaptersRoute } from './ChaptersRoute';
export { ChapterDetailsRoute } from './ChapterDetailsRoute';
export { AddChapterRoute, EditChapterRoute } from './ChapterFormRoutes';
export { ChapterVersesRoute } from './ChapterVersesRoute';
export { AddVerseRoute, EditVerseRoute } from './VerseFormRoutes';
