/** The admin's words for its flows: what a save, a deletion or a narration says (see ./index.ts). */
export const adminCatalogue = {
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
} as const;
