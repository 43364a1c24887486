// Fills the database the server uses (DATA_DIR / DATABASE_URL) with generated end users and transactions,
// to measure the admin at scale. Safe while the server runs (SQLite WAL; PostgreSQL).
// Usage (from the repository root): pnpm seed-scale --users 1000000 --transactions 1000000 [--add] [--seed 12]
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { NotEmptyError, seedScale } from '../src/demo/scale';
import { REPO_ROOT } from './paths';

const usage = 'usage: pnpm seed-scale --users N --transactions M [--add] [--seed S]';

function wholeNumber(value: string | undefined, name: string): number {
  const number = Number(value ?? '0');
  if (!Number.isSafeInteger(number) || number < 0)
    throw new Error(`--${name} must be a whole number\n${usage}`);
  return number;
}

async function main() {
  const { values } = parseArgs({
    // pnpm passes a lone `--` through when the arguments follow it.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      users: { type: 'string' },
      transactions: { type: 'string' },
      add: { type: 'boolean', default: false },
      seed: { type: 'string' },
    },
  });
  const users = wholeNumber(values.users, 'users');
  const transactions = wholeNumber(values.transactions, 'transactions');
  if (users + transactions === 0) throw new Error(usage);

  const config = loadConfig(process.env, REPO_ROOT);
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const seconds = () => elapsed().toFixed(1);
    const perSecond = (rows: number) => Math.round(rows / elapsed());
    let reported = 0;
    await seedScale(database.db, {
      users,
      transactions,
      add: values.add,
      seed: values.seed === undefined ? undefined : wholeNumber(values.seed, 'seed'),
      progress: (done) => {
        const rows = done.users + done.transactions;
        if (rows - reported < 100_000 && rows !== users + transactions) return;
        reported = rows;
        console.log(
          `  ${done.users} users, ${done.transactions} transactions (${seconds()} s, ${perSecond(rows)} rows/s)`,
        );
      },
    });
    console.log(
      `seed-scale: ${users} end users and ${transactions} transactions added to ${database.dialect} in ${seconds()} s (${perSecond(users + transactions)} rows/s)`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof NotEmptyError || (error as Error).message.includes('usage')
      ? `seed-scale: ${(error as Error).message}`
      : error,
  );
  process.exit(1);
});
