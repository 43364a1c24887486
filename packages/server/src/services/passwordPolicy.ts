import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { InvalidError } from '../domain/errors';

/** What a new password is checked against besides the dictionaries: whose it will be. */
export interface PasswordOwner {
  email: string;
  name: string;
  first_name?: string;
  last_name?: string;
}

/** zxcvbn's scores run 0 (guessed at once) to 4; under 3 a password falls to an online attack in days. */
export const MIN_PASSWORD_SCORE: Score = 3;

let estimator: ZxcvbnFactory | null = null;

/**
 * zxcvbn with the common (leaked passwords, keyboard layouts) and English dictionaries, built once on first use.
 * Without translations its feedback holds the warnings' keys, which `refusalOf` maps to our refusals.
 */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** Lower-case, without spaces: 'Noa Cohen' and 'noacohen' are the same guess. */
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');

type Refusal = 'password_too_common' | 'password_repetitive' | 'password_sequence' | 'password_too_weak';

/** zxcvbn's warning (its key) → the refusal that says why; any other weakness is `password_too_weak`. */
const refusals: Record<string, Refusal> = {
  topTen: 'password_too_common',
  topHundred: 'password_too_common',
  common: 'password_too_common',
  similarToCommon: 'password_too_common',
  simpleRepeat: 'password_repetitive',
  extendedRepeat: 'password_repetitive',
  sequences: 'password_sequence',
  straightRow: 'password_sequence',
  keyPattern: 'password_sequence',
};

/** The words of each refusal; `label` names the field as the form does. English: the server's message. */
const refusalWords = (label: string): Record<Refusal, [message: string, detail: string]> => ({
  password_too_common: [
    `${label} is too common`,
    `${label} is, or is close to, a commonly used password. Please choose another.`,
  ],
  password_repetitive: [
    `${label} repeats itself`,
    `${label} repeats characters or patterns (like "aaaa" or "abcabc"), which are easy to guess.`,
  ],
  password_sequence: [
    `${label} is a sequence`,
    `${label} is a sequence or keyboard pattern (like "abcd", "4321" or "qwerty"), which is easy to guess.`,
  ],
  password_too_weak: [
    `${label} is too easy to guess`,
    `${label} is too easy to guess. Use a longer one, for instance several uncommon words.`,
  ],
});

/**
 * Refuses a new password that guessing finds soon, with the reason: the owner's own e-mail address, its
 * part before the @, or their name (ignoring case and spaces); or a zxcvbn score under 3 (common passwords,
 * repeats, sequences, keyboard rows, dates, single words, the owner's details inside it). Synchronous, so no
 * caller can forget to wait for it. `label` names the field as the form does ('Password', 'New Password'). The
 * length rules are the contract's.
 */
export function checkNewPassword(password: string, owner: PasswordOwner, label: string): void {
  const guess = folded(password);
  const own = [owner.email, owner.email.split('@')[0] ?? '', owner.name, owner.first_name, owner.last_name];
  if (own.some((value) => value && folded(value) === guess)) {
    throw new InvalidError(
      'password_matches_account',
      `${label} must not be your email or name`,
      `${label} is the account's e-mail address or name. Please choose another.`,
    );
  }
  const result = strength().check(
    password,
    own.filter((value): value is string => Boolean(value)),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const refusal = refusals[result.feedback.warning ?? ''] ?? 'password_too_weak';
  const [message, detail] = refusalWords(label)[refusal];
  throw new InvalidError(refusal, message, detail);
}
