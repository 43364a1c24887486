import { formatRelativeTime } from './relativeTime';

const now = new Date('2025-07-03T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it("says 'just now' under 60 seconds", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('just now');
  });

  it("says 'just now' for a time slightly in the future (clock skew)", () => {
    expect(formatRelativeTime(ago(-5 * SECOND), now)).toBe('just now');
  });

  it('counts minutes, singular then plural', () => {
    expect(formatRelativeTime(ago(60 * SECOND), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * MINUTE), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
  });

  it('counts hours', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('23 hours ago');
  });

  it('counts days', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * DAY), now)).toBe('6 days ago');
  });

  it('counts weeks of 7 days', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('1 week ago');
    expect(formatRelativeTime(ago(29 * DAY), now)).toBe('4 weeks ago');
  });

  it('counts months of 30 days', () => {
    expect(formatRelativeTime(ago(30 * DAY), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(364 * DAY), now)).toBe('12 months ago');
  });

  it('counts years of 365 days', () => {
    expect(formatRelativeTime(ago(365 * DAY), now)).toBe('1 year ago');
    expect(formatRelativeTime(ago(3 * 365 * DAY), now)).toBe('3 years ago');
  });

  it('accepts now as epoch milliseconds and dates as Date objects', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 2 * HOUR), now.getTime())).toBe('2 hours ago');
  });

  it("says 'Unknown' (or the given fallback) for a missing or invalid date", () => {
    expect(formatRelativeTime(undefined, now)).toBe('Unknown');
    expect(formatRelativeTime('soon', now)).toBe('Unknown');
    expect(formatRelativeTime(null, now, 'Never')).toBe('Never');
  });
});

describe('formatRelativeTime in Hebrew', () => {
  const he = { locale: 'he' } as const;

  it("says 'לפני רגע' under 60 seconds and for a time slightly in the future", () => {
    expect(formatRelativeTime(ago(0), now, he)).toBe('לפני רגע');
    expect(formatRelativeTime(ago(59 * SECOND), now, he)).toBe('לפני רגע');
    expect(formatRelativeTime(ago(-5 * SECOND), now, he)).toBe('לפני רגע');
  });

  it('says one of a unit without a number', () => {
    expect(formatRelativeTime(ago(MINUTE), now, he)).toBe('לפני דקה');
    expect(formatRelativeTime(ago(HOUR), now, he)).toBe('לפני שעה');
    expect(formatRelativeTime(ago(DAY), now, he)).toBe('לפני יום');
    expect(formatRelativeTime(ago(7 * DAY), now, he)).toBe('לפני שבוע');
    expect(formatRelativeTime(ago(30 * DAY), now, he)).toBe('לפני חודש');
    expect(formatRelativeTime(ago(365 * DAY), now, he)).toBe('לפני שנה');
  });

  it('says two with the dual form', () => {
    expect(formatRelativeTime(ago(2 * MINUTE), now, he)).toBe('לפני שתי דקות');
    expect(formatRelativeTime(ago(2 * HOUR), now, he)).toBe('לפני שעתיים');
    expect(formatRelativeTime(ago(2 * DAY), now, he)).toBe('לפני יומיים');
    expect(formatRelativeTime(ago(14 * DAY), now, he)).toBe('לפני שבועיים');
    expect(formatRelativeTime(ago(60 * DAY), now, he)).toBe('לפני חודשיים');
    expect(formatRelativeTime(ago(2 * 365 * DAY), now, he)).toBe('לפני שנתיים');
  });

  it('counts three and more with the plural', () => {
    expect(formatRelativeTime(ago(5 * MINUTE), now, he)).toBe('לפני 5 דקות');
    expect(formatRelativeTime(ago(23 * HOUR), now, he)).toBe('לפני 23 שעות');
    expect(formatRelativeTime(ago(6 * DAY), now, he)).toBe('לפני 6 ימים');
    expect(formatRelativeTime(ago(29 * DAY), now, he)).toBe('לפני 4 שבועות');
    expect(formatRelativeTime(ago(364 * DAY), now, he)).toBe('לפני 12 חודשים');
    expect(formatRelativeTime(ago(3 * 365 * DAY), now, he)).toBe('לפני 3 שנים');
  });

  it("says 'לא ידוע' (or the given fallback) for a missing or invalid date", () => {
    expect(formatRelativeTime(undefined, now, he)).toBe('לא ידוע');
    expect(formatRelativeTime(null, now, { locale: 'he', fallback: 'אף פעם' })).toBe('אף פעם');
  });

  it('stays English with an English locale and with the options object', () => {
    expect(formatRelativeTime(ago(2 * HOUR), now, { locale: 'en' })).toBe('2 hours ago');
    expect(formatRelativeTime(null, now, { fallback: 'Never' })).toBe('Never');
  });
});
