import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { dialectOf } from '../../src/db/portable';
import type { Database } from '../../src/db/schema';

/** Records the SQL of the selects (with `raw`, raw SQL statements too) run through the returned `db`, for EXPLAIN. */
export function capturing(db: Kysely<Database>, { raw = false } = {}) {
  const nodes: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode' || (raw && node.kind === 'RawNode')) nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), nodes };
}

/** Rolls back the transaction EXPLAIN ran in (PostgreSQL drops indexes there to see another one used). */
class Rollback extends Error {}

/**
 * The plan of each recorded select (SQLite `EXPLAIN QUERY PLAN`, PostgreSQL `EXPLAIN`), one text each.
 * PostgreSQL runs it with the `forbidden` plan kinds off and the `without` indexes dropped, for that
 * transaction only; with `analyze`, runs the statement too and gives each step's actual rows.
 */
export async function plans(
  db: Kysely<Database>,
  nodes: RootOperationNode[],
  forbidden: string[],
  without: string[],
  { analyze = false } = {},
): Promise<string[]> {
  const executor = db.getExecutor();
  const postgres = dialectOf(db) === 'postgres';
  const result: string[] = [];
  for (const node of nodes) {
    const compiled = executor.compileQuery(node, { queryId: 'explain' });
    // PostgreSQL prefers scans, sorts and any B-tree on tables this small whatever the indexes: forbid
    // them (for this transaction only), so the plan shows whether the intended index serves the query.
    await db
      .transaction()
      .execute(async (trx) => {
        if (postgres) {
          for (const setting of forbidden) await sql.raw(`set local enable_${setting} = off`).execute(trx);
          for (const index of without) await sql.raw(`drop index ${index}`).execute(trx);
        }
        const explain = postgres ? (analyze ? 'explain analyze ' : 'explain ') : 'explain query plan ';
        const { rows } = await trx.executeQuery(
          CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
        );
        result.push(rows.map((row) => Object.values(row as object).join(' ')).join('\n'));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  return result;
}

/** The plan of the first select (`raw`: or raw statement) `call` runs that matches `marker` (all of them joined if none does). */
export async function planOf(
  db: Kysely<Database>,
  call: (db: Kysely<Database>) => Promise<unknown>,
  marker: RegExp,
  forbidden = ['seqscan'],
  without: string[] = [],
  { raw = false } = {},
): Promise<string> {
  const captured = capturing(db, { raw });
  await call(captured.db);
  const all = await plans(db, captured.nodes, forbidden, without);
  return all.find((text) => marker.test(text)) ?? all.join('\n---\n');
}
