export { VerseForm } from './VerseForm';
export type { VerseFormProps, VerseFormSubmission } from './VerseForm';
