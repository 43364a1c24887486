import { expect, test } from 'vitest';
import { dashboardTotals } from './dashboard';

const counters = (entries: Record<string, number>) => new Map(Object.entries(entries));

test('iOS counts iPhones and iPads; other devices and unknown ones count in the total only', () => {
  const totals = dashboardTotals(
    counters({
      'users.device:ios': 3,
      'users.device:ipad': 2,
      'users.device:android': 4,
      'users.device:web': 1,
      'users.device:': 5,
      'users.status:Active': 15,
      transactions: 9,
    }),
  );
  expect(totals.total_users).toBe(15);
  expect(totals.users_by_device).toEqual({ ios_users: 5, android_users: 4 });
});

test('revenue per currency in major units; one total only in one currency, never dollars and shekels added', () => {
  const totals = dashboardTotals(counters({ 'revenue:usd': 1010, 'revenue:ils': 2020, 'revenue:eur': 0 }));
  expect(totals.revenue_by_currency).toEqual({ usd: 10.1, ils: 20.2 });
  expect(totals.total_revenue).toBeNull();
  expect(dashboardTotals(counters({ 'revenue:usd': 1010 })).total_revenue).toBe(10.1);
  expect(dashboardTotals(counters({})).total_revenue).toBe(0);
});
