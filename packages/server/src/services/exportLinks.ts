import type { ExportList } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteOldExportLinks,
  type ExportLinkRow,
  findExportLink,
  insertExportLink,
  markExportLinkUsed,
} from '../repositories/exportLinks';
import { findUserById, type UserRow } from '../repositories/users';
import type { ExportSlots } from './exportSlots';
import { newLinkToken, tokenHash } from './linkTokens';

/** How long a download link is good for: the browser follows it at once. */
export const EXPORT_LINK_MS = 60_000;

/** Expired links are kept this long, so a late click hears "expired" rather than "unknown". */
const EXPIRED_LINKS_KEPT_MS = 24 * 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A single-use link to `list`'s export of `search` for `admin`: its random token (32 bytes, base64url;
 * returned once, never stored) and when it expires. Null when no export slot is free now, so the page
 * says so rather than the browser's download failing (the download takes its slot when it starts).
 */
export async function createExportLink(
  db: Kysely<Database>,
  slots: ExportSlots,
  admin: Pick<UserRow, 'id'>,
  list: ExportList,
  search: string | null,
  now = Date.now(),
): Promise<{ token: string; expiresAt: string } | null> {
  const expiresAt = iso(now + EXPORT_LINK_MS);
  if (!(await slots.hasFree(admin.id))) return null;
  await deleteOldExportLinks(db, iso(now - EXPIRED_LINKS_KEPT_MS));
  const token = newLinkToken();
  await insertExportLink(db, {
    token_hash: tokenHash(token),
    admin_id: admin.id,
    list,
    search,
    expires_at: expiresAt,
    used_at: null,
    created_at: iso(now),
  });
  return { token, expiresAt };
}

/** Why a link opens nothing: unknown (or another list's), expired, used, or its admin is no longer one. */
export type ExportLinkRefusal = 'invalid' | 'expired' | 'used' | 'not_admin';

export type ExportLinkCheck =
  { ok: true; link: ExportLinkRow; admin: UserRow } | { ok: false; refusal: ExportLinkRefusal };

const refused = (refusal: ExportLinkRefusal): ExportLinkCheck => ({ ok: false, refusal });

/** Whether `token` opens `list`'s export now, without using it (what HEAD answers). */
export async function checkExportLink(
  db: Kysely<Database>,
  list: ExportList,
  token: string,
  now = Date.now(),
): Promise<ExportLinkCheck> {
  const link = await findExportLink(db, tokenHash(token));
  if (!link || link.list !== list) return refused('invalid');
  if (link.used_at) return refused('used');
  if (link.expires_at <= iso(now)) return refused('expired');
  const admin = await findUserById(db, link.admin_id);
  if (admin?.role !== 'admin') return refused('not_admin');
  return { ok: true, link, admin };
}

/** As `checkExportLink`, and uses the link: of requests racing with one token, one opens the export. */
export async function redeemExportLink(
  db: Kysely<Database>,
  list: ExportList,
  token: string,
  now = Date.now(),
): Promise<ExportLinkCheck> {
  const check = await checkExportLink(db, list, token, now);
  if (!check.ok) return check;
  if (await markExportLinkUsed(db, check.link.token_hash, iso(now))) return check;
  return refused(check.link.expires_at <= iso(now) ? 'expired' : 'used');
}
