import { fn, userEvent } from 'storybook/test';

/**
 * Stories only: empties a field as a user does, by clicking into it and then clearing it. In the story runner,
 * user-event's clear() as a story's first interaction left the field's text in place; after a click it clears.
 */
export async function clearField(field: HTMLElement) {
  await userEvent.click(field);
  await userEvent.clear(field);
}

/** Stories only: a server list's first page of `total` rows, every callback a spy, the search immediate. */
export const serverListArgs = (total: number) => ({
  search: '',
  page: 1,
  pageSize: 50,
  total,
  onSearchChange: fn(),
  onPageChange: fn(),
  onRetry: fn(),
  searchDebounceMs: 0,
});
