import { ApiError, isApiError } from './errors';

/**
 * The words the app itself says (the screens keep their own copy): the spec's error catalogue (section 8),
 * the toasts and failures of each flow, and the admin pages' titles, in the spec's exact English.
 */
export const catalogue = {
  unreachable: 'Server unreachable. Please try again later.',
  timeout: 'The server took too long to answer. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
  login: {
    unreachable: 'Server unreachable. Please try again later.',
    invalidCredentials: 'Invalid username or password. Please try again.',
  },
  publicLogin: {
    invalidResponse: 'Invalid response from server.',
    failed: 'Login failed. Please try again.',
  },
  chapter: {
    createFailed: 'Failed to create chapter',
    saveFailed: 'Failed to save chapter. Please try again.',
    updateFailed: 'Failed to update chapter',
    updateFailedRetry: 'Failed to update chapter. Please try again.',
    fetchFailed: 'Failed to fetch chapter',
    fetchDetailsFailed: 'Failed to fetch chapter details',
    notFound: 'Chapter not found',
    added: 'Chapter added successfully!',
    updated: 'Chapter updated successfully!',
    deleted: 'Chapter Deleted Successfully',
    deleteFailed: 'Failed to delete chapter',
  },
  plan: {
    saveFailed: 'Failed to save plan. Please try again.',
    toggleFailed: 'Failed to update plan status',
    deleteFailed: 'Failed to delete plan',
  },
  profile: {
    loadFailed: 'Failed to load your profile',
    updateFailed: 'Failed to update profile',
    passwordFailed: 'Failed to change password',
  },
  verse: {
    fetchFailed: 'Failed to fetch verse',
    fetchChapterVersesFailed: 'Failed to fetch chapter verses',
    saveFailed: 'Failed to save verse. Please try again.',
    updateFailed: 'Failed to update verse. Please try again.',
  },
  audio: {
    generating: 'Generating Audio',
    regenerating: 'Regenerating Audio',
    generated: 'Audio Generated Successfully',
    regenerated: 'Audio Regenerated Successfully',
    generateFailed: 'Failed to generate audio',
    regenerateFailed: 'Failed to regenerate audio',
  },
  settings: {
    loadFailed: 'Failed to load settings',
    saveFailed: 'Failed to save settings',
    stripeSaveFailed: 'Failed to save Stripe settings',
    fillAll: 'Please fill all the fields',
    maskedSecret: 'Secret Key should not contain "..."',
  },
  /** Each admin page's title (the head's `<title>`, before the brand). */
  pageTitle: {
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    users: 'Users',
    transactions: 'Transactions',
    userTransactions: (name: string | null) => (name ? `${name}: transactions` : 'User transactions'),
    chapters: 'Chapters',
    chapterDetails: (n: number | null) => (n === null ? 'Chapter details' : `Chapter ${n}`),
    chapterVerses: (n: number | null) => (n === null ? 'Chapter verses' : `Chapter ${n}: verses`),
    addChapter: 'Add Chapter',
    editChapter: 'Edit Chapter',
    addVerse: 'Add Verse',
    editVerse: 'Edit Verse',
    plans: 'Plans & Pricing',
    settings: 'Settings',
    profile: 'Profile',
  },
  admin: {
    brand: 'Bible Admin',
    description: 'Administration of the illustrated Bible app: chapters, users, transactions and plans.',
  },
} as const;

/**
 * The words for a failed call: the catalogue's for an unreachable or slow server, otherwise what the
 * server said (its detail, then its headline), otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string = catalogue.unexpected): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return catalogue.unreachable;
  if (error.kind === 'timeout') return catalogue.timeout;
  return error.detail || error.serverMessage || fallback;
}

/** The server's headline for a failed call (`message`), else `fallback`: the toasts' wording. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
