import type { transactionCalls, userCalls } from '@bible-admin/contract/plain';
import { call } from './client';
import { resolveBase } from './config';

/** A list's call that gives a single-use link to its CSV export. */
export type ExportLinkCall = typeof userCalls.exportLink | typeof transactionCalls.exportLink;

/**
 * Hands `url` to the browser's download manager: a link to it, clicked. The server answers it as an
 * attachment, so the page stays; the browser writes the file to disk as it arrives and shows its progress.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  // Empty: the file keeps the name the server gives it.
  link.download = '';
  link.click();
}

/**
 * Downloads a list's CSV export of `search` the browser's way: asks the server (with the admin's token)
 * for a single-use link, then lets the browser follow it. Nothing of the file passes through the page,
 * however large. A refusal (`export_busy`…) is the ApiError of any call.
 */
export async function downloadExport(
  spec: ExportLinkCall,
  search: string,
  signal: AbortSignal,
): Promise<void> {
  const { data } = await call(spec, { body: search ? { search } : {}, signal });
  signal.throwIfAborted();
  startDownload(resolveBase(data.url));
}
