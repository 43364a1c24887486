import type { Meta, StoryObj } from '@storybook/react-vite';
import { trailWords } from '../../internal/trail';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew, silentWav, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { creationChapter, edenChapter } from '../../storybook/fixtures/chapters';
import { genesisVerses } from '../../storybook/fixtures/genesis';
import { expectFitsScreen } from '../../storybook/storyActions';
import { verseMediaSectionMessages } from '../VerseMediaSection/messages';
import { ChapterDetails } from './ChapterDetails';
import { chapterDetailsMessages } from './messages';

const meta = {
  title: 'Screens/Admin/ChapterDetails',
  component: ChapterDetails,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', chapter: { ...creationChapter, audio_url_male: silentWav(3) }, onRetry: fn() },
} satisfies Meta<typeof ChapterDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return {
    words: chapterDetailsMessages[locale],
    media: verseMediaSectionMessages[locale],
    ui: uiWords(globals),
    trail: trailWords[locale],
  };
};

export const Loading: Story = {
  args: { status: 'loading', chapter: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy(globals).words.loading);
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const Error: Story = {
  args: { status: 'error', chapter: null },
  play: async ({ args, canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.loadError);
    await userEvent.click(canvas.getByRole('button', { name: ui.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const ErrorHebrew = hebrew<Story>(Error);

export const NotFound: Story = {
  args: { status: 'not-found', chapter: null },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.backToChapters })).toHaveAttribute(
      'href',
      '/chapters',
    );
  },
};
export const NotFoundHebrew = hebrew<Story>(NotFound);

/**
 * Images with their buy links, the text right to left, the audio content, a player for the voice with audio (its
 * controls left to right in either language), verse media.
 */
export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, media, ui, trail: crumbs } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title(1) })).toBeVisible();
    // Chapters › Chapter 1: back to the list; the chapter is the current page.
    const trail = within(canvas.getByRole('navigation', { name: ui.breadcrumb.navigation }));
    await expect(trail.getByRole('link', { name: crumbs.chapters })).toHaveAttribute('href', '/chapters');
    await expect(trail.getByText(crumbs.chapter(1)).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The editor knows where it came from, so its save comes back here.
    await expect(canvas.getByRole('link', { name: words.editChapter })).toHaveAttribute(
      'href',
      '/edit-chapter/ch-1?from=details',
    );
    await expect(canvas.getByRole('link', { name: words.viewVerses })).toHaveAttribute(
      'href',
      '/chapter-verses/ch-1',
    );
    await expect(canvas.getByRole('img', { name: words.chapterImage })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${words.buyImage}: ${words.coverImage}` }),
    ).toHaveAttribute('href', 'https://shop.example.com/prints/creation-cover');
    const content = canvas.getByRole('region', { name: words.content });
    const text = within(content).getByText(genesisVerses[0]![0]!);
    await expect(text.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // A player for the male voice (it has audio), a note for the female voice.
    const player = within(canvas.getByRole('group', { name: words.maleVoice }));
    await waitFor(() => expect(player.getByText('0:03')).toBeVisible());
    // Media controls are never mirrored: play, then the seek bar, from the left.
    const play = player.getByRole('button', { name: ui.audioPlayer.play }).getBoundingClientRect();
    const seek = player.getByRole('slider', { name: ui.audioPlayer.seek });
    await expect(play.right).toBeLessThanOrEqual(seek.getBoundingClientRect().left);
    await expect(getComputedStyle(seek).direction).toBe('ltr');
    await expect(canvas.getByText(words.noNarration)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: media.verse(1) })).toBeVisible();
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** Support sees the chapter as it is: no Edit Chapter; its verses are still a link away. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title(1) })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.editChapter })).toBeNull();
    await expect(canvas.getByRole('link', { name: words.viewVerses })).toHaveAttribute(
      'href',
      '/chapter-verses/ch-1',
    );
  },
};
export const ReadOnlyHebrew = hebrew<Story>(ReadOnly);

/** No buy links, no audio content, no narration, no verse media. */
export const Sparse: Story = {
  args: { chapter: edenChapter },
  play: async ({ canvasElement, globals }) => {
    const { words, media } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(words.noBuyLink)).toHaveLength(2);
    await expect(canvas.getByText(words.noAudioContent)).toBeVisible();
    await expect(canvas.getAllByText(words.noNarration)).toHaveLength(2);
    await expect(canvas.getByText(media.empty)).toBeVisible();
  },
};
export const SparseHebrew = hebrew<Story>(Sparse);

/** At phone width the details stack in one column that fits the screen, every link in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const controls = await expectFitsScreen(canvasElement);
    await expect(controls.map((control) => control.textContent)).toEqual(
      expect.arrayContaining([words.editChapter, words.viewVerses]),
    );
    const image = within(canvasElement)
      .getByRole('img', { name: words.chapterImage })
      .getBoundingClientRect();
    await expect(image.left).toBeGreaterThanOrEqual(0);
    await expect(image.right).toBeLessThanOrEqual(390);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
