/** What the dashboard needs from the content side (the chapters repository provides it in deps). */
export interface ChapterStats {
  countChapters(): Promise<number>;
}
