import { adminMeta, pageTitles } from './adminMeta';

describe('adminMeta', () => {
  it("is English in the spec's words", () => {
    expect(adminMeta(pageTitles('en').users, 'en')).toEqual({
      title: 'Users · Bible Admin',
      description: 'Administration of the illustrated Bible app: chapters, users, transactions and plans.',
      lang: 'en',
    });
  });

  it('takes the locale: a Hebrew head (so right to left) with the Hebrew brand', () => {
    const meta = adminMeta(pageTitles('he').chapterVerses(3), 'he');
    expect(meta.lang).toBe('he');
    expect(meta.title).toBe('פרק 3: פסוקים · ניהול התנ״ך');
    expect(meta.description).toMatch(/^ניהול אפליקציית התנ״ך/);
  });
});
