import { renderHook, waitFor } from '@testing-library/react';
import { usePasswordStrength } from './passwordStrength';

/** The browser's meter scores with the server's dictionaries: the weak passwords are very weak. */
describe('usePasswordStrength', () => {
  test('nothing typed: no level', () => {
    const { result } = renderHook(() => usePasswordStrength('', []));
    expect(result.current).toBeNull();
  });

  test.each([
    ['aaaaaaaa', 0],
    ['12341234', 0],
    ['87654321', 0],
    ['abcdefgh', 0],
    ['abcabcabc', 0],
    // Only a dictionary finds these.
    ['iloveyou1', 1],
    ['sunshine', 0],
    ['quiet-river-lantern', 4],
  ] as const)('%s → %i', async (password, score) => {
    const { result } = renderHook(() => usePasswordStrength(password, []));
    await waitFor(() => expect(result.current).toBe(score));
  });

  test("the account's own details count against it", async () => {
    const { result } = renderHook(() => usePasswordStrength('dana.levi.example', ['dana.levi.example']));
    await waitFor(() => expect(result.current).toBe(0));
  });
});
