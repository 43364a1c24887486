import { sql, type UpdateQueryBuilder } from 'kysely';
import { toNumber } from '../db/portable';
import { StaleVersionError } from '../domain/errors';

/**
 * Optimistic locking of the records an admin edits (migration 019). A save writes `version = version + 1` and,
 * when it says which version it was read at, only `WHERE … AND version = <that>`: one statement, so of two
 * saves read at the same version exactly one changes the row. A save that names no version (the spec's
 * calls, older clients) goes through as before.
 */
export type ReadVersion = number | undefined;

/** The SET of every save of a versioned record. */
export const nextVersion = () => sql<number>`version + 1`;

/** The WHERE of a save that named its version (`query.$call(atVersion(version))`); none without one. */
export const atVersion =
  (version: ReadVersion) =>
  <DB, UT extends keyof DB, TB extends keyof DB, O>(query: UpdateQueryBuilder<DB, UT, TB, O>) =>
    version === undefined ? query : query.where(sql<boolean>`version = ${version}`);

/** Throws StaleVersionError when a save that named its version changed no row (another save came first). */
export function checkVersion(changedRows: bigint | undefined, version: ReadVersion): void {
  if (version !== undefined && toNumber(changedRows) === 0) throw new StaleVersionError();
}
