import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  /** As declared by the client: never trust it, check the bytes (see media/imageType). */
  mimetype: string;
  data: Buffer;
}

export interface MultipartData {
  fields: Record<string, string>;
  /** One file per field name; empty file inputs (no file chosen) are left out. */
  files: Record<string, UploadedFile>;
}

/**
 * Reads a whole multipart body into memory. The per-file size limit is the one @fastify/multipart was
 * registered with (UPLOAD_LIMIT_MB): a larger file rejects with 413.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartData> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) {
          files[part.fieldname] = {
            field: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            data,
          };
        }
      } else {
        if (part.valueTruncated)
          throw payloadTooLarge('Field too large', `The field "${part.fieldname}" is too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // The parser reports broken framing as plain errors; limits and our own errors carry a status.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('Malformed multipart body', (error as Error).message);
  }
  return { fields, files };
}
