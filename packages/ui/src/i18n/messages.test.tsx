import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DirectionProvider } from '../direction';
import { defineMessages, uiLocaleOf, useMessages } from './messages';

const table = defineMessages({
  en: { close: 'Close', page: (n: number) => `Page ${n}` },
  he: { close: 'סגירה', page: (n: number) => `עמוד ${n}` },
});

function inLocale(locale: string) {
  return ({ children }: { children: ReactNode }) => (
    <DirectionProvider locale={locale}>{children}</DirectionProvider>
  );
}

describe('uiLocaleOf', () => {
  it('is Hebrew for he and iw in any region, English for everything else', () => {
    expect(uiLocaleOf('he')).toBe('he');
    expect(uiLocaleOf('he-IL')).toBe('he');
    expect(uiLocaleOf('iw_IL')).toBe('he');
    expect(uiLocaleOf('en-US')).toBe('en');
    expect(uiLocaleOf('fr')).toBe('en');
  });
});

describe('useMessages', () => {
  it('picks the table of the provider locale', () => {
    const { result } = renderHook(() => useMessages(table), { wrapper: inLocale('he-IL') });
    expect(result.current.close).toBe('סגירה');
    expect(result.current.page(3)).toBe('עמוד 3');
  });

  it('lays the labels prop over the table, ignoring undefined entries', () => {
    const { result } = renderHook(() => useMessages(table, { close: 'Dismiss', page: undefined }), {
      wrapper: inLocale('en'),
    });
    expect(result.current.close).toBe('Dismiss');
    expect(result.current.page(2)).toBe('Page 2');
  });
});
