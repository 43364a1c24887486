import type { IncomingHttpHeaders } from 'node:http';
import type { ByteRange, MediaFile } from '../media/MediaStore';

type Validators = Pick<MediaFile, 'etag' | 'lastModified'>;

/** What a GET of a file asks for: all of it, one range, or a range outside it (416). */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const RANGE = /^bytes=(\d*)-(\d*)$/;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const opaque = (tag: string) => tag.replace(/^W\//, '');
const isEntityTag = (value: string) => value.startsWith('"') || value.startsWith('W/"');

/**
 * True when the client's copy is current, so a 304 answers (RFC 9110 §13.1.2-3): If-None-Match by weak
 * comparison when given (`*` matches any file), else If-Modified-Since to the second.
 */
export function isNotModified(headers: IncomingHttpHeaders, file: Validators): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const tags = noneMatch.split(',').map((tag) => tag.trim());
    return tags.includes('*') || tags.some((tag) => opaque(tag) === opaque(file.etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && seconds(file.lastModified) <= Math.floor(since / 1000);
}

/**
 * If-Range (§13.1.5): the range is sent only when the client's validator still names these bytes: the
 * same strong entity tag, or exactly the last-modified time. Otherwise the whole file answers.
 */
function rangeStillValid(ifRange: string | undefined, file: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (isEntityTag(value)) return !value.startsWith('W/') && value === file.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(file.lastModified);
}

/**
 * The part of a file of `size` bytes a request's Range asks for (RFC 9110 §14): one range `a-b`, `a-` or
 * the last `n` bytes `-n`. Several ranges or another syntax are ignored (the whole file answers, as the
 * RFC allows); a range starting past the end, `-0`, or `b` before `a` is unsatisfiable.
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  file: Validators & { size: number },
): RangeAnswer {
  const match = RANGE.exec(headers.range?.trim() ?? '');
  if (!match || (!match[1] && !match[2]) || !rangeStillValid(headers['if-range']?.toString(), file)) {
    return { kind: 'whole' };
  }
  const { size } = file;
  const first = match[1] ? Number(match[1]) : null;
  const last = match[2] ? Number(match[2]) : null;
  let range: ByteRange | null;
  if (first === null) {
    // The last `count` bytes (all of them when the file is shorter).
    const count = last ?? 0;
    range = count > 0 && size > 0 ? { start: Math.max(0, size - count), end: size - 1 } : null;
  } else {
    const valid = first < size && (last === null || last >= first);
    range = valid ? { start: first, end: Math.min(last ?? size - 1, size - 1) } : null;
  }
  return range ? { kind: 'partial', range } : { kind: 'unsatisfiable' };
}
