import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';

export interface ChaptersListMessages {
  title: string;
  subtitle: string;
  addChapter: string;
  searchLabel: string;
  searchPlaceholder: string;
  tableLabel: string;
  chapterColumn: string;
  versionColumn: string;
  maleColumn: string;
  femaleColumn: string;
  actionsColumn: string;
  fallbackName: (n: number) => string;
  facts: (n: number, verses: number) => string;
  coverAlt: (name: string) => string;
  reading: string;
  audio: string;
  edit: string;
  editChapter: (name: string) => string;
  remove: string;
  removeChapter: (name: string) => string;
  deleteTitle: string;
  deleteMessage: (name: string) => string;
  deleteConfirm: string;
  deleting: string;
  cancel: string;
  emptyTitle: string;
  emptyDescription: string;
  noResults: (search: string) => string;
  noResultsHint: string;
  loadError: string;
  voice: { male: string; female: string };
  generate: string;
  generateVoice: (voice: string, name: string) => string;
  noAudioContent: string;
  play: string;
  playVoice: (voice: string, name: string) => string;
  generating: (seconds: number) => string;
  regenerating: (seconds: number) => string;
  progressLabel: (voice: string, name: string) => string;
  progressValue: (seconds: number) => string;
  upTo30: string;
  failedGenerate: string;
  failedRegenerate: string;
  retry: string;
  retryVoice: (voice: string, name: string) => string;
  generateTitle: string;
  generateMessage: (voice: string, name: string) => string;
  generateConfirm: string;
  regenerateTitle: string;
  regenerateMessage: (voice: string, name: string) => string;
  regenerateConfirm: string;
  nowPlaying: string;
  regenerateAudio: string;
  close: string;
}

export const chaptersListMessages: ScreenMessages<ChaptersListMessages> = {
  en: {
    title: 'Genesis Chapters',
    subtitle: 'The chapters of the Book of Genesis, their pictures and narration',
    addChapter: 'Add Chapter',
    searchLabel: 'Search chapters by name or number',
    searchPlaceholder: 'Search by name or number...',
    tableLabel: 'Chapters',
    chapterColumn: 'Chapter',
    versionColumn: 'Version',
    maleColumn: 'Male voice',
    femaleColumn: 'Female voice',
    actionsColumn: 'Actions',
    fallbackName: (n) => `Chapter ${n}`,
    facts: (n, verses) => `Chapter ${n} · ${verses} ${verses === 1 ? 'verse' : 'verses'}`,
    coverAlt: (name) => `Cover of ${name}`,
    reading: 'Reading',
    audio: 'Audio',
    edit: verbs.en.edit,
    editChapter: (name) => `Edit ${name}`,
    remove: verbs.en.remove,
    removeChapter: (name) => `Remove ${name}`,
    deleteTitle: 'Delete Chapter',
    deleteMessage: (name) =>
      `Are you sure you want to delete chapter "${name}"? This action cannot be undone.`,
    deleteConfirm: verbs.en.delete,
    deleting: 'Deleting...',
    cancel: verbs.en.cancel,
    emptyTitle: 'No chapters yet',
    emptyDescription: 'Add the first chapter of Genesis to get started.',
    noResults: (search) => `No chapters match "${search}"`,
    noResultsHint: 'Search by the chapter name or its number.',
    loadError: 'Failed to fetch chapters',
    voice: { male: 'male voice', female: 'female voice' },
    generate: 'Generate',
    generateVoice: (voice, name) => `Generate ${voice} audio for ${name}`,
    noAudioContent: 'You need to first add audio content for this chapter to generate the audio',
    play: 'Play',
    playVoice: (voice, name) => `Play ${voice} audio of ${name}`,
    generating: (seconds) => `Generating... ${seconds}s`,
    regenerating: (seconds) => `Regenerating... ${seconds}s`,
    progressLabel: (voice, name) => `${voice} audio of ${name}`,
    progressValue: (seconds) => `${seconds} seconds elapsed; it may take up to 30 seconds`,
    upTo30: 'May take up to 30s',
    failedGenerate: 'Failed to generate audio',
    failedRegenerate: 'Failed to regenerate audio',
    retry: verbs.en.retry,
    retryVoice: (voice, name) => `Retry: ${voice} audio of ${name}`,
    generateTitle: 'Generate Audio',
    generateMessage: (voice, name) =>
      `Generate the ${voice} narration of "${name}" from its audio content? It may take up to 30 seconds.`,
    generateConfirm: 'Generate',
    regenerateTitle: 'Regenerate Audio',
    regenerateMessage: (voice, name) =>
      `Regenerate the ${voice} narration of "${name}"? The current audio will be overwritten. It may take up to 30 seconds.`,
    regenerateConfirm: 'Regenerate',
    nowPlaying: 'Now Playing',
    regenerateAudio: 'Regenerate Audio',
    close: verbs.en.close,
  },
  he: {
    title: 'פרקי ספר בראשית',
    subtitle: 'פרקי ספר בראשית, התמונות והקריינות שלהם',
    addChapter: 'הוספת פרק',
    searchLabel: 'חיפוש פרקים לפי שם או מספר',
    searchPlaceholder: 'חיפוש לפי שם או מספר...',
    tableLabel: 'פרקים',
    chapterColumn: 'פרק',
    versionColumn: 'גרסה',
    maleColumn: 'קול גברי',
    femaleColumn: 'קול נשי',
    actionsColumn: 'פעולות',
    fallbackName: (n) => `פרק ${n}`,
    facts: (n, verses) => `פרק ${n} · ${verses === 1 ? 'פסוק אחד' : `${verses} פסוקים`}`,
    coverAlt: (name) => `תמונת השער של ${name}`,
    reading: 'קריאה',
    audio: 'שמע',
    edit: verbs.he.edit,
    editChapter: (name) => `עריכה: ${name}`,
    remove: verbs.he.remove,
    removeChapter: (name) => `הסרה: ${name}`,
    deleteTitle: 'מחיקת פרק',
    deleteMessage: (name) => `האם למחוק את הפרק "${name}"? לא ניתן לבטל פעולה זו.`,
    deleteConfirm: verbs.he.delete,
    deleting: 'מוחק...',
    cancel: verbs.he.cancel,
    emptyTitle: 'אין עדיין פרקים',
    emptyDescription: 'כדי להתחיל, יש להוסיף את הפרק הראשון של ספר בראשית.',
    noResults: (search) => `אין פרקים התואמים ל"${search}"`,
    noResultsHint: 'אפשר לחפש לפי שם הפרק או לפי המספר שלו.',
    loadError: 'טעינת הפרקים נכשלה',
    voice: { male: 'קול גברי', female: 'קול נשי' },
    generate: 'יצירה',
    generateVoice: (voice, name) => `יצירה: שמע ב${voice} עבור ${name}`,
    noAudioContent: 'כדי ליצור את השמע יש להוסיף קודם תוכן שמע לפרק',
    play: 'השמעה',
    playVoice: (voice, name) => `השמעה: ${name} ב${voice}`,
    generating: (seconds) => `יוצר... ${seconds} שנ׳`,
    regenerating: (seconds) => `יוצר מחדש... ${seconds} שנ׳`,
    progressLabel: (voice, name) => `השמע של ${name} ב${voice}`,
    progressValue: (seconds) => `עברו ${seconds} שניות; התהליך עשוי להימשך עד 30 שניות`,
    upTo30: 'עד 30 שניות',
    failedGenerate: 'יצירת השמע נכשלה',
    failedRegenerate: 'יצירת השמע מחדש נכשלה',
    retry: verbs.he.retry,
    retryVoice: (voice, name) => `ניסיון חוזר: השמע של ${name} ב${voice}`,
    generateTitle: 'יצירת שמע',
    generateMessage: (voice, name) =>
      `ליצור את הקריינות של "${name}" ב${voice} מתוכן השמע שלו? התהליך עשוי להימשך עד 30 שניות.`,
    generateConfirm: 'יצירה',
    regenerateTitle: 'יצירת השמע מחדש',
    regenerateMessage: (voice, name) =>
      `ליצור מחדש את הקריינות של "${name}" ב${voice}? השמע הנוכחי יוחלף. התהליך עשוי להימשך עד 30 שניות.`,
    regenerateConfirm: 'יצירה מחדש',
    nowPlaying: 'מתנגן עכשיו',
    regenerateAudio: 'יצירת השמע מחדש',
    close: verbs.he.close,
  },
};
