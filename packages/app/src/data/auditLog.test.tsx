import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { auditQuery, useAuditLogFilters } from './auditLog';

const none = { admin: '', kind: '', from: '', to: '' };

describe('auditQuery', () => {
  it('asks for nothing when nothing is chosen', () => {
    expect(auditQuery(none)).toEqual({});
  });

  it('sends the admin and kind, and the days as instants in the browser’s time zone, to exclusive', () => {
    expect(auditQuery({ admin: 'a1', kind: 'plan.created', from: '2025-07-01', to: '2025-07-03' })).toEqual({
      actor_id: 'a1',
      type: 'plan.created',
      from: new Date(2025, 6, 1).toISOString(),
      // The whole last day: up to the start of the next.
      to: new Date(2025, 6, 4).toISOString(),
    });
    // The last day of a month runs into the next.
    expect(auditQuery({ ...none, to: '2025-01-31' }).to).toBe(new Date(2025, 1, 1).toISOString());
  });

  it('leaves a day it cannot read out (a pasted address), rather than send nonsense', () => {
    expect(auditQuery({ ...none, from: 'yesterday', to: '2025-13-45' })).toEqual({});
  });
});

describe('useAuditLogFilters', () => {
  function setup(start: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ filters: useAuditLogFilters(), location: useLocation() }), { wrapper });
  }

  it('reads the filters from the address, and writes a change back from page 1', () => {
    const { result } = setup('/audit-log?admin=a1&page=4');
    expect(result.current.filters[0]).toEqual({ ...none, admin: 'a1' });
    act(() => result.current.filters[1]({ ...none, admin: 'a1', kind: 'list.exported', from: '2025-07-01' }));
    expect(result.current.location.search).toBe('?admin=a1&kind=list.exported&from=2025-07-01');
    act(() => result.current.filters[1](none));
    expect(result.current.location.search).toBe('');
  });
});
