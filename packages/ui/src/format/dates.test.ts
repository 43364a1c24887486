import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows a two-digit day, the short month and the full year', () => {
    expect(formatDate('2025-07-03T10:00:00Z')).toBe('03 Jul 2025');
    expect(formatDate('2024-12-25T00:00:00.000Z')).toBe('25 Dec 2024');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    expect(formatDate(Date.UTC(2025, 0, 9))).toBe('09 Jan 2025');
    expect(formatDate(new Date(Date.UTC(2023, 1, 28, 23, 59)))).toBe('28 Feb 2023');
  });

  it('uses UTC unless a time zone is given', () => {
    expect(formatDate('2025-07-03T23:30:00Z')).toBe('03 Jul 2025');
    expect(formatDate('2025-07-03T23:30:00Z', { timeZone: 'Asia/Jerusalem' })).toBe('04 Jul 2025');
    expect(formatDate('2025-07-03T01:00:00Z', { timeZone: 'America/New_York' })).toBe('02 Jul 2025');
  });

  it("says 'Unknown' for a missing or invalid date", () => {
    expect(formatDate(undefined)).toBe('Unknown');
    expect(formatDate(null)).toBe('Unknown');
    expect(formatDate('')).toBe('Unknown');
    expect(formatDate('not a date')).toBe('Unknown');
    expect(formatDate(Number.NaN)).toBe('Unknown');
  });

  it('lets the caller word the missing date', () => {
    expect(formatDate(null, { fallback: 'Never' })).toBe('Never');
  });
});

describe('formatDate in Hebrew', () => {
  it("shows the day without a leading zero, 'in' and the month's Hebrew name, and the full year", () => {
    expect(formatDate('2025-07-03T10:00:00Z', { locale: 'he' })).toBe('3 ביולי 2025');
    expect(formatDate(Date.UTC(2025, 0, 9), { locale: 'he' })).toBe('9 בינואר 2025');
    expect(formatDate('2024-03-15T00:00:00Z', { locale: 'he' })).toBe('15 במרץ 2024');
    expect(formatDate('2024-12-25T00:00:00Z', { locale: 'he' })).toBe('25 בדצמבר 2024');
  });

  it('follows the given time zone', () => {
    expect(formatDate('2025-07-03T23:30:00Z', { locale: 'he', timeZone: 'Asia/Jerusalem' })).toBe(
      '4 ביולי 2025',
    );
  });

  it("says 'לא ידוע' for a missing or invalid date, unless told otherwise", () => {
    expect(formatDate(undefined, { locale: 'he' })).toBe('לא ידוע');
    expect(formatDate('not a date', { locale: 'he' })).toBe('לא ידוע');
    expect(formatDate(null, { locale: 'he', fallback: 'אף פעם' })).toBe('אף פעם');
  });

  it('stays English when the locale is English or not given', () => {
    expect(formatDate('2025-07-03T10:00:00Z', { locale: 'en' })).toBe('03 Jul 2025');
  });
});

describe('formatDateTime', () => {
  it('adds the time on a 12-hour clock', () => {
    expect(formatDateTime('2025-07-03T14:05:00Z')).toBe('03 Jul 2025, 02:05 PM');
    expect(formatDateTime('2025-07-03T09:30:00Z')).toBe('03 Jul 2025, 09:30 AM');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatDateTime('2025-07-03T00:05:00Z')).toBe('03 Jul 2025, 12:05 AM');
    expect(formatDateTime('2025-07-03T12:00:00Z')).toBe('03 Jul 2025, 12:00 PM');
  });

  it('follows the given time zone', () => {
    expect(formatDateTime('2025-07-03T14:05:00Z', { timeZone: 'Asia/Jerusalem' })).toBe(
      '03 Jul 2025, 05:05 PM',
    );
  });

  it("says 'Unknown' for a missing or invalid date", () => {
    expect(formatDateTime(undefined)).toBe('Unknown');
    expect(formatDateTime('2025-13-45')).toBe('Unknown');
  });
});

describe('formatDateTime in Hebrew', () => {
  it('adds the time on a 24-hour clock', () => {
    expect(formatDateTime('2025-07-03T14:05:00Z', { locale: 'he' })).toBe('3 ביולי 2025, 14:05');
    expect(formatDateTime('2025-07-03T00:05:00Z', { locale: 'he' })).toBe('3 ביולי 2025, 00:05');
    expect(formatDateTime('2025-07-03T09:30:00Z', { locale: 'he' })).toBe('3 ביולי 2025, 09:30');
  });

  it('follows the given time zone', () => {
    expect(formatDateTime('2025-07-03T14:05:00Z', { locale: 'he', timeZone: 'Asia/Jerusalem' })).toBe(
      '3 ביולי 2025, 17:05',
    );
  });

  it("says 'לא ידוע' for a missing or invalid date", () => {
    expect(formatDateTime(null, { locale: 'he' })).toBe('לא ידוע');
  });
});
