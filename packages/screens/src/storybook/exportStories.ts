import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale } from '@bible-admin/ui/storybook';
import type { ExportProps } from '../Admin/common/export/ExportControl';
import { exportMessages } from '../Admin/common/export/messages';

/**
 * Stories only: a list's Export in each state, for the lists that offer one (Users, Transactions): their
 * args and plays, in the story's language.
 */

type Play = (context: {
  canvasElement: HTMLElement;
  args: ExportProps;
  globals: Record<string, unknown>;
}) => Promise<void>;

const wordsOf = (globals: Record<string, unknown>) => exportMessages[storyLocale(globals)];

const exportArgs = () => ({ onExport: fn() });

/** Export offered: pressing it asks the app to download the current search. */
const playExportIdle: Play = async ({ canvasElement, args, globals }) => {
  const words = wordsOf(globals);
  await userEvent.click(within(canvasElement).getByRole('button', { name: words.export }));
  await expect(args.onExport).toHaveBeenCalledOnce();
};

/** The link being prepared: said so, and no second export meanwhile. */
const playExportPreparing: Play = async ({ canvasElement, globals }) => {
  const words = wordsOf(globals);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(words.preparing);
  await expect(canvas.queryByRole('button', { name: words.export })).toBeNull();
};

/** The browser has the download: the page says so (no progress of its own), and Export is there again. */
const playExportStarted: Play = async ({ canvasElement, args, globals }) => {
  const words = wordsOf(globals);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(words.started);
  await userEvent.click(canvas.getByRole('button', { name: words.export }));
  await expect(args.onExport).toHaveBeenCalledOnce();
};

/** The refusal an admin meets most: every export slot taken, as the app words it (the server's detail; Hebrew). */
const exportBusyError = 'At most 2 exports of one admin and 4 in all run at once. Try again in 10 seconds.';
const hebrewExportBusyError = 'כבר רצים כמה ייצואים. נסו שוב בעוד כמה שניות.';

const preparingExport = { status: 'preparing' } as const;
const startedExport = { status: 'started' } as const;
const failedExport = { status: 'failed', error: exportBusyError } as const;
export const failedExportHebrew = { ...failedExport, error: hebrewExportBusyError } as const;

/** It failed: an alert says so and why, and Export is there to try again. */
const playExportFailed: Play = async ({ canvasElement, args, globals }) => {
  const words = wordsOf(globals);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(`${words.failed} ${args.exportState?.error}`);
  await userEvent.click(canvas.getByRole('button', { name: words.export }));
  await expect(args.onExport).toHaveBeenCalledOnce();
};

/**
 * The export stories a list's story file exports (the same in Users and Transactions), beside a search; each
 * file calls it once, for spies of its own.
 */
export const exportStories = () => ({
  /** The list's Export, offered: it downloads the current search, every page of it. */
  idle: {
    args: { search: 'cohen', ...exportArgs() },
    play: playExportIdle,
    parameters: { blurBeforeScreenshot: true },
  },
  /** Its download link being prepared. */
  preparing: {
    args: { search: 'cohen', exportState: preparingExport, ...exportArgs() },
    play: playExportPreparing,
    parameters: { blurBeforeScreenshot: true },
  },
  /** Handed to the browser, which downloads the file and shows its progress. */
  started: {
    args: { search: 'cohen', exportState: startedExport, ...exportArgs() },
    play: playExportStarted,
    parameters: { blurBeforeScreenshot: true },
  },
  /** The export failed: why, and Export to try again. */
  failed: {
    args: { search: 'cohen', exportState: failedExport, ...exportArgs() },
    play: playExportFailed,
    parameters: { blurBeforeScreenshot: true },
  },
  /** At phone width the Export and its note wrap under the title, above the search box. */
  startedPhone: {
    args: { search: 'cohen', exportState: startedExport, ...exportArgs() },
    play: playExportStarted,
    parameters: { blurBeforeScreenshot: true, viewportWidth: 390 },
  },
});
