import { expect, fn, userEvent, within } from 'storybook/test';
import { formatFor } from '@bible-admin/ui';
import { storyLocale } from '@bible-admin/ui/storybook';
import { hebrewLoadError, reloadFailedError } from './storyActions';
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

const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return { words: exportMessages[locale], format: formatFor(locale) };
};

const exportArgs = () => ({ onExport: fn(), onCancelExport: fn() });

/** Export offered: pressing it asks the app to download the current search. */
const playExportIdle: Play = async ({ canvasElement, args, globals }) => {
  const { words } = copy(globals);
  await userEvent.click(within(canvasElement).getByRole('button', { name: words.export }));
  await expect(args.onExport).toHaveBeenCalledOnce();
};

const runningExport = { status: 'running', rows: 12_345 } as const;

/** Downloading: the rows so far, and Cancel, which asks the app to stop; no second export meanwhile. */
const playExportRunning: Play = async ({ canvasElement, args, globals }) => {
  const { words, format } = copy(globals);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(words.exporting(format.number(12_345)));
  await expect(canvas.queryByRole('button', { name: words.export })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: words.cancelExport }));
  await expect(args.onCancelExport).toHaveBeenCalledOnce();
};

const failedExport = { status: 'failed', rows: 4000, error: reloadFailedError } as const;
export const failedExportHebrew = { ...failedExport, error: hebrewLoadError.timeout } as const;

/** It failed: an alert says so and why, and Export is there to try again. */
const playExportFailed: Play = async ({ canvasElement, args, globals }) => {
  const { words } = copy(globals);
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
  /** Downloading: the rows so far, and Cancel. */
  running: {
    args: { search: 'cohen', exportState: runningExport, ...exportArgs() },
    play: playExportRunning,
    parameters: { blurBeforeScreenshot: true },
  },
  /** The download failed: why, and Export to try again. */
  failed: {
    args: { search: 'cohen', exportState: failedExport, ...exportArgs() },
    play: playExportFailed,
    parameters: { blurBeforeScreenshot: true },
  },
  /** At phone width the Export and its progress wrap under the title, above the search box. */
  runningPhone: {
    args: { search: 'cohen', exportState: runningExport, ...exportArgs() },
    play: playExportRunning,
    parameters: { blurBeforeScreenshot: true, viewportWidth: 390 },
  },
});
