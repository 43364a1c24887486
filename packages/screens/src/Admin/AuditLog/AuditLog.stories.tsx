import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatFor } from '@bible-admin/ui';
import { hebrew, storyLocale } from '@bible-admin/ui/storybook';
import {
  expectCardsOnPhone,
  expectKeptRowsAlert,
  expectLoadErrorState,
  hebrewLoadError,
  reloadFailedError,
} from '../../storybook/storyActions';
import { StoryLinks } from '../../storybook/storyLinks';
import { AuditLog, noAuditLogFilters } from './AuditLog';
import { admins, auditEvents, now, whatHappenedEvents } from '../../storybook/fixtures/auditLog';
import { auditLogMessages } from './messages';

const meta = {
  title: 'Screens/Admin/AuditLog',
  component: AuditLog,
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
  args: {
    status: 'ready',
    events: auditEvents,
    admins,
    now,
    filters: noAuditLogFilters,
    onFiltersChange: fn(),
    page: 1,
    pageSize: 50,
    total: auditEvents.length,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words and formats in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return { words: auditLogMessages[locale], format: formatFor(locale) };
};

const table = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }));
const rowOf = (canvasElement: HTMLElement, globals: Record<string, unknown>, text: string) =>
  within(table(canvasElement, globals).getAllByText(text)[0]!.closest('tr')!);
/** A row's What and Record cells, whose lines hold isolated values. */
const cellsOf = (row: ReturnType<typeof rowOf>) => {
  const [, , what, record] = row.getAllByRole('cell');
  return { what: what!, record: record! };
};

export const Loading: Story = {
  args: { status: 'loading', events: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

/** Who, when (how long ago and exactly), what in words, and the record, linked while it exists. */
export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, format } = copy(globals);
    const rows = table(canvasElement, globals);
    await expect(rows.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      words.when,
      words.who,
      words.what,
      words.record,
    ]);
    // The export: five minutes ago, the exact time beside it, by Dana, with its list, search and rows.
    const exported = rowOf(canvasElement, globals, format.relativeTime(auditEvents[0]!.created_at, now));
    await expect(exported.getByText(format.dateTime(auditEvents[0]!.created_at))).toBeVisible();
    await expect(exported.getByText('Dana Shapiro')).toBeVisible();
    await expect(exported.getByText('"cohen"')).toBeVisible();
    await expect(exported.getByText(words.exportRows('1,234'))).toBeVisible();
    // A chapter that still exists is a link to its page; a deleted plan is named gone, with no link.
    const chapter = rowOf(canvasElement, globals, words.kinds['chapter.updated']);
    await expect(chapter.getByRole('link')).toHaveAttribute('href', '/chapter-details/c1');
    // Changed fields by their names in the screen's language, each short one old → new.
    const names = words.fields.chapter;
    await expect(cellsOf(chapter).what).toHaveTextContent(
      `${words.changed} ${names.chapter_name}: Genesis 1 ${words.arrow} בראשית א; ${names.verses}: 30 ${words.arrow} 31`,
    );
    const plan = rowOf(canvasElement, globals, words.kinds['plan.deleted']);
    await expect(plan.queryByRole('link')).toBeNull();
    await expect(plan.getByText(words.recordGone)).toBeVisible();
    // A price is shown in the admin's format, left to right.
    const price = rowOf(canvasElement, globals, words.kinds['plan.updated']);
    await expect(cellsOf(price).what).toHaveTextContent(
      `${words.changed} ${words.fields.plan.price}: ${format.money(9.99)} ${words.arrow} ${format.money(12)}`,
    );
    // A failed sign-in: not signed in, the address it tried. Payment keys: only that the secret was replaced.
    const failed = rowOf(canvasElement, globals, words.kinds['auth.login_failed']);
    await expect(failed.getByText(words.notSignedIn)).toBeVisible();
    await expect(failed.getByText('guess@example.com')).toBeVisible();
    const keys = rowOf(canvasElement, globals, words.kinds['payment_keys.updated']);
    await expect(keys.getByText(`${words.changed} ${words.fields.stripe.secret_key}`)).toBeVisible();
    // Repeated refusals counted; an admin's own password change names their account, unlinked.
    await expect(rows.getByText(words.times('12'))).toBeVisible();
    const password = rowOf(canvasElement, globals, words.kinds['password.changed']);
    await expect(password.getByText(words.ownAccount)).toBeVisible();
    await expect(password.queryByRole('link')).toBeNull();
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/**
 * What happened, as each event wrote it: a status switched (Active → Inactive in words), the voice of a
 * narration, a deleted plan still named, rich text only named as changed, an old row without a name still
 * read; a long Hebrew name in the English log is cut at its own end, not its start.
 */
export const WhatHappened: Story = {
  args: {
    events: whatHappenedEvents,
    total: whatHappenedEvents.length,
  },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const rows = table(canvasElement, globals);
    const { statuses, voices } = words.values;
    const switched = cellsOf(rowOf(canvasElement, globals, words.kinds['plan.status_changed']));
    await expect(switched.what).toHaveTextContent(
      `${words.changed} ${words.fields.plan.status}: ${statuses.active} ${words.arrow} ${statuses.inactive}`,
    );
    const narrated = cellsOf(rowOf(canvasElement, globals, words.kinds['narration.generated']));
    await expect(narrated.what).toHaveTextContent(`${words.kinds['narration.generated']}${voices.female}`);
    const [old, silver] = rows
      .getAllByText(words.kinds['plan.deleted'])
      .map((text) => cellsOf(within(text.closest('tr')!)).record);
    await expect(silver).toHaveTextContent(`${words.records.plan}: Silver${words.recordGone}`);
    await expect(old).toHaveTextContent(`${words.records.plan}${words.recordGone}`);
    const edited = cellsOf(rowOf(canvasElement, globals, words.kinds['chapter.updated']));
    await expect(edited.what).toHaveTextContent(
      `${words.changed} ${words.fields.chapter.status}: ${statuses.inactive} ${words.arrow} ${statuses.active}; ${words.fields.chapter.chapter_content}`,
    );
    await expect(edited.what).not.toHaveTextContent('characters');
    // The Hebrew name reads right to left in its own run, cut with its own ellipsis (at its end).
    const name = within(narrated.record).getByText('בראשית פרק ב׳ (ויכלו השמים והארץ וכל צבאם)');
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
export const WhatHappenedHebrew = hebrew<Story>(WhatHappened);

/**
 * A range whose first day is after its last is said by the fields, in the admin's language, and never
 * sent: the filters keep the last good range.
 */
export const RangeInverted: Story = {
  args: { filters: { ...noAuditLogFilters, from: '2025-07-03' } },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText(words.to);
    await userEvent.type(to, '2025-06-01');
    await expect(await canvas.findByText(words.rangeInverted)).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // Put right, the range is sent and the message goes.
    await userEvent.clear(to);
    await userEvent.type(to, '2025-07-04');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...args.filters, to: '2025-07-04' });
    await expect(canvas.queryByText(words.rangeInverted)).toBeNull();
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06-01');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const RangeInvertedHebrew = hebrew<Story>(RangeInverted);

/** Filtered by admin and days: the filters show it, a kind chosen is reported, Clear filters empties them. */
export const Filtered: Story = {
  args: {
    filters: { admin: 'a1', kind: '', from: '2025-06-01', to: '2025-07-03' },
    events: auditEvents.filter((event) => event.actor_id === 'a1').slice(0, 3),
    total: 3,
  },
  play: async ({ canvasElement, args, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: words.admin })).toHaveValue('a1');
    await expect(canvas.getByLabelText(words.from)).toHaveValue('2025-06-01');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: words.kind }),
      words.kinds['plan.updated'],
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...args.filters, kind: 'plan.updated' });
    await userEvent.click(canvas.getByRole('button', { name: words.clearFilters }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noAuditLogFilters);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const FilteredHebrew = hebrew<Story>(Filtered);

/** A log with no event yet: no filter to clear. */
export const Empty: Story = {
  args: { events: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('cell', { name: words.noEvents })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: words.clearFilters })).toBeNull();
  },
};
export const EmptyHebrew = hebrew<Story>(Empty);

/** Filters that match nothing say so (not "no events yet"). */
export const NoResults: Story = {
  args: {
    events: [],
    total: 0,
    filters: { admin: 'a2', kind: 'payment_keys.updated', from: '', to: '' },
  },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expect(within(canvasElement).getByRole('cell', { name: words.noResults })).toBeVisible();
  },
};
export const NoResultsHebrew = hebrew<Story>(NoResults);

export const Error: Story = {
  args: { status: 'error', events: [], total: 0, loadError: 'Failed to fetch the audit log' },
  play: async ({ canvasElement, args, globals }) =>
    expectLoadErrorState(canvasElement, { title: copy(globals).words.errorTitle, ...args }),
  parameters: { blurBeforeScreenshot: true },
};
export const ErrorHebrew = hebrew<Story>({
  ...Error,
  args: { ...Error.args, loadError: hebrewLoadError.unreachable },
});

/** A reload (a filter, a page) failed: the last rows stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { loadError: reloadFailedError, filters: { ...noAuditLogFilters, kind: 'list.exported' } },
  play: async ({ canvasElement, args, globals }) =>
    expectKeptRowsAlert(canvasElement, {
      title: copy(globals).words.errorTitle,
      keptRow: 'Dana Shapiro',
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};
export const ReloadFailedHebrew = hebrew<Story>({
  ...ReloadFailed,
  args: { ...ReloadFailed.args, loadError: hebrewLoadError.timeout },
});

/** At phone width the filters stack and each event is a card, all of it in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  args: { events: auditEvents.slice(0, 5), total: 5 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await expectCardsOnPhone(canvasElement, words.tableLabel);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
