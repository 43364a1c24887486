import type { CallEndpoint } from '@bible-admin/contract/plain';
import { adminToken } from '../session/tokenStore';
import { httpError, readJson } from './client';
import { ApiError } from './errors';
import { callUrl } from './url';

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts the records of a CSV file as its bytes arrive: line ends outside quotes (a quoted field may hold
 * line breaks, RFC 4180), the header row not counted. Quote state carries from one chunk to the next.
 */
export class CsvRowCounter {
  #quoted = false;
  #lines = 0;

  /** Reads one chunk; returns the records so far. */
  feed(bytes: Uint8Array): number {
    for (const byte of bytes) {
      if (byte === QUOTE) this.#quoted = !this.#quoted;
      else if (byte === NEWLINE && !this.#quoted) this.#lines++;
    }
    return this.rows;
  }

  get rows(): number {
    return Math.max(0, this.#lines - 1);
  }
}

/** The file's name from Content-Disposition, else `fallback`. */
export function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
  rows: number;
}

/**
 * Downloads a `download` call's CSV file with the admin's token, reading it as a stream so `onRows` hears
 * the records so far as they arrive, and keeps it as a Blob to save. `signal` stops it (the server then
 * stops reading). A refusal is the ApiError of any call; a connection lost midway, a network ApiError.
 */
export async function downloadCsv(
  spec: CallEndpoint,
  query: object,
  { signal, onRows }: { signal: AbortSignal; onRows: (rows: number) => void },
): Promise<DownloadedFile> {
  const token = adminToken.read();
  let response: Response;
  try {
    response = await fetch(callUrl(spec.path, undefined, query), {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError('network', 'The server could not be reached');
  }
  if (!response.ok || !response.body) throw httpError(response.status, await readJson(response));
  const counter = new CsvRowCounter();
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  // Cancelling the body closes the connection, whichever fetch it came from; the server then stops reading.
  const stop = () => void reader.cancel(signal.reason).catch(() => {});
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
      onRows(counter.feed(part.value));
    }
    // A cancelled body ends like a finished one: never save what was cut short.
    signal.throwIfAborted();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError('network', 'The download was cut off');
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    filename: filenameOf(response, 'export.csv'),
    rows: counter.rows,
  };
}

/** Saves a file the page holds as a download (a link to a Blob URL, clicked, then the URL released). */
export function saveFile({ blob, filename }: Pick<DownloadedFile, 'blob' | 'filename'>): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Released after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
