import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChapterSummary } from '@bible-admin/contract';
import { useToast } from '@bible-admin/ui';
import { silentWav } from '@bible-admin/ui/storybook';
import { chapterSummaries, images } from '../fixtures/chapters';
import { restingRows, type ChapterRow, type VoiceAudio } from './audio';
import { ChaptersList, type ChaptersListProps } from './ChaptersList';
import {
  expectCardsOnPhone,
  expectKeptRowsAlert,
  reloadFailedError,
  serverListArgs,
} from '../common/storyActions';
import { expectToast, withToasts } from '../common/storyToasts';

/** Names for Genesis 4–10 (the first three come from the shared fixtures). */
const moreNames = ['קַיִן וְהֶבֶל', 'תּוֹלְדוֹת אָדָם', 'בְּנֵי הָאֱלֹהִים', 'הַמַּבּוּל', 'וַיִּזְכֹּר אֱלֹהִים', 'הַקֶּשֶׁת', 'תּוֹלְדוֹת בְּנֵי נֹחַ'];
const firstPage: ChapterSummary[] = [
  ...chapterSummaries,
  ...moreNames.map((name, index) => ({
    ...chapterSummaries[1]!,
    _id: `ch-${index + 4}`,
    chapter_number: index + 4,
    chapter_name: name,
    verses: [26, 32, 22, 24, 22, 29, 32][index]!,
    chapter_cover_image: index % 2 === 0 ? images.edenCover : images.creationCover,
    audio_url_male: index % 3 === 0 ? '/media/audio/male.mp3' : null,
    audio_url_female: index % 3 === 0 ? '/media/audio/female.mp3' : null,
  })),
];
const resting = restingRows(firstPage);
const creation = chapterSummaries[0]!.chapter_name;
const eden = chapterSummaries[1]!.chapter_name;

/** Names and verse counts of Genesis 11–20: the second page. */
const secondNames = [
  'מִגְדַּל בָּבֶל',
  'לֶךְ־לְךָ',
  'אַבְרָם וְלוֹט',
  'מִלְחֶמֶת הַמְּלָכִים',
  'בְּרִית בֵּין הַבְּתָרִים',
  'הָגָר',
  'בְּרִית מִילָה',
  'וַיֵּרָא',
  'סְדֹם',
  'אֲבִימֶלֶךְ',
];
const secondPage: ChapterSummary[] = secondNames.map((name, index) => ({
  ...chapterSummaries[1]!,
  _id: `ch-${index + 11}`,
  chapter_number: index + 11,
  chapter_name: name,
  verses: [32, 20, 18, 24, 21, 16, 27, 33, 38, 18][index]!,
  chapter_cover_image: index % 2 === 0 ? images.creationCover : images.edenCover,
  audio_url_male: index % 4 === 0 ? '/media/audio/male.mp3' : null,
  audio_url_female: null,
}));

/**
 * Like the app: a page asked for comes back with its chapters; a deleted chapter is gone once the list is read again
 * (the next chapter moves up, one fewer in all) and the app says so in a toast (the spec's words; the app's come from
 * its catalogue).
 */
function LikeTheApp(args: ChaptersListProps) {
  const toast = useToast();
  const [chapters, setChapters] = useState(() => restingRows([...firstPage, ...secondPage]));
  const [page, setPage] = useState(args.page);
  const [total, setTotal] = useState(args.total);
  const from = (page - 1) * args.pageSize;
  return (
    <ChaptersList
      {...args}
      rows={chapters.slice(from, from + args.pageSize)}
      page={page}
      total={total}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
      onDelete={(chapter) => {
        args.onDelete(chapter);
        setChapters(chapters.filter((row) => row.chapter._id !== chapter._id));
        setTotal(total - 1);
        toast.success('Chapter Deleted Successfully');
      }}
    />
  );
}

/** The first page with one voice of one chapter in the given state. */
function withAudio(chapterId: string, voice: 'male' | 'female', audio: VoiceAudio): ChapterRow[] {
  return resting.map((row) =>
    row.chapter._id === chapterId ? { ...row, audio: { ...row.audio, [voice]: audio } } : row,
  );
}

const meta = {
  title: 'Screens/Admin/ChaptersList',
  component: ChaptersList,
  args: {
    status: 'ready',
    rows: resting,
    ...serverListArgs(50),
    pageSize: 10,
    onBannerClose: fn(),
    onDelete: fn(),
    onAudioAction: fn(),
  },
} satisfies Meta<typeof ChaptersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const row = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).getByRole('link', { name }).closest('tr') as HTMLElement;

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Genesis Chapters' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Chapters' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [], total: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch chapters');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A search failed: the chapters shown stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { search: 'נח', loadError: reloadFailedError },
  play: async ({ args, canvasElement }) =>
    expectKeptRowsAlert(canvasElement, { title: 'Failed to fetch chapters', keptRow: creation, ...args }),
  parameters: { blurBeforeScreenshot: true },
};

/** Past the server's cap the total is a lower bound: the pager says 'more than'. */
export const TotalIsLowerBound: Story = {
  args: { total: 10_000, totalIsLowerBound: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText(/more than/i)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No chapters yet')).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'Add Chapter' })) {
      await expect(link).toHaveAttribute('href', '/add-chapter');
    }
  },
};

/** Names (or 'Chapter {n}'), covers (or a placeholder), badges, per-voice controls, paging. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add Chapter' })).toHaveAttribute('href', '/add-chapter');
    const first = row(canvasElement, creation);
    await expect(within(first).getByRole('link', { name: creation })).toHaveAttribute('dir', 'rtl');
    await expect(within(first).getByRole('link', { name: creation })).toHaveAttribute(
      'href',
      '/chapter-details/ch-1',
    );
    await expect(within(first).getByRole('img', { name: `Cover of ${creation}` })).toBeVisible();
    await expect(within(first).getByText('Reading')).toBeVisible();
    await expect(within(first).getByText('Audio')).toBeVisible();
    await expect(
      within(first).getByRole('button', { name: `Play male voice audio of ${creation}` }),
    ).toBeVisible();
    await expect(
      within(first).getByRole('button', { name: `Generate female voice audio for ${creation}` }),
    ).toBeEnabled();
    await expect(within(first).getByRole('link', { name: `Edit ${creation}` })).toHaveAttribute(
      'href',
      '/edit-chapter/ch-1',
    );
    // A chapter without a name or cover: 'Chapter 3', a placeholder, no 'Audio' badge.
    const third = row(canvasElement, 'Chapter 3');
    await expect(within(third).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(third).queryByText('Audio')).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–10 of 50');
  },
};

/** The search box reports what was typed (after a pause); the server searches by name or number. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search chapters by name or number' }),
      '3',
    );
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('3'));
  },
};

/** The answer to a search by number: the rows kept while it loaded, now the one match. */
export const SearchResults: Story = {
  args: { search: '3', rows: restingRows([chapterSummaries[2]!]), total: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('3');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–1 of 1');
  },
};

export const Searching: Story = {
  args: { search: 'גן', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Chapters' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NoResults: Story = {
  args: { search: 'Babel', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No chapters match "Babel"')).toBeVisible();
  },
};

/** Next asks the app for page 2, which shows Genesis 11–20. */
export const NextPage: Story = {
  render: (args) => <LikeTheApp {...args} />,
  decorators: [withToasts],
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(await canvas.findByRole('link', { name: secondNames[0] })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: creation })).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('11–20 of 50');
  },
};

const bannerStory = (type: 'success' | 'error' | 'warning' | 'info', message: string): Story => ({
  args: { banner: { type, message }, bannerAutoCloseMs: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole(type === 'error' ? 'alert' : 'status')).toHaveTextContent(
      message,
    );
  },
});
export const BannerSuccess = bannerStory('success', 'Chapter added successfully!');
export const BannerError = bannerStory('error', 'Failed to delete chapter');
export const BannerWarning = bannerStory('warning', 'Chapter 3 has no audio content yet.');
// An info banner says something worth knowing, never that a save worked (that is a success banner).
export const BannerInfo = bannerStory(
  'info',
  'Audio is not updated with the text: regenerate it after an edit.',
);

export const BannerClosed: Story = {
  args: { banner: { type: 'success', message: 'Chapter updated successfully!' }, bannerAutoCloseMs: null },
  parameters: {
    sameBaselineAs: 'the list once its banner is closed',
    before: 'BannerSuccess',
    blurBeforeScreenshot: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('status')).getByRole('button', { name: 'Close' }));
    await expect(args.onBannerClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Chapter updated successfully!')).not.toBeInTheDocument();
  },
};

/** The app keeps the spec's 5000 ms; the story shortens it to see the banner go. */
export const BannerAutoCloses: Story = {
  args: { banner: { type: 'success', message: 'Chapter added successfully!' }, bannerAutoCloseMs: 300 },
  parameters: { sameBaselineAs: 'the list once its banner closed by itself', before: 'BannerSuccess' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onBannerClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(within(canvasElement).queryByText('Chapter added successfully!')).not.toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Remove ${eden}` }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Chapter' });
    await expect(dialog).toHaveTextContent(
      `Are you sure you want to delete chapter "${eden}"? This action cannot be undone.`,
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Confirmed: the app deletes the chapter; the list, read again, is without it, and a toast says it is done. */
export const DeleteConfirmed: Story = {
  render: (args) => <LikeTheApp {...args} />,
  decorators: [withToasts],
  parameters: { before: 'Populated', blurBeforeScreenshot: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chapter 3' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Chapter' });
    await expect(dialog).toHaveTextContent('delete chapter "Chapter 3"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(chapterSummaries[2]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('link', { name: 'Chapter 3' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: secondNames[0] })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–10 of 49');
    await expectToast(canvasElement, 'Chapter Deleted Successfully');
  },
};

export const Deleting: Story = {
  args: { deletingId: 'ch-2' },
  parameters: { before: 'Populated' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Chapter' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

/** No audio content: Generate is disabled and says why on focus and hover. */
export const AudioNoContent: Story = {
  play: async ({ canvasElement }) => {
    const third = row(canvasElement, 'Chapter 3');
    const generate = within(third).getByRole('button', { name: 'Generate male voice audio for Chapter 3' });
    await expect(generate).toBeDisabled();
    (generate.parentElement as HTMLElement).focus();
    await expect(within(third).getAllByRole('tooltip', { hidden: true })[0]).toHaveTextContent(
      'You need to first add audio content for this chapter to generate the audio',
    );
    await expect(within(third).getAllByRole('tooltip')[0]).toBeVisible();
  },
};

export const AudioMissing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Generate male voice audio for ${eden}` }),
    );
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[1], 'male', 'request-generate');
  },
};

export const AudioConfirming: Story = {
  args: { rows: withAudio('ch-2', 'male', { state: 'confirm-generate' }) },
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Generate Audio' });
    await expect(dialog).toHaveTextContent('It may take up to 30 seconds.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[1], 'male', 'confirm-generate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onAudioAction).toHaveBeenLastCalledWith(chapterSummaries[1], 'male', 'dismiss');
  },
};

export const AudioGenerating: Story = {
  args: { rows: withAudio('ch-2', 'male', { state: 'generating', elapsedSeconds: 12 }) },
  play: async ({ canvasElement }) => {
    const second = row(canvasElement, eden);
    const progress = within(second).getByRole('progressbar', { name: `male voice audio of ${eden}` });
    await expect(progress).toHaveAttribute('aria-valuenow', '12');
    await expect(progress).toHaveAttribute('aria-valuemax', '30');
    await expect(within(second).getByText('Generating... 12s')).toBeVisible();
    await expect(within(second).getByText('May take up to 30s')).toBeVisible();
  },
};

export const AudioReady: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Play male voice audio of ${creation}` }),
    );
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[0], 'male', 'play');
  },
};

export const AudioNowPlaying: Story = {
  args: { rows: withAudio('ch-1', 'male', { state: 'playing', url: silentWav(3) }) },
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Now Playing' });
    const player = within(dialog).getByRole('group', { name: 'Male voice' });
    await waitFor(() => expect(within(player).getByText('0:03')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Audio' }));
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[0], 'male', 'request-regenerate');
  },
};

export const AudioRegenerateConfirmation: Story = {
  args: { rows: withAudio('ch-1', 'male', { state: 'confirm-regenerate', url: silentWav(3) }) },
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Regenerate Audio' });
    await expect(dialog).toHaveTextContent('The current audio will be overwritten.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[0], 'male', 'confirm-regenerate');
  },
};

export const AudioRegenerating: Story = {
  args: { rows: withAudio('ch-1', 'male', { state: 'regenerating', url: silentWav(3), elapsedSeconds: 27 }) },
  play: async ({ canvasElement }) => {
    const first = row(canvasElement, creation);
    await expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '27');
    await expect(within(first).getByText('Regenerating... 27s')).toBeVisible();
  },
};

export const AudioFailed: Story = {
  args: { rows: withAudio('ch-2', 'female', { state: 'failed', action: 'generate', url: null }) },
  play: async ({ args, canvasElement }) => {
    const second = row(canvasElement, eden);
    const reason = within(second).getByText('Failed to generate audio');
    await expect(reason).toBeVisible();
    // Whole, inside its row, at the table's text size.
    const box = reason.getBoundingClientRect();
    const rowBox = second.getBoundingClientRect();
    await expect(box.top >= rowBox.top && box.bottom <= rowBox.bottom).toBe(true);
    await expect(reason.scrollWidth).toBeLessThanOrEqual(reason.clientWidth);
    await expect(getComputedStyle(reason).fontSize).toBe(getComputedStyle(reason.closest('td')!).fontSize);
    await userEvent.click(
      within(second).getByRole('button', { name: `Retry: female voice audio of ${eden}` }),
    );
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[1], 'female', 'request-generate');
  },
};

export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    const controls = await expectCardsOnPhone(canvasElement, 'Chapters');
    // Each chapter's Edit and Remove, and its voices' buttons, are in view.
    for (const name of [`Edit ${creation}`, `Remove ${creation}`]) {
      await expect(controls.some((control) => control.getAttribute('aria-label') === name)).toBe(true);
    }
    await expect(within(canvasElement).getByRole('link', { name: 'Add Chapter' })).toBeVisible();
  },
};
