import type { Encoding } from '@bible-admin/contract';

/** Files of a multipart body by part name; null or undefined leaves the part out (the server keeps what it has). */
export type CallFiles = Record<string, Blob | null | undefined>;

/** A form field's text: booleans and numbers as written, objects and lists as JSON (features, verse_media_json). */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function fields(body: object | undefined): [string, string][] {
  return Object.entries(body ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, fieldText(value)]);
}

/**
 * The request body and its content type for the contract's encoding. Files always travel as multipart;
 * multipart's type (with its boundary) is left to the browser.
 */
export function encodeBody(
  encoding: Encoding,
  body: object | undefined,
  files: CallFiles | undefined,
): { body?: BodyInit; contentType?: string } {
  const hasFiles = files !== undefined && Object.values(files).some(Boolean);
  if (encoding === 'multipart' || hasFiles) {
    const form = new FormData();
    for (const [name, value] of fields(body)) form.append(name, value);
    for (const [name, file] of Object.entries(files ?? {})) if (file) form.append(name, file);
    return { body: form };
  }
  if (encoding === 'json') return { body: JSON.stringify(body ?? {}), contentType: 'application/json' };
  if (encoding === 'none' || body === undefined) return {};
  return {
    body: new URLSearchParams(fields(body)).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}
