import type { BreadcrumbItem } from '@bible-admin/ui';
import { adminTitles } from '@bible-admin/contract/sectionTitles';
import type { ScreenMessages } from '../messages';
import { useScreenMessages } from '../messages';

/**
 * The words of the breadcrumbs below the lists: the sections' and records' names are the pages' titles (the
 * contract's `adminTitles`), so a trail step reads as the page it leads to is titled.
 */
export interface TrailWords {
  chapters: string;
  chapter: (n: number) => string;
  verses: string;
  edit: string;
  users: string;
  transactions: string;
}

export const trailWords: ScreenMessages<TrailWords> = {
  en: {
    chapters: adminTitles.chapters.en,
    chapter: adminTitles.chapterDetails.en,
    verses: 'Verses',
    edit: 'Edit',
    users: adminTitles.users.en,
    transactions: adminTitles.transactions.en,
  },
  he: {
    chapters: adminTitles.chapters.he,
    chapter: adminTitles.chapterDetails.he,
    verses: 'פסוקים',
    edit: 'עריכה',
    users: adminTitles.users.he,
    transactions: adminTitles.transactions.he,
  },
};

/** What names a chapter in its trail: its id (the links) and number (the words). */
interface ChapterRef {
  _id: string;
  chapter_number: number;
}

/** The page a chapter trail ends on, below the chapter's details. */
export type ChapterLeaf = 'details' | 'verses' | 'edit' | { label: string; to?: string };

/**
 * Chapters › Chapter 2 (› Verses | › Edit | › a form's own step): every step but the last links to its page.
 * Without the chapter yet (loading), the trail is Chapters › the page's own words.
 */
export function useChapterTrail(
  chapter: ChapterRef | null | undefined,
  ...leaves: ChapterLeaf[]
): BreadcrumbItem[] {
  const words = useScreenMessages(trailWords);
  const trail: BreadcrumbItem[] = [{ label: words.chapters, to: '/chapters' }];
  if (chapter)
    trail.push({ label: words.chapter(chapter.chapter_number), to: `/chapter-details/${chapter._id}` });
  for (const leaf of leaves) {
    if (leaf === 'verses')
      trail.push({ label: words.verses, to: chapter ? `/chapter-verses/${chapter._id}` : undefined });
    else if (leaf === 'edit') trail.push({ label: words.edit });
    else if (leaf !== 'details') trail.push(leaf);
  }
  return withoutLastLink(trail);
}

/** Users › the user's name › Transactions. */
export function useUserTransactionsTrail(name: string | null | undefined): BreadcrumbItem[] {
  const words = useScreenMessages(trailWords);
  const trail: BreadcrumbItem[] = [{ label: words.users, to: '/users' }];
  if (name) trail.push({ label: name });
  trail.push({ label: words.transactions });
  return withoutLastLink(trail);
}

/** The last step is the current page: never a link. */
function withoutLastLink(trail: BreadcrumbItem[]): BreadcrumbItem[] {
  const last = trail.at(-1);
  return last ? [...trail.slice(0, -1), { label: last.label }] : trail;
}
