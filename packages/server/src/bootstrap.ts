import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { countAdmins, findUserByEmail, insertUser } from './repositories/users';
import { hashPassword } from './services/passwords';

export interface FirstAdmin {
  email: string;
  /** The password in clear, only when this start created the admin. */
  password: string | null;
  generated: boolean;
}

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is none (random password if none given). */
export async function ensureFirstAdmin(db: Kysely<Database>, config: Config): Promise<FirstAdmin | null> {
  if ((await countAdmins(db)) > 0) return null;
  if (await findUserByEmail(db, config.adminEmail)) {
    throw new Error(`ADMIN_EMAIL ${config.adminEmail} belongs to an end-user account: choose another e-mail`);
  }
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await insertUser(db, {
    role: 'admin',
    name: 'Admin',
    first_name: 'Admin',
    last_name: '',
    email: config.adminEmail,
    password_hash: await hashPassword(password),
    status: 'Active',
  });
  return { email: config.adminEmail, password, generated };
}
