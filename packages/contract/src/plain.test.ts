import { expect, test, vi } from 'vitest';

// The browser loads this entry: any module of it that reached zod would now fail to load.
vi.mock('zod', () => {
  throw new Error('the zod-free entry imported zod');
});

test('the plain entry loads without zod', async () => {
  const plain = await import('./plain');
  expect(plain.authCalls.login.path).toBe('/api/login');
});
