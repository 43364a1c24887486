import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChapterSummary } from '@bible-admin/contract';
import { useToast, useUILocale } from '@bible-admin/ui';
import { hebrew, silentWav, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { chapterSummaries, images } from '../../storybook/fixtures/chapters';
import { capitalise } from '../common/capitalise';
import { restingRows, type ChapterRow, type VoiceAudio } from './audio';
import { ChaptersList, type ChaptersListProps } from './ChaptersList';
import { chaptersListMessages } from './messages';
import {
  expectCardsOnPhone,
  expectKeptRowsAlert,
  expectLoadErrorState,
  hebrewLoadError,
  reloadFailedError,
  serverListArgs,
} from '../../storybook/storyActions';
import { expectToast, withToasts } from '../../storybook/storyToasts';

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

/** The app's toast once a chapter is deleted (the spec's words; the app's come from its catalogue). */
const deletedToast = { en: 'Chapter Deleted Successfully', he: 'הפרק נמחק בהצלחה' };

/**
 * Like the app: a page asked for comes back with its chapters; a deleted chapter is gone once the list is read again
 * (the next chapter moves up, one fewer in all) and the app says so in a toast, in the admin's language.
 */
function LikeTheApp(args: ChaptersListProps) {
  const toast = useToast();
  const locale = useUILocale();
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
        toast.success(deletedToast[locale]);
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

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const words = chaptersListMessages[storyLocale(globals)];
  return { words, ui: uiWords(globals), third: words.fallbackName(3) };
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const row = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).getByRole('link', { name }).closest('tr') as HTMLElement;
const pager = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('navigation', { name: copy(globals).ui.pagination.navigation });

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(canvas.getByRole('table', { name: words.tableLabel })).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const LoadError: Story = {
  args: { status: 'error', rows: [], total: 0 },
  play: async ({ args, canvasElement, globals }) =>
    expectLoadErrorState(canvasElement, { title: copy(globals).words.loadError, ...args }),
};
export const LoadErrorHebrew = hebrew<Story>(LoadError);

/** A search failed: the chapters shown stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { search: 'נח', loadError: reloadFailedError },
  play: async ({ args, canvasElement, globals }) =>
    expectKeptRowsAlert(canvasElement, { title: copy(globals).words.loadError, keptRow: creation, ...args }),
  parameters: { blurBeforeScreenshot: true },
};
export const ReloadFailedHebrew = hebrew<Story>({
  ...ReloadFailed,
  args: { ...ReloadFailed.args, loadError: hebrewLoadError.timeout },
});

/** Past the server's cap the total is a lower bound: the pager says 'more than'. */
export const TotalIsLowerBound: Story = {
  args: { total: 10_000, totalIsLowerBound: true },
  play: async ({ canvasElement, globals }) => {
    const moreThan = copy(globals).ui.pagination.moreThan('').trim();
    await expect(within(pager(canvasElement, globals)).getByText(new RegExp(moreThan, 'i'))).toBeVisible();
  },
};
export const TotalIsLowerBoundHebrew = hebrew<Story>(TotalIsLowerBound);

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: words.addChapter })) {
      await expect(link).toHaveAttribute('href', '/add-chapter');
    }
  },
};
export const EmptyHebrew = hebrew<Story>(Empty);

/** Names (or 'Chapter {n}'), covers (or a placeholder), badges, per-voice controls, paging. */
/** Support sees the chapters as they are: no Add Chapter, no narration controls, no Edit or Remove. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    const first = within(row(canvasElement, creation));
    await expect(first.getByRole('link', { name: creation })).toHaveAttribute(
      'href',
      '/chapter-details/ch-1',
    );
    await expect(canvas.queryByRole('link', { name: words.addChapter })).toBeNull();
    await expect(first.queryByRole('link', { name: words.editChapter(creation) })).toBeNull();
    await expect(first.queryAllByRole('button')).toHaveLength(0);
  },
};
export const ReadOnlyHebrew = hebrew<Story>(ReadOnly);
/** On a phone the rows stack: still no actions, nothing wider than the screen. */
export const ReadOnlyPhone: Story = {
  args: { readOnly: true },
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: creation })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.addChapter })).toBeNull();
    await expect(canvas.queryByRole('link', { name: words.editChapter(creation) })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const ReadOnlyPhoneHebrew = hebrew<Story>(ReadOnlyPhone);

export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, ui, third: thirdName } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: words.addChapter })).toHaveAttribute(
      'href',
      '/add-chapter',
    );
    const first = within(row(canvasElement, creation));
    await expect(first.getByRole('link', { name: creation })).toHaveAttribute('dir', 'rtl');
    await expect(first.getByRole('link', { name: creation })).toHaveAttribute(
      'href',
      '/chapter-details/ch-1',
    );
    await expect(first.getByRole('img', { name: words.coverAlt(creation) })).toBeVisible();
    await expect(first.getByText(words.reading)).toBeVisible();
    await expect(first.getByText(words.audio)).toBeVisible();
    await expect(
      first.getByRole('button', { name: words.playVoice(words.voice.male, creation) }),
    ).toBeVisible();
    await expect(
      first.getByRole('button', { name: words.generateVoice(words.voice.female, creation) }),
    ).toBeEnabled();
    await expect(first.getByRole('link', { name: words.editChapter(creation) })).toHaveAttribute(
      'href',
      '/edit-chapter/ch-1',
    );
    // A chapter without a name or cover: 'Chapter 3', a placeholder, no 'Audio' badge.
    const third = within(row(canvasElement, thirdName));
    await expect(third.queryByRole('img')).not.toBeInTheDocument();
    await expect(third.queryByText(words.audio)).not.toBeInTheDocument();
    await expect(pager(canvasElement, globals)).toHaveTextContent(ui.pagination.range('1–10', '50'));
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** The search box reports what was typed (after a pause); the server searches by name or number. */
export const Search: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: copy(globals).words.searchLabel }),
      '3',
    );
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('3'));
  },
};
export const SearchHebrew = hebrew<Story>(Search);

/** The answer to a search by number: the rows kept while it loaded, now the one match. */
export const SearchResults: Story = {
  args: { search: '3', rows: restingRows([chapterSummaries[2]!]), total: 1 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('3');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(pager(canvasElement, globals)).toHaveTextContent(
      copy(globals).ui.pagination.range('1–1', '1'),
    );
  },
};
export const SearchResultsHebrew = hebrew<Story>(SearchResults);

export const Searching: Story = {
  args: { search: 'גן', busy: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: copy(globals).words.tableLabel }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
export const SearchingHebrew = hebrew<Story>(Searching);

export const NoResults: Story = {
  args: { search: 'Babel', rows: [], total: 0 },
  play: async ({ args, canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(copy(globals).words.noResults(args.search))).toBeVisible();
  },
};
export const NoResultsHebrew = hebrew<Story>({ ...NoResults, args: { ...NoResults.args, search: 'בבל' } });

/** Next asks the app for page 2, which shows Genesis 11–20. */
export const NextPage: Story = {
  render: (args) => <LikeTheApp {...args} />,
  decorators: [withToasts],
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { pagination } = copy(globals).ui;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pagination.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(await canvas.findByRole('link', { name: secondNames[0] })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: creation })).not.toBeInTheDocument();
    await expect(pager(canvasElement, globals)).toHaveTextContent(pagination.range('11–20', '50'));
  },
};
export const NextPageHebrew = hebrew<Story>(NextPage);

/** A banner handed over by the previous page; its words are the app's (here the spec's, or the app's Hebrew). */
const bannerStory = (type: 'success' | 'error' | 'warning' | 'info', message: string): Story => ({
  args: { banner: { type, message }, bannerAutoCloseMs: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole(type === 'error' ? 'alert' : 'status')).toHaveTextContent(
      message,
    );
  },
});
export const BannerSuccess = bannerStory('success', 'Chapter added successfully!');
export const BannerSuccessHebrew = hebrew<Story>(bannerStory('success', 'הפרק נוסף בהצלחה!'));
export const BannerError = bannerStory('error', 'Failed to delete chapter');
export const BannerErrorHebrew = hebrew<Story>(bannerStory('error', 'מחיקת הפרק נכשלה'));
export const BannerWarning = bannerStory('warning', 'Chapter 3 has no audio content yet.');
export const BannerWarningHebrew = hebrew<Story>(bannerStory('warning', 'לפרק 3 אין עדיין תוכן שמע.'));
// An info banner says something worth knowing, never that a save worked (that is a success banner).
export const BannerInfo = bannerStory(
  'info',
  'Audio is not updated with the text: regenerate it after an edit.',
);
export const BannerInfoHebrew = hebrew<Story>(
  bannerStory('info', 'השמע לא מתעדכן עם הטקסט: אחרי עריכה יש ליצור אותו מחדש.'),
);

/** Closing the banner of `message` tells the app; the list stays without it. */
const bannerClosedStory = (message: string): Story => ({
  args: { banner: { type: 'success', message }, bannerAutoCloseMs: null },
  parameters: {
    sameBaselineAs: 'the list once its banner is closed',
    before: 'BannerSuccess',
    blurBeforeScreenshot: true,
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const close = copy(globals).ui.banner.close;
    await userEvent.click(within(canvas.getByRole('status')).getByRole('button', { name: close }));
    await expect(args.onBannerClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
});
export const BannerClosed = bannerClosedStory('Chapter updated successfully!');
export const BannerClosedHebrew = hebrew<Story>(bannerClosedStory('הפרק עודכן בהצלחה!'));

/** The app keeps the spec's 5000 ms; the story shortens it to see the banner go. */
const bannerAutoClosesStory = (message: string): Story => ({
  args: { banner: { type: 'success', message }, bannerAutoCloseMs: 300 },
  parameters: { sameBaselineAs: 'the list once its banner closed by itself', before: 'BannerSuccess' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onBannerClose).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByText(message)).not.toBeInTheDocument();
  },
});
export const BannerAutoCloses = bannerAutoClosesStory('Chapter added successfully!');
export const BannerAutoClosesHebrew = hebrew<Story>(bannerAutoClosesStory('הפרק נוסף בהצלחה!'));

export const DeleteConfirmation: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.removeChapter(eden) }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await expect(dialog).toHaveTextContent(words.deleteMessage(eden));
    await expect(within(dialog).getByRole('button', { name: words.cancel })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
export const DeleteConfirmationHebrew = hebrew<Story>(DeleteConfirmation);

/** Confirmed: the app deletes the chapter; the list, read again, is without it, and a toast says it is done. */
export const DeleteConfirmed: Story = {
  render: (args) => <LikeTheApp {...args} />,
  decorators: [withToasts],
  parameters: { before: 'Populated', blurBeforeScreenshot: true },
  play: async ({ args, canvasElement, globals }) => {
    const { words, ui, third } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.removeChapter(third) }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await expect(dialog).toHaveTextContent(words.deleteMessage(third));
    await userEvent.click(within(dialog).getByRole('button', { name: words.deleteConfirm }));
    await expect(args.onDelete).toHaveBeenCalledWith(chapterSummaries[2]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('link', { name: third })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: secondNames[0] })).toBeVisible();
    await expect(pager(canvasElement, globals)).toHaveTextContent(ui.pagination.range('1–10', '49'));
    await expectToast(canvasElement, deletedToast[storyLocale(globals)]);
  },
};
export const DeleteConfirmedHebrew = hebrew<Story>(DeleteConfirmed);

export const Deleting: Story = {
  args: { deletingId: 'ch-2' },
  parameters: { before: 'Populated' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await expect(within(dialog).getByRole('button', { name: words.deleting })).toBeDisabled();
  },
};
export const DeletingHebrew = hebrew<Story>(Deleting);

/** No audio content: Generate is disabled and says why on focus and hover. */
export const AudioNoContent: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, third: thirdName } = copy(globals);
    const third = within(row(canvasElement, thirdName));
    const generate = third.getByRole('button', { name: words.generateVoice(words.voice.male, thirdName) });
    await expect(generate).toBeDisabled();
    (generate.parentElement as HTMLElement).focus();
    await expect(third.getAllByRole('tooltip', { hidden: true })[0]).toHaveTextContent(words.noAudioContent);
    await expect(third.getAllByRole('tooltip')[0]).toBeVisible();
  },
};
export const AudioNoContentHebrew = hebrew<Story>(AudioNoContent);

export const AudioMissing: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.generateVoice(words.voice.male, eden) }),
    );
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[1], 'male', 'request-generate');
  },
};
export const AudioMissingHebrew = hebrew<Story>(AudioMissing);

export const AudioConfirming: Story = {
  args: { rows: withAudio('ch-2', 'male', { state: 'confirm-generate' }) },
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.generateTitle });
    await expect(dialog).toHaveTextContent(words.generateMessage(words.voice.male, eden));
    await userEvent.click(within(dialog).getByRole('button', { name: words.generateConfirm }));
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[1], 'male', 'confirm-generate');
    await userEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    await expect(args.onAudioAction).toHaveBeenLastCalledWith(chapterSummaries[1], 'male', 'dismiss');
  },
};
export const AudioConfirmingHebrew = hebrew<Story>(AudioConfirming);

export const AudioGenerating: Story = {
  args: { rows: withAudio('ch-2', 'male', { state: 'generating', elapsedSeconds: 12 }) },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const second = within(row(canvasElement, eden));
    const progress = second.getByRole('progressbar', { name: words.progressLabel(words.voice.male, eden) });
    await expect(progress).toHaveAttribute('aria-valuenow', '12');
    await expect(progress).toHaveAttribute('aria-valuemax', '30');
    await expect(second.getByText(words.generating(12))).toBeVisible();
    await expect(second.getByText(words.upTo30)).toBeVisible();
  },
};
export const AudioGeneratingHebrew = hebrew<Story>(AudioGenerating);

export const AudioReady: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.playVoice(words.voice.male, creation) }),
    );
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[0], 'male', 'play');
  },
};
export const AudioReadyHebrew = hebrew<Story>(AudioReady);

/** 'Now Playing' plays at once: the Play click that opened it was the admin's go-ahead. */
export const AudioNowPlaying: Story = {
  args: { rows: withAudio('ch-1', 'male', { state: 'playing', url: silentWav(3) }) },
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const { audioPlayer } = uiWords(globals);
    const dialog = await body(canvasElement).findByRole('dialog', { name: words.nowPlaying });
    const player = within(dialog).getByRole('group', { name: capitalise(words.voice.male) });
    await waitFor(() => expect(within(player).getByText('0:03')).toBeVisible());
    // Playing without a second press; paused and back at the start, the picture does not depend on timing.
    const pause = await within(player).findByRole('button', { name: audioPlayer.pause });
    await userEvent.click(pause);
    await within(player).findByRole('button', { name: audioPlayer.play });
    within(player).getByRole('slider', { name: audioPlayer.seek }).focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(within(player).getByText('0:00')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: words.regenerateAudio }));
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[0], 'male', 'request-regenerate');
  },
};
export const AudioNowPlayingHebrew = hebrew<Story>(AudioNowPlaying);

export const AudioRegenerateConfirmation: Story = {
  args: { rows: withAudio('ch-1', 'male', { state: 'confirm-regenerate', url: silentWav(3) }) },
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.regenerateTitle });
    await expect(dialog).toHaveTextContent(words.regenerateMessage(words.voice.male, creation));
    await userEvent.click(within(dialog).getByRole('button', { name: words.regenerateConfirm }));
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[0], 'male', 'confirm-regenerate');
  },
};
export const AudioRegenerateConfirmationHebrew = hebrew<Story>(AudioRegenerateConfirmation);

export const AudioRegenerating: Story = {
  args: { rows: withAudio('ch-1', 'male', { state: 'regenerating', url: silentWav(3), elapsedSeconds: 27 }) },
  play: async ({ canvasElement, globals }) => {
    const first = within(row(canvasElement, creation));
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '27');
    await expect(first.getByText(copy(globals).words.regenerating(27))).toBeVisible();
  },
};
export const AudioRegeneratingHebrew = hebrew<Story>(AudioRegenerating);

export const AudioFailed: Story = {
  args: { rows: withAudio('ch-2', 'female', { state: 'failed', action: 'generate', url: null }) },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const second = row(canvasElement, eden);
    const reason = within(second).getByText(words.failedGenerate);
    await expect(reason).toBeVisible();
    // Whole, inside its row, at the table's text size.
    const box = reason.getBoundingClientRect();
    const rowBox = second.getBoundingClientRect();
    await expect(box.top >= rowBox.top && box.bottom <= rowBox.bottom).toBe(true);
    await expect(reason.scrollWidth).toBeLessThanOrEqual(reason.clientWidth);
    await expect(getComputedStyle(reason).fontSize).toBe(getComputedStyle(reason.closest('td')!).fontSize);
    await userEvent.click(
      within(second).getByRole('button', { name: words.retryVoice(words.voice.female, eden) }),
    );
    await expect(args.onAudioAction).toHaveBeenCalledWith(chapterSummaries[1], 'female', 'request-generate');
  },
};
export const AudioFailedHebrew = hebrew<Story>(AudioFailed);

export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const controls = await expectCardsOnPhone(canvasElement, words.tableLabel);
    // Each chapter's Edit and Remove, and its voices' buttons, are in view.
    for (const name of [words.editChapter(creation), words.removeChapter(creation)]) {
      await expect(controls.some((control) => control.getAttribute('aria-label') === name)).toBe(true);
    }
    await expect(within(canvasElement).getByRole('link', { name: words.addChapter })).toBeVisible();
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** Names as the demo's ('בראשית פרק ב׳ (גן עדן)'): whole on one line at 1280 px beside the sidebar, not cut. */
const longNames: ChapterRow[] = resting.map((row) => ({
  ...row,
  chapter: {
    ...row.chapter,
    // Without points, as the imported book's names are.
    chapter_name:
      `בראשית פרק ${row.chapter.chapter_number} (${row.chapter.chapter_name || 'תולדות'})`.replace(
        /[\u0591-\u05C7]/g,
        '',
      ),
  },
}));

export const LongNames: Story = {
  args: { rows: longNames },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement).getAllByRole('link', { name: /^בראשית/ });
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
  },
};
export const LongNamesHebrew = hebrew<Story>(LongNames);
