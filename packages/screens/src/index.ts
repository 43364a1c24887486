export * from './Public/NotFound';
export * from './Admin/Shell';
export * from './Admin/Login';
export * from './Admin/VerseMediaSection';
export * from './Admin/ChapterForm';
export * from './Admin/ChapterVerses';
export * from './Admin/VerseForm';
export * from './Admin/ChapterDetails';
