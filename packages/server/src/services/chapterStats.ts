/** What the dashboard needs from the content side; the content module provides the real count. */
export interface ChapterStats {
  countChapters(): Promise<number>;
}

export const noChapters: ChapterStats = { countChapters: async () => 0 };
