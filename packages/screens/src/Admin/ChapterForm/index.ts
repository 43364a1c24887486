export { ChapterForm } from './ChapterForm';
export type { ChapterFormProps, ChapterFormStatus, ChapterFormSubmission } from './ChapterForm';
export { ChapterShortForm } from './ChapterShortForm';
export type { ChapterShortFormProps, ChapterShortFormSubmission } from './ChapterShortForm';
