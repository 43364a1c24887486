import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const verseSchema = z.object({
  verse: z.number().int().min(1),
  /** consonants and vowel points */
  text: z.string().min(1),
  text_accented: z.string().optional(),
  text_plain: z.string().optional(),
});

const bookSchema = z.object({
  book: z.string(),
  book_he: z.string().min(1),
  chapters: z
    .array(z.object({ chapter: z.number().int().min(1), verses: z.array(verseSchema).min(1) }))
    .min(1),
});

/** A book as in packages/server/data/genesis-wlc.json: chapters of numbered verses with pointed text. */
export type BookFile = z.infer<typeof bookSchema>;
export type BookChapter = BookFile['chapters'][number];

/** Reads and checks a book file; the error names the first field that is wrong. */
export async function readBookFile(file: string): Promise<BookFile> {
  const parsed = bookSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file} is not a book file: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
