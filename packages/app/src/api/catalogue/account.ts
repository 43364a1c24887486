/** The account-deletion page's words: its end-user login failed (see ./index.ts). */
export const accountCatalogue = {
  login: {
    invalidResponse: 'Invalid response from server.',
    failed: 'Login failed. Please try again.',
  },
} as const;
