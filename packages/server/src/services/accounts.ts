import type { accountCalls } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { deleteUser, findUserByEmail, insertUser, type UserRow } from '../repositories/users';
import { type AuditActor, recordAudit } from './audit';
import { checkNewPassword } from './passwordPolicy';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { TokenClaims } from './tokens';

/** End users' accounts: signing up, checking a password, deleting one's own account. */

export type SignupInput = z.output<(typeof accountCalls.signup)['body']>;

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

const splitName = (name: string) => {
  const [first = '', ...rest] = name.split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

/**
 * A new end user's account; null when the address is taken (by an end user or an admin): that account is
 * left exactly as it is, and the admin sees the attempt in the audit log.
 */
export async function signUp(
  db: Kysely<Database>,
  body: SignupInput,
  actor: AuditActor,
): Promise<UserRow | null> {
  // Checked against what the request says alone, so a refusal tells nothing about the address.
  checkNewPassword(
    body.password,
    { email: body.email, name: body.name, ...splitName(body.name) },
    'Password',
  );
  // Hashed in both cases, so a taken address answers as slowly as a new one.
  const passwordHash = await hashPassword(body.password);
  const taken = async () => {
    await recordAudit(db, { ...actor, email: body.email }, { type: 'auth.signup_existing_email' });
    return null;
  };
  if (await findUserByEmail(db, body.email)) return taken();
  try {
    return await insertUser(db, {
      role: 'user',
      name: body.name,
      ...splitName(body.name),
      email: body.email,
      password_hash: passwordHash,
      status: 'Active',
      device: body.device,
    });
  } catch (error) {
    // Two signups racing for one e-mail: the unique index decides, the loser is a taken address.
    if (await findUserByEmail(db, body.email)) return taken();
    throw error;
  }
}

/**
 * Deletes an account with its profile picture (its transactions stay, detached: `deleteUser`) and revokes
 * the token the request came with; the audit log keeps who left, and when.
 */
export async function deleteAccount(
  { db, media, tokens }: Pick<AppDeps, 'db' | 'media' | 'tokens'>,
  user: UserRow,
  token: TokenClaims,
  actor: AuditActor,
): Promise<void> {
  await deleteUser(db, user.id);
  await tokens.revoke(token);
  await recordAudit(db, actor, { type: 'account.deleted', record: { type: 'user', id: user.id } });
  if (user.profile_pic) await media.delete(user.profile_pic);
}
