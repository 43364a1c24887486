export { ChapterDetails } from './ChapterDetails';
export type { ChapterDetailsProps } from './ChapterDetails';
