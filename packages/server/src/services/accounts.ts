import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findUserByEmail, type UserRow } from '../repositories/users';
import { decoyHash, verifyPassword } from './passwords';

/** The account with this e-mail and password, or null; as slow for unknown e-mails as for known ones. */
export async function checkCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  return user && valid ? user : null;
}
