import type { RawBuilder, SqlBool } from 'kysely';
import type { DialectName } from '../db/database';
import { stripPoints } from '../text/hebrew';
import { searchMatches } from './strategy';

/**
 * The chapters list's search: the name or the text, vowel points in the term or not; undefined when
 * nothing is left to search for. A book has a few hundred chapters at most, each text kilobytes long:
 * PostgreSQL scans them (a few milliseconds), where its planner, seeing so few rows, computed an index's
 * substrings of every text (seconds); migration 016 dropped those indexes.
 */
export function chapterMatches(dialect: DialectName, search: string): RawBuilder<SqlBool> | undefined {
  const term = stripPoints(search);
  if (!term) return undefined;
  return searchMatches(dialect, 'chapters', term.toLowerCase(), { indexed: dialect === 'sqlite' });
}
