import type { AuditRecordType } from '@bible-admin/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lastChangeOf } from '../repositories/auditEvents';
import { StaleVersionError } from '../domain/errors';
import { badRequest, StaleRecordError } from './errors';

/** `"3"` or `W/"3"`: the version as an entity tag; `*` matches any. */
const VERSION_TAG = /^(?:W\/)?"(\d{1,10})"$/;

/** The version an `If-Match` header names: none for no header or `*`, a 400 for one that names no version. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match']?.trim();
  if (header === undefined || header === '' || header === '*') return undefined;
  const tag = VERSION_TAG.exec(header);
  if (!tag) {
    throw badRequest(
      'bad_request',
      'Invalid If-Match header',
      'If-Match must name one version of the record, such as "3", or be *.',
    );
  }
  return Number(tag[1]);
}

/**
 * The version a save was read at: the body's `version`, else an `If-Match` header naming one (`"3"`), else
 * none (`*` or no header: the save goes through whatever the stored version is). When both name one and they
 * differ, the client is confused about what it read: refused (400 version_mismatch) rather than trusting either,
 * since picking one could save over a change the other one would have caught.
 */
export function sentVersion(request: FastifyRequest, bodyVersion: number | undefined): number | undefined {
  const headerVersion = ifMatchVersion(request);
  if (bodyVersion !== undefined && headerVersion !== undefined && bodyVersion !== headerVersion) {
    throw badRequest(
      'version_mismatch',
      'If-Match and version disagree',
      `If-Match names version ${headerVersion} and the body's version is ${bodyVersion}: send one, or the same in both.`,
    );
  }
  return bodyVersion ?? headerVersion;
}

/**
 * Runs a save that may name its version; when another save came first, the 409 carries the record as now
 * stored (`stored()`, presented as the call's reply presents it), so the form can show what differs, and,
 * given the record's audit reference, who saved it and when (`saved`, from its newest audit event).
 */
export async function withStoredOnConflict<T>(
  save: () => Promise<T>,
  stored: () => Promise<unknown>,
  audited?: { db: Kysely<Database>; record: { type: AuditRecordType; id: string } },
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleVersionError) {
      const saved = audited ? await lastChangeOf(audited.db, audited.record) : null;
      throw new StaleRecordError(error, await stored(), saved);
    }
    throw error;
  }
}
