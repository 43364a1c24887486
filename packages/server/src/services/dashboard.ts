import type { AppDeps } from '../deps';
import { fromMinor, oneCurrencyTotal } from '../domain/money';
import { type Counters, countersOf, readCounters } from '../repositories/counters';
import { recentTransactions, type TransactionWithPlan } from '../repositories/transactions';
import { recentEndUsers, type UserWithPlan } from '../repositories/users';

/** How many of the newest users and transactions the dashboard shows. */
const RECENT = 5;

/**
 * The dashboard's totals from the counters the writes keep (no count over a million rows per view): end
 * users in all and by platform (iOS counts iPhones and iPads; other devices only in the total), succeeded
 * revenue per currency in major units (one total only when every payment is in one currency).
 */
export function dashboardTotals(counters: Counters) {
  const byDevice = countersOf(counters, 'users.device');
  const count = (device: string) => byDevice[device] ?? 0;
  const revenueMinor = countersOf(counters, 'revenue');
  return {
    total_users: Object.values(byDevice).reduce((sum, n) => sum + n, 0),
    users_by_device: { ios_users: count('ios') + count('ipad'), android_users: count('android') },
    total_revenue: oneCurrencyTotal(revenueMinor),
    revenue_by_currency: Object.fromEntries(
      Object.entries(revenueMinor).map(([currency, minor]) => [currency, fromMinor(minor)]),
    ),
  };
}

/** The dashboard: its totals, the newest end users and transactions, and how many chapters there are. */
export async function dashboardStats({ db, chapterStats }: Pick<AppDeps, 'db' | 'chapterStats'>): Promise<
  ReturnType<typeof dashboardTotals> & {
    recentUsers: UserWithPlan[];
    recentTransactions: TransactionWithPlan[];
    chapters: number;
  }
> {
  const [counters, users, transactions, chapters] = await Promise.all([
    readCounters(db),
    recentEndUsers(db, RECENT),
    recentTransactions(db, RECENT),
    chapterStats.countChapters(),
  ]);
  return { ...dashboardTotals(counters), recentUsers: users, recentTransactions: transactions, chapters };
}
