import { readFileSync } from 'node:fs';
import { InvalidError } from '../domain/errors';

/** What a new password is checked against besides the list: whose it will be. */
export interface PasswordOwner {
  email: string;
  name: string;
  first_name?: string;
  last_name?: string;
}

let common: Set<string> | null = null;

/** The 10,000 most common passwords (data/common-passwords.txt, lower-case; its header says where from). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('../../data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Lower-case, without spaces: 'Noa Cohen' and 'noacohen' are the same guess. */
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Refuses a new password that guessing tries first: one of the most common passwords, or the owner's own
 * e-mail address, its part before the @, or their name (ignoring case and spaces). `label` names the field
 * as the form does ('Password', 'New Password'). The length rules are the contract's.
 */
export function checkNewPassword(password: string, owner: PasswordOwner, label: string): void {
  const guess = folded(password);
  if (commonPasswords().has(password.toLowerCase()) || commonPasswords().has(guess)) {
    throw new InvalidError(
      'password_too_common',
      `${label} is too common`,
      `${label} is one of the 10,000 most common passwords. Please choose another.`,
    );
  }
  const own = [owner.email, owner.email.split('@')[0] ?? '', owner.name, owner.first_name, owner.last_name];
  if (own.some((value) => value && folded(value) === guess)) {
    throw new InvalidError(
      'password_matches_account',
      `${label} must not be your email or name`,
      `${label} is the account's e-mail address or name. Please choose another.`,
    );
  }
}
