import { useUILocale, type BreadcrumbItem, type UILocale } from '@bible-admin/ui';
import { adminPages, trailOf, type AdminPageId, type AdminRegistry } from '@bible-admin/contract/plain';
import { adminTitles, type InLocales, type PageTitleWords } from '@bible-admin/contract/sectionTitles';
import { useScreenMessages, type ScreenMessages } from '../messages';

/**
 * The words of the breadcrumbs below the lists where a step is not named by its page's title: a record's page
 * by the record ('Chapter 2'), and the pages below it by what they add to it ('Verses', 'Edit'). The sections'
 * and records' names are the pages' titles (the contract's `adminTitles`), so a step reads as the page it leads
 * to is titled.
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

/** The records a trail's pages are about (null while they load). */
export interface TrailSubject {
  chapter?: ChapterRef | null;
  /** The user whose transactions a page lists, by name. */
  userName?: string | null;
}

/** A page's step, where its title is not what the trail says: null when it cannot be named without its record. */
function stepWords(words: TrailWords, subject: TrailSubject): Partial<Record<string, string | null>> {
  return {
    chapterDetails: subject.chapter ? words.chapter(subject.chapter.chapter_number) : null,
    chapterVerses: words.verses,
    editChapter: words.edit,
    userTransactions: words.transactions,
  };
}

/** A record that has no page of its own, named just above the page about it: Users › Dana Levi › Transactions. */
const recordSteps = (subject: TrailSubject): Partial<Record<string, string | null | undefined>> => ({
  userTransactions: subject.userName,
});

/** The values of the paths' `:params` the subject gives; a path with another stays without a link. */
const pathParams = (subject: TrailSubject): Record<string, string | undefined> => ({
  id: subject.chapter?._id,
  chapterId: subject.chapter?._id,
});

function linkOf(path: string, subject: TrailSubject): string | undefined {
  const params = pathParams(subject);
  let missing = false;
  const to = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : to;
}

/**
 * The trail of `page` from the registry: the pages above it (its parent, else its section, up to the top), each
 * named by its title or its step's words and linked to, unless it needs a record not loaded yet; then the page
 * itself, named `current` when the screen titles it otherwise, never a link.
 */
export function pageTrail(
  page: string,
  subject: TrailSubject,
  words: TrailWords,
  locale: UILocale,
  current?: string,
  pages: AdminRegistry = adminPages,
  titles: Readonly<Record<string, InLocales<PageTitleWords>>> = adminTitles,
): BreadcrumbItem[] {
  const steps = stepWords(words, subject);
  const records = recordSteps(subject);
  const ids = trailOf(pages, page);
  return ids.flatMap((id, index): BreadcrumbItem[] => {
    const title = titles[id]?.[locale];
    const named = id in steps ? (steps[id] ?? null) : typeof title === 'string' ? title : null;
    const record = records[id];
    const before: BreadcrumbItem[] = record ? [{ label: record }] : [];
    // The page itself: named even before its record loads (its title without it), never a link.
    if (index === ids.length - 1) {
      const unnamed = typeof title === 'function' ? title(null as never) : id;
      return [...before, { label: current ?? named ?? unnamed }];
    }
    if (named === null) return before;
    const to = linkOf(pages[id]!.path, subject);
    return [...before, to ? { label: named, to } : { label: named }];
  });
}

/** The trail of the registry's page `page`, in the admin's language (see `pageTrail`). */
export function usePageTrail(page: AdminPageId, subject: TrailSubject, current?: string): BreadcrumbItem[] {
  return pageTrail(page, subject, useScreenMessages(trailWords), useUILocale(), current);
}
