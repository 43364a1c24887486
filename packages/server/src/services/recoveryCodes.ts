import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bible-admin/contract';
import { tokenHash } from './linkTokens';

/**
 * Recovery codes: `xxxxx-xxxxx` from an alphabet without look-alikes (no 0/o, 1/l/i), 50 bits each, stored
 * as the SHA-256 of their normalised text (random enough that a slow hash adds nothing).
 */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);

/** The hash of a code as typed: case, spaces and dashes do not matter. */
export const recoveryCodeHash = (code: string): string => tokenHash(code.toLowerCase().replace(/[\s-]/g, ''));
