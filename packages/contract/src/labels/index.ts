/**
 * Field labels, declared once per record in every admin language: the forms, the conflict notice, the audit
 * log's "Changed …" and the CSV headers read them. Zod-free (it imports only the constants), so the browser
 * and the server both import it.
 */
export type { FieldLabels } from './fieldLabels';
export * from './chapter';
export * from './verse';
export * from './verseMedia';
export * from './plan';
export * from './settings';
export * from './stripe';
export * from './profile';
export * from './user';
export * from './transaction';
