import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListParams } from './useListParams';

function setup(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads the page and search from the address', () => {
    const { result } = setup('/users?page=3&search=ann');
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.search).toBe('ann');
  });

  it('starts a new search at page 1 and leaves an empty search out of the address', () => {
    const { result } = setup('/users?page=3&search=ann');
    act(() => result.current.list.setSearch(' bob '));
    expect(result.current.location.search).toBe('?search=bob');
    act(() => result.current.list.setSearch(''));
    expect(result.current.location.search).toBe('');
  });

  it('writes page 1 as no page at all, and refuses nonsense pages', () => {
    const { result } = setup('/users?page=abc');
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?page=2');
    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).toBe('');
  });
});
