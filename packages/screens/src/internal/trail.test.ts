import { adminPages, defineAdminPages, trailOf } from '@bible-admin/contract/plain';
import { adminTitles, type AdminTitles } from '@bible-admin/contract/sectionTitles';
import { pageTrail, trailWords } from './trail';

const chapter = { _id: 'c2', chapter_number: 2 };
const trail = (page: string, subject: Parameters<typeof pageTrail>[1], current?: string) =>
  pageTrail(page, subject, trailWords.en, 'en', current);

describe('the trails of the registry', () => {
  it('lead from the section through the record to the page, every step but the last a link', () => {
    expect(trail('editVerse', { chapter }, 'Edit Reading Verse')).toEqual([
      { label: 'Chapters', to: '/chapters' },
      { label: 'Chapter 2', to: '/chapter-details/c2' },
      { label: 'Verses', to: '/chapter-verses/c2' },
      { label: 'Edit Reading Verse' },
    ]);
    expect(trail('chapterVerses', { chapter })).toEqual([
      { label: 'Chapters', to: '/chapters' },
      { label: 'Chapter 2', to: '/chapter-details/c2' },
      { label: 'Verses' },
    ]);
    expect(trail('editChapter', { chapter })).toEqual([
      { label: 'Chapters', to: '/chapters' },
      { label: 'Chapter 2', to: '/chapter-details/c2' },
      { label: 'Edit' },
    ]);
    expect(trail('addChapter', {})).toEqual([
      { label: 'Chapters', to: '/chapters' },
      { label: 'Add Chapter' },
    ]);
  });

  it('leave out a record not loaded yet, and the links that need it', () => {
    expect(trail('addVerse', { chapter: null }, 'Add Reading Verse')).toEqual([
      { label: 'Chapters', to: '/chapters' },
      { label: 'Verses' },
      { label: 'Add Reading Verse' },
    ]);
    expect(trail('chapterDetails', {})).toEqual([
      { label: 'Chapters', to: '/chapters' },
      { label: 'Chapter details' },
    ]);
  });

  it('name a record without a page of its own above the page about it', () => {
    expect(trail('userTransactions', { userName: 'Dana Levi' })).toEqual([
      { label: 'Users', to: '/users' },
      { label: 'Dana Levi' },
      { label: 'Transactions' },
    ]);
    expect(pageTrail('userTransactions', {}, trailWords.he, 'he')).toEqual([
      { label: 'משתמשים', to: '/users' },
      { label: 'עסקאות' },
    ]);
  });
});

describe('a new sub-page', () => {
  const pages = defineAdminPages({
    ...adminPages,
    verseMedia: { path: '/verse-media/:verseId', parent: 'chapterVerses', roles: ['owner'] },
    report: { path: '/report/:id', section: 'auditLog', roles: ['owner'] },
  });
  const titles = {
    ...adminTitles,
    verseMedia: { en: 'Verse media', he: 'מדיית הפסוק' },
    report: { en: 'Report', he: 'דוח' },
  } satisfies AdminTitles<typeof pages>;

  it('gets its trail from its registry entry: its parent, else its section, up to the top', () => {
    expect(trailOf(pages, 'verseMedia')).toEqual([
      'chapters',
      'chapterDetails',
      'chapterVerses',
      'verseMedia',
    ]);
    expect(pageTrail('verseMedia', { chapter }, trailWords.he, 'he', undefined, pages, titles)).toEqual([
      { label: 'פרקים', to: '/chapters' },
      { label: 'פרק 2', to: '/chapter-details/c2' },
      { label: 'פסוקים', to: '/chapter-verses/c2' },
      { label: 'מדיית הפסוק' },
    ]);
    expect(pageTrail('report', {}, trailWords.en, 'en', undefined, pages, titles)).toEqual([
      { label: 'Audit log', to: '/audit-log' },
      { label: 'Report' },
    ]);
  });

  it('a sidebar page heads its own trail', () => {
    expect(trailOf(pages, 'plans')).toEqual(['plans']);
  });
});
