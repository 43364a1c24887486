import type { transactionCalls, userCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import type { Cursor } from '../db/keyset';
import {
  checkExportLink,
  createExportLink,
  type ExportLinkCheck,
  type ExportLinkRefusal,
  redeemExportLink,
} from '../services/exportLinks';
import { exportFilename, type ExportedList, listExport } from '../services/exports';
import { EXPORT_RETRY_AFTER_SECONDS } from '../services/exportSlots';
import { actorOf } from './actor';
import { HttpError } from './errors';
import { ok } from './reply';
import { registerCall, registerDownload } from './route';

/** A list's three export calls: the bearer's download, a download link, and the download by link. */
type ExportCalls =
  | Pick<typeof userCalls, 'export' | 'exportLink' | 'exportByLink'>
  | Pick<typeof transactionCalls, 'export' | 'exportLink' | 'exportByLink'>;

/** The 429 when every export slot of the admin, or of everyone, is taken. */
function exportBusy({ perAdmin, total }: { perAdmin: number; total: number }) {
  return new HttpError(
    429,
    'export_busy',
    'Too many exports are running',
    `At most ${perAdmin} exports of one admin and ${total} in all run at once. ` +
      `Try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { 'retry-after': String(EXPORT_RETRY_AFTER_SECONDS) },
  );
}

const linkRefusals: Record<ExportLinkRefusal, () => HttpError> = {
  invalid: () =>
    new HttpError(401, 'export_link_invalid', 'Invalid download link', 'Press Export again for a new link.'),
  expired: () =>
    new HttpError(
      410,
      'export_link_expired',
      'This download link has expired',
      'A link lasts a minute. Press Export again.',
    ),
  used: () =>
    new HttpError(
      410,
      'export_link_used',
      'This download link was already used',
      'A link downloads once. Press Export again.',
    ),
  not_admin: () =>
    new HttpError(
      403,
      'forbidden',
      'Admin access required',
      'The link was made for an admin who is no longer one.',
    ),
};

/** The link's export, or its refusal thrown. */
function opened(check: ExportLinkCheck) {
  if (!check.ok) throw linkRefusals[check.refusal]();
  return check;
}

/** The link's address: the contract's path with the token in it (never logged: see `http/logging.ts`). */
const linkUrl = (path: string, token: string) => path.replace('{token}', encodeURIComponent(token));

/**
 * Wires a list's exports: `export` (GET with the admin's bearer, for API clients), `exportLink` (a
 * single-use link for the browser, holding an export slot) and `exportByLink` (the download by link, with
 * no bearer). Every one takes an export slot or is refused with 429; every one runs in the admin's
 * language and ends when the server stops.
 */
export function registerExportCalls<R extends Cursor, Column extends string>(
  app: FastifyInstance,
  calls: ExportCalls,
  list: ExportedList<R, Column>,
  toRow: (row: R) => Readonly<Record<Column, string>>,
): void {
  const { db, exportSlots, lifecycle } = app.deps;
  const filename = () => exportFilename(list.list);
  const signal = lifecycle.shuttingDown;

  registerDownload(app, calls.export, {
    filename,
    body: async ({ query, auth, request }) => {
      const lease = await exportSlots.acquire(auth.user.id);
      if (!lease) throw exportBusy(exportSlots.limits);
      const search = query.search || null;
      const actor = actorOf(request);
      return listExport(app.deps, { actor, locale: auth.user.locale, search, lease, signal }, list, toRow);
    },
  });

  registerCall(app, calls.exportLink, async ({ body, auth }) => {
    const link = await createExportLink(db, exportSlots, auth.user, list.list, body.search || null);
    if (!link) throw exportBusy(exportSlots.limits);
    return ok(
      { data: { url: linkUrl(calls.exportByLink.path, link.token), expires_at: link.expiresAt } },
      'Export link',
    );
  });

  registerDownload(app, calls.exportByLink, {
    filename,
    check: async ({ params }) => void opened(await checkExportLink(db, list.list, params.token)),
    body: async ({ params, request }) => {
      // Refused for the link first; then a slot, taken before the link is used up, so a busy server
      // leaves the link for another try.
      const { admin } = opened(await checkExportLink(db, list.list, params.token));
      const lease = await exportSlots.acquire(admin.id);
      if (!lease) throw exportBusy(exportSlots.limits);
      const used = await redeemExportLink(db, list.list, params.token);
      if (!used.ok) await exportSlots.release(lease);
      const { link } = opened(used);
      const actor = { id: admin.id, email: admin.email, ip: request.ip || null };
      return listExport(
        app.deps,
        { actor, locale: admin.locale, search: link.search, lease, signal },
        list,
        toRow,
      );
    },
  });
}
