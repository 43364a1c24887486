import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { TEMP_PREFIX } from '../media/LocalMediaStore';
import { badRequest, payloadTooLarge } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  /** As declared by the client: never trust it, check the bytes (see media/decodeImage). */
  mimetype: string;
  /**
   * A temporary file holding the bytes, in the request's scratch folder: the folder, with whatever else is
   * written there (an image encoded again, see media/decodeImage), is removed once the request is answered.
   */
  path: string;
  size: number;
}

export interface MultipartData {
  fields: Record<string, string>;
  /** One file per field name; empty file inputs (no file chosen) are left out. */
  files: Record<string, UploadedFile>;
  /** Removes the scratch folder: every file part (replaced duplicates included) and what was written beside them. */
  cleanup(): Promise<void>;
}

export interface MultipartLimits {
  /** Where the request's scratch folder is made while it runs (its name starts with TEMP_PREFIX). */
  tempDir: string;
  /** The most bytes of one request: its files and fields together. */
  requestLimitBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const requestTooLarge = (limitBytes: number) =>
  payloadTooLarge(
    'request_too_large',
    'Request too large',
    `The files and fields of one request must add up to at most ${megabytes(limitBytes)}.`,
  );

/**
 * Reads a multipart body, streaming each file part to a temporary file (never whole into memory). The
 * number of files and the size of each one are the limits @fastify/multipart was registered with
 * (UPLOAD_MAX_FILES, UPLOAD_LIMIT_MB); the whole request is capped at `requestLimitBytes` (REQUEST_LIMIT_MB),
 * counted as it streams. Over any of them: 413, and every temporary file is removed.
 * The parts of one request share one scratch folder, so what a service writes beside them goes with them.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartData> {
  if (!request.isMultipart()) throw badRequest('multipart_expected', 'Expected a multipart/form-data body');
  const declared = Number(request.headers['content-length']);
  if (declared > limits.requestLimitBytes) throw requestTooLarge(limits.requestLimitBytes);
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const scratch = path.join(limits.tempDir, `${TEMP_PREFIX}upload-${randomUUID()}`);
  let parts = 0;
  const cleanup = async () => {
    if (parts) await rm(scratch, { recursive: true, force: true }).catch(() => {});
  };
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > limits.requestLimitBytes) throw requestTooLarge(limits.requestLimitBytes);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (parts++ === 0) await mkdir(scratch, { recursive: true, mode: 0o700 });
        const temp = path.join(scratch, `part-${parts}`);
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            try {
              count(chunk.length);
              done(null, chunk);
            } catch (error) {
              done(error as Error);
            }
          },
        });
        await pipeline(part.file, counter, createWriteStream(temp, { mode: 0o600 }));
        if (size > 0) {
          files[part.fieldname] = {
            field: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            path: temp,
            size,
          };
        }
      } else {
        if (part.valueTruncated)
          throw payloadTooLarge(
            'field_too_large',
            'Field too large',
            `The field "${part.fieldname}" is too long.`,
          );
        const value = String(part.value);
        count(Buffer.byteLength(value));
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    await cleanup();
    // The parser reports broken framing as plain errors; limits and our own errors carry a status.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('malformed_body', 'Malformed multipart body', (error as Error).message);
  }
  return { fields, files, cleanup };
}
