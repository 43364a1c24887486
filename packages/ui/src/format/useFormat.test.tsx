import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UIProvider } from '../UIProvider';
import { useFormat } from './useFormat';

function formatIn(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UIProvider locale={locale}>{children}</UIProvider>
  );
  return renderHook(() => useFormat(), { wrapper }).result.current;
}

const now = Date.UTC(2026, 10, 22, 12, 0);

describe('useFormat', () => {
  it("formats in Hebrew under a Hebrew provider ('he-IL' is Hebrew too)", () => {
    const format = formatIn('he-IL');
    expect(format.locale).toBe('he');
    expect(format.date('2026-11-22T09:00:00Z')).toBe('22 בנובמבר 2026');
    expect(format.dateTime('2026-11-22T14:05:00Z')).toBe('22 בנובמבר 2026, 14:05');
    expect(format.date(null)).toBe('לא ידוע');
    expect(format.relativeTime('2026-11-22T10:00:00Z', now)).toBe('לפני שעתיים');
    expect(format.relativeTime(null, now, { fallback: 'אף פעם' })).toBe('אף פעם');
    expect(format.amount(1234.5, 'ils')).toBe('₪1,234.50 ILS');
    expect(format.amountsByCurrency({ usd: 20.99, ils: 37 })).toEqual(['₪37.00 ILS', '$20.99 USD']);
    expect(format.money(1234.5)).toBe('1,234.50');
    expect(format.number(1024)).toBe('1,024');
    expect(format.device('tablet')).toBe('טאבלט');
  });

  it('formats in English under an English provider, in the spec’s words', () => {
    const format = formatIn('en');
    expect(format.locale).toBe('en');
    expect(format.date('2026-11-22T09:00:00Z')).toBe('22 Nov 2026');
    expect(format.dateTime('2026-11-22T14:05:00Z')).toBe('22 Nov 2026, 02:05 PM');
    expect(format.date(undefined, { fallback: 'Never' })).toBe('Never');
    expect(format.date('2026-11-22T23:30:00Z', { timeZone: 'Asia/Jerusalem' })).toBe('23 Nov 2026');
    expect(format.relativeTime('2026-11-22T10:00:00Z', now)).toBe('2 hours ago');
    expect(format.amount(1234.5, 'usd')).toBe('$1,234.50 USD');
    expect(format.amountsByCurrency({ usd: 120.5, ils: 99 })).toEqual(['₪99.00 ILS', '$120.50 USD']);
    expect(format.money(1234.5)).toBe('1,234.50');
    expect(format.number(1024)).toBe('1,024');
    expect(format.device('tablet')).toBe('Tablet');
  });

  it('gives the same formatters while the language stays, so memoised children do not re-render', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UIProvider locale="he">{children}</UIProvider>
    );
    const { result, rerender } = renderHook(() => useFormat(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
