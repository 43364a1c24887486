import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DirectionProvider } from '@bible-admin/ui';
import { useStatusLabel } from './useStatusLabel';

const labelIn = (locale: string) =>
  renderHook(() => useStatusLabel(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <DirectionProvider locale={locale}>{children}</DirectionProvider>
    ),
  }).result.current;

describe('useStatusLabel', () => {
  it('names a known status in English as the lists showed it, whatever its case', () => {
    const label = labelIn('en');
    expect(['succeeded', 'Active', 'PENDING'].map(label)).toEqual(['Succeeded', 'Active', 'Pending']);
  });

  it('names a known status in Hebrew', () => {
    const label = labelIn('he');
    expect(['succeeded', 'Active', 'blocked'].map(label)).toEqual(['בוצעה', 'פעיל', 'חסום']);
  });

  it('shows a status it does not know as sent, capitalised, in either language', () => {
    expect(labelIn('he')('chargeback')).toBe('Chargeback');
    expect(labelIn('en')('chargeback')).toBe('Chargeback');
  });
});
