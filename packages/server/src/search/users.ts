import { expressionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import { cappedMeta, countUpToCap, pageIds, totalCap } from '../db/paginate';
import { dialectOf, withoutIndex } from '../db/portable';
import type { Database } from '../db/schema';
import { countersOf, readCounters, type Counters } from '../repositories/counters';
import type { ListSearch, MatchOptions } from './searched';
import { searchMatches, textSearch } from './strategy';

/**
 * SQLite: at most this many matches are fetched at random and sorted; more, and the date index is walked
 * (measured on a million users: 2,600 rows fetched ~110 ms, the walk past the same ~25 ms). PostgreSQL
 * fetches and sorts up to its count's cap: past it, the walk is index-only (migration 014).
 */
const FETCHED_MATCHES = 1000;

/** The values of a counter group that contain the term (statuses, devices: a few dozen at most). */
function matchingValues(all: Counters, group: string, term: string): [string, number][] {
  return Object.entries(countersOf(all, group)).filter(
    ([value]) => value !== '' && value.toLowerCase().includes(term),
  );
}

/** The statuses, devices and plans whose names hold the term, from the counters and the plans (a few dozen). */
interface ValueMatches {
  statuses: [string, number][];
  devices: [string, number][];
  planIds: string[];
  /** End users per plan id. */
  perPlan: Record<string, number>;
}

function valueMatches(all: Counters, plans: { id: string; name: string }[], term: string): ValueMatches {
  return {
    statuses: matchingValues(all, 'users.status', term),
    devices: matchingValues(all, 'users.device', term),
    planIds: plans.filter((plan) => plan.name.toLowerCase().includes(term)).map((plan) => plan.id),
    perPlan: countersOf(all, 'users.plan'),
  };
}

/**
 * "An end user whose search text, status, device or plan holds the term": the text through `text` (the
 * search strategy's options); statuses, devices and plans are few values over many users, tested by value.
 * `role` keeps the role's index out of a lookup through the search index.
 */
function endUserMatches(
  dialect: DialectName,
  term: string,
  { statuses, devices, planIds }: ValueMatches,
  text: MatchOptions,
  role: 'indexed' | 'unindexed' = 'indexed',
) {
  const eb = expressionBuilder<Database, 'users'>();
  return eb.and([
    eb(role === 'unindexed' ? withoutIndex(dialect, 'users.role') : eb.ref('users.role'), '=', 'user'),
    eb.or([
      searchMatches(dialect, 'users', term, text),
      ...(statuses.length
        ? [
            eb(
              'users.status',
              'in',
              statuses.map(([value]) => value),
            ),
          ]
        : []),
      ...(devices.length
        ? [
            eb(
              'users.device',
              'in',
              devices.map(([value]) => value),
            ),
          ]
        : []),
      ...(planIds.length ? [eb('users.plan_id', 'in', planIds)] : []),
    ]),
  ]);
}

/**
 * The end users list's search: name, e-mail, status, device or plan name; a page of rows read by `rowsOf`
 * (ids in list order). Totals exact up to the dialect's cap, beyond that capped. The plan is picked by how
 * many users match: a few are looked up through the index and sorted, many are found by walking the date
 * index and keeping the matching rows (either the other way round costs hundreds of milliseconds).
 */
export const searchEndUsers: ListSearch = async (db, search, { page, limit }, rowsOf) => {
  const offset = (page - 1) * limit;
  const term = search.toLowerCase();
  const dialect = dialectOf(db);
  const cap = totalCap(dialect);
  // Three independent reads at once: each is a round trip.
  const [all, plans, text] = await Promise.all([
    readCounters(db),
    db.selectFrom('plans').select(['id', 'name']).execute(),
    textSearch(db, 'users', term, cap + 1, { limit, offset }),
  ]);
  const values = valueMatches(all, plans, term);
  const { statuses, devices, planIds, perPlan } = values;
  const { rowids } = text;
  const sizes = [
    text.count,
    ...[...statuses, ...devices].map(([, n]) => n),
    ...planIds.map((id) => perPlan[id] ?? 0),
  ];
  // PostgreSQL, a rare term alone: its matches were fetched whole, the page sorted from them, the total exact.
  if (sizes.length === 1 && text.ids) {
    const rows = text.ids.length ? await rowsOf(text.ids) : [];
    return { rows, meta: { total: text.count, page, limit } };
  }
  // Statuses, devices and plans are few values over many users, and have no index of their own: a walk.
  const matches = sizes.length === 1 ? sizes[0]! : Infinity;
  // Few: rows looked up through the search index (the role's index kept out of it), then sorted. SQLite,
  // up to the cap: a walk down the date index keeping the rows the search index found (read once, no row
  // read for a miss). Many: a walk testing each index entry. A count still to make uses the search index.
  const matching = (indexed: boolean, walked = false) =>
    endUserMatches(
      dialect,
      term,
      values,
      { indexed, walked, rowids: indexed ? rowids : undefined },
      indexed && !walked ? 'unindexed' : 'indexed',
    );
  const sorted = matches <= (dialect === 'sqlite' ? FETCHED_MATCHES : cap);
  const bounds = { limit, offset };
  const [rows, count] = await Promise.all([
    rowsOf(
      sorted
        ? pageIds(db, 'users', [matching(true)], bounds, 'sort')
        : pageIds(db, 'users', [matching(matches <= cap, true)], bounds, 'walk'),
    ),
    // The text's matches alone: counted already (the index holds end users only). Otherwise each part's
    // size is a floor for the whole: past the cap, nothing is counted.
    sizes.length === 1
      ? matches
      : Math.max(...sizes) > cap
        ? cap + 1
        : countUpToCap(db, db.selectFrom('users').where(matching(true)), cap),
  ]);
  return { rows, meta: cappedMeta(count, cap, page, limit) };
};

/**
 * The condition an export of the users list tests on each row as it walks the list's order (keyset
 * batches, `exportBatches`): the list search's own, tested row by row (no index read whose matches it would
 * have to hold). A walk reads rows down to the last match: at most the whole list, as an export without a
 * search does.
 */
export async function endUserExportMatches(db: Kysely<Database>, search: string) {
  const term = search.toLowerCase();
  const [all, plans] = await Promise.all([
    readCounters(db),
    db.selectFrom('plans').select(['id', 'name']).execute(),
  ]);
  return endUserMatches(dialectOf(db), term, valueMatches(all, plans, term), { indexed: false });
}
