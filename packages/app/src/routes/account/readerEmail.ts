import { tokenStore } from '../../session/tokenStore';

/**
 * The e-mail the reader signed in with, kept beside their token so the account page can name the account.
 * Here, not in the session module: only the account pages use it, and the public home's download stays small.
 */
export const readerEmail = tokenStore('bible-admin.reader-email');
