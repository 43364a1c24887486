import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { chapterSummaries, versesOf } from '../../storybook/fixtures/chapters';
import { genesisVerses } from '../../storybook/fixtures/genesis';
import { expectCardsOnPhone } from '../../storybook/storyActions';
import { ChapterVerses, type ChapterVersesProps } from './ChapterVerses';
import { chapterVersesMessages } from './messages';

const genesis1 = versesOf(1, 'ch-1');

/** Like the app: a removed verse is gone once the chapter's verses are read again. */
function LikeTheApp(args: ChapterVersesProps) {
  const [verses, setVerses] = useState(args.verses);
  return (
    <ChapterVerses
      {...args}
      verses={verses}
      onRemove={(verse) => {
        args.onRemove(verse);
        setVerses(verses.filter((shown) => shown._id !== verse._id));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/ChapterVerses',
  component: ChapterVerses,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    chapterId: 'ch-1',
    chapter: chapterSummaries[0],
    verses: genesis1,
    onRetry: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ChapterVerses>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => ({
  words: chapterVersesMessages[storyLocale(globals)],
  ui: uiWords(globals),
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { status: 'loading', chapter: null, verses: [] },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: words.tableLabel })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: words.addReadingVerse })).toHaveAttribute(
      'href',
      '/add-verse/ch-1',
    );
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Error: Story = {
  args: { status: 'error', verses: [] },
  play: async ({ args, canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.loadError);
    await userEvent.click(canvas.getByRole('button', { name: ui.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const ErrorHebrew = hebrew<Story>(Error);

export const Empty: Story = {
  args: { chapterId: 'ch-3', chapter: chapterSummaries[2], verses: [] },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title(3) })).toBeVisible();
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible();
    await expect(canvas.getByText(words.emptyDescription)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: words.addReadingVerse });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/add-verse/ch-3');
  },
};
export const EmptyHebrew = hebrew<Story>(Empty);

export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title(1) })).toBeVisible();
    const table = canvas.getByRole('table', { name: words.tableLabel });
    for (const header of [words.verse, words.image, words.contentPreview, words.version, words.actions]) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const firstRow = within(table).getAllByRole('row')[1]!;
    await expect(within(firstRow).getByText(genesisVerses[0]![0]!)).toHaveAttribute('dir', 'rtl');
    await expect(within(firstRow).getByText(words.reading)).toBeVisible();
    await expect(within(firstRow).getByRole('img', { name: words.verseImageAlt(1) })).toBeVisible();
    await expect(within(firstRow).getByRole('link', { name: words.editVerse(1) })).toHaveAttribute(
      'href',
      '/edit-verse/ch-1-v1',
    );
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent(words.noImage);
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** Support reads the verses: no Add Reading Verse, no actions column, no Edit or Remove. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: words.tableLabel });
    await expect(within(table).getByText(genesisVerses[0]![0]!)).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: words.actions })).toBeNull();
    await expect(within(table).queryByRole('link', { name: words.editVerse(1) })).toBeNull();
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: words.addReadingVerse })).toBeNull();
  },
};
export const ReadOnlyHebrew = hebrew<Story>(ReadOnly);

/** A verse longer than 300 characters shows its first 300 and an ellipsis. */
export const LongVersePreview: Story = {
  args: {
    verses: [
      {
        ...genesis1[0]!,
        content: `<p>${genesis1
          .slice(0, 4)
          .map((verse) => verse.content.replace(/<\/?p>/g, ''))
          .join(' ')}</p>`,
        verse_content: `<p>${genesis1
          .slice(0, 4)
          .map((verse) => verse.content.replace(/<\/?p>/g, ''))
          .join(' ')}</p>`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByRole('cell')[2]!;
    const text = cell.textContent ?? '';
    await expect(text.endsWith('…')).toBe(true);
    await expect(text.length).toBeLessThanOrEqual(301);
  },
};
export const LongVersePreviewHebrew = hebrew<Story>(LongVersePreview);

export const RemoveConfirmation: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.removeVerse(2) }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.removeTitle });
    await expect(dialog).toHaveTextContent(words.removeMessage(2));
    await expect(within(dialog).getByRole('button', { name: words.cancel })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
export const RemoveConfirmationHebrew = hebrew<Story>(RemoveConfirmation);

/** Cancel: nothing removed, the list as it was, focus back on the verse's Remove. */
export const RemoveCancelled: Story = {
  parameters: { before: 'RemoveConfirmation' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const remove = within(canvasElement).getByRole('button', { name: words.removeVerse(2) });
    await userEvent.click(remove);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.removeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(remove).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
export const RemoveCancelledHebrew = hebrew<Story>(RemoveCancelled);

/** Confirmed: the app removes verse 2, and the list, read again, goes from verse 1 to verse 3. */
export const RemoveConfirmed: Story = {
  render: (args) => <LikeTheApp {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.removeVerse(2) }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.removeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: words.remove }));
    await expect(args.onRemove).toHaveBeenCalledWith(genesis1[1]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('link', { name: words.editVerse(2) })).not.toBeInTheDocument();
    // The header row, verse 1, then verse 3.
    const rows = within(canvas.getByRole('table', { name: words.tableLabel })).getAllByRole('row');
    await expect(within(rows[2]!).getByRole('link', { name: words.editVerse(3) })).toBeVisible();
  },
  parameters: { before: 'Populated', blurBeforeScreenshot: true },
};
export const RemoveConfirmedHebrew = hebrew<Story>(RemoveConfirmed);

/** While the app removes the verse, the dialog stays open and busy. */
export const Removing: Story = {
  args: { removingId: 'ch-1-v2' },
  parameters: { before: 'Populated' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.removeTitle });
    await expect(within(dialog).getByRole('button', { name: words.removing })).toBeDisabled();
  },
};
export const RemovingHebrew = hebrew<Story>(Removing);

/** At phone width the verses are cards that fit the screen, each verse's Edit and Remove in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const controls = await expectCardsOnPhone(canvasElement, words.tableLabel);
    const names = controls.map((control) => control.getAttribute('aria-label'));
    await expect(names).toEqual(expect.arrayContaining([words.editVerse(1), words.removeVerse(1)]));
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
