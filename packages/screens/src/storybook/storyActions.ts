import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { serverListMessages } from '../Admin/common/messages';

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
/** Load errors as the app words them for a Hebrew admin (its catalogue's): a Hebrew twin's `loadError`. */
export const hebrewLoadError = {
  timeout: 'השרת לא ענה בזמן. נסו שוב.',
  unreachable: 'אין חיבור לשרת. נסו שוב מאוחר יותר.',
};

/** Stories only: the globals of the story on screen, for a helper not handed them (the preview sets the page's `dir`). */
export const pageGlobals = (canvasElement: HTMLElement) => ({
  dir: canvasElement.ownerDocument.documentElement.dir,
});

/**
 * Stories only: nothing loaded: the alert says what failed (`title`) and why (`loadError`), and its Retry calls
 * `onRetry`; in the story's language.
 */
export async function expectLoadErrorState(
  canvasElement: HTMLElement,
  { title, loadError, onRetry }: { title: string; loadError?: string | null; onRetry: unknown },
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(title);
  if (loadError) await expect(canvas.getByRole('alert')).toHaveTextContent(loadError);
  const { retry } = uiWords(pageGlobals(canvasElement)).errorState;
  await userEvent.click(canvas.getByRole('button', { name: retry }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

/**
 * Stories only: a failed reload shows an alert titled `title` with the error (`loadError`) and that the rows are
 * the last ones loaded, a row or card with the text `keptRow` is still there, and Retry calls `onRetry`; in the
 * story's language.
 */
export async function expectKeptRowsAlert(
  canvasElement: HTMLElement,
  {
    title,
    keptRow,
    onRetry,
    loadError = reloadFailedError,
  }: { title: string; keptRow: string; onRetry: unknown; loadError?: string | null },
) {
  const words = serverListMessages[storyLocale(pageGlobals(canvasElement))];
  const canvas = within(canvasElement);
  const alert = within(canvas.getByRole('alert'));
  await expect(alert.getByText(title)).toBeVisible();
  await expect(alert.getByText(new RegExp(words.keptRows.slice(0, 10)))).toHaveTextContent(
    `${loadError} ${words.keptRows}`,
  );
  await expect(canvas.getAllByText(keptRow)[0]).toBeVisible();
  await userEvent.click(alert.getByRole('button', { name: words.retry }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

/**
 * Stories only: the page fits the screen (a phone's, or a desktop's beside the sidebar): it does not scroll
 * sideways, and every button and link in `scope` lies within the screen (none cut off or hidden to the side,
 * as in a table scrolled sideways). Returns those controls.
 */
export async function expectFitsScreen(scope: HTMLElement) {
  const view = scope.ownerDocument.defaultView!;
  await expect(scope.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
  const controls = [...within(scope).queryAllByRole('button'), ...within(scope).queryAllByRole('link')];
  // The boxes a control must lie in: the screen, and every box around it that clips or scrolls sideways.
  const clips = (control: HTMLElement) => {
    const boxes = [{ left: 0, right: view.innerWidth }];
    for (
      let outer = control.parentElement;
      outer && outer !== scope.ownerDocument.body;
      outer = outer.parentElement
    ) {
      if (view.getComputedStyle(outer).overflowX !== 'visible') boxes.push(outer.getBoundingClientRect());
    }
    return boxes;
  };
  const cut = controls.filter((control) => {
    const box = control.getBoundingClientRect();
    return clips(control).some((clip) => box.left < clip.left - 1 || box.right > clip.right + 1);
  });
  await expect(cut.map((control) => control.textContent || control.getAttribute('aria-label'))).toEqual([]);
  return controls;
}

/** Stories only: on a phone the list `name` is a list of cards that fits the screen (see expectFitsScreen). */
export async function expectCardsOnPhone(canvasElement: HTMLElement, name: string) {
  return expectFitsScreen(await within(canvasElement).findByRole('list', { name }));
}
