import { expect, fn, userEvent, within } from 'storybook/test';

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

/** The reload error every server list story pictures: the load error of `args`, a typical timeout. */
export const reloadFailedError = 'Request timed out. Please try again.';

/**
 * Stories only: a failed reload shows an alert titled `title` with the error and that the rows are the last
 * ones loaded, a row or card with the text `keptRow` is still there, and Retry calls `onRetry`.
 */
export async function expectKeptRowsAlert(
  canvasElement: HTMLElement,
  { title, keptRow, onRetry }: { title: string; keptRow: string; onRetry: unknown },
) {
  const canvas = within(canvasElement);
  const alert = within(canvas.getByRole('alert'));
  await expect(alert.getByText(title)).toBeVisible();
  await expect(alert.getByText(new RegExp(reloadFailedError.slice(0, 17)))).toHaveTextContent(
    `${reloadFailedError} Showing what was last loaded.`,
  );
  await expect(canvas.getAllByText(keptRow)[0]).toBeVisible();
  await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

/**
 * Stories only: the page fits the phone: it does not scroll sideways, and every button and link in `scope`
 * lies within the screen (none cut off or hidden to the side). Returns those controls.
 */
export async function expectFitsPhone(scope: HTMLElement) {
  const view = scope.ownerDocument.defaultView!;
  await expect(scope.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
  const controls = [...within(scope).queryAllByRole('button'), ...within(scope).queryAllByRole('link')];
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
  }
  return controls;
}

/** Stories only: on a phone the list `name` is a list of cards that fits the screen (see expectFitsPhone). */
export async function expectCardsOnPhone(canvasElement: HTMLElement, name: string) {
  return expectFitsPhone(await within(canvasElement).findByRole('list', { name }));
}
