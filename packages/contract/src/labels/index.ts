/** Field labels per record and language, declared once (zod-free: screens and the app may import them). */
export * from './user';
export * from './transaction';
