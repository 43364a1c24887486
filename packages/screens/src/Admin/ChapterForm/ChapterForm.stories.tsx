import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatFor } from '@bible-admin/ui';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { trailWords } from '../../internal/trail';
import { creationChapter, edenChapter, chapterSummaries, pngFile } from '../../storybook/fixtures/chapters';
import { conflictMessages } from '../common/messages';
import { genesisVerses } from '../../storybook/fixtures/genesis';
import { verseMediaSectionMessages } from '../VerseMediaSection/messages';
import { ChapterForm, type ChapterFormProps } from './ChapterForm';
import { chapterFormMessages } from './messages';
import { ChapterShortForm, type ChapterShortFormProps } from './ChapterShortForm';

/** Like the app: a submit puts the form in its saving state. */
function SavesOnSubmit(args: ChapterFormProps) {
  const [status, setStatus] = useState(args.status);
  return (
    <ChapterForm
      {...args}
      status={status}
      onSubmit={(values) => {
        args.onSubmit(values);
        setStatus('saving');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/ChapterForm',
  component: ChapterForm,
  render: (args) => <SavesOnSubmit {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { mode: 'add', status: 'ready', onSubmit: fn(), onCancel: fn(), onRetry: fn() },
} satisfies Meta<typeof ChapterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return {
    words: chapterFormMessages[locale],
    media: verseMediaSectionMessages[locale],
    ui: uiWords(globals),
    trail: trailWords[locale],
  };
};

/** Lets the form and its editor finish mounting (Slate hands over its first value) before the play types. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The file input of the image picker labelled `label`. */
function fileInput(canvasElement: HTMLElement, label: string): HTMLInputElement {
  return within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input[type=file]' });
}

/** Fills every required field of the add form. */
async function fillChapter(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { words } = copy(globals);
  await settle();
  const canvas = within(canvasElement);
  // The editor first: Slate takes typing best before another field held the caret.
  const content = canvas.getByRole('textbox', { name: words.content });
  await userEvent.type(content, 'ויטע יהוה אלהים גן בעדן');
  await waitFor(() => expect(content).toHaveTextContent('ויטע יהוה אלהים גן בעדן'));
  await userEvent.type(canvas.getByRole('textbox', { name: words.chapterName }), 'גן עדן');
  await userEvent.type(canvas.getByRole('spinbutton', { name: words.totalVerses }), '25');
  await userEvent.upload(fileInput(canvasElement, words.chapterImage), pngFile('eden.png'));
  await userEvent.upload(fileInput(canvasElement, words.coverImage), pngFile('eden-cover.png'));
}

export const AddEmpty: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words, media, ui } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.addTitle })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: words.chapterName })).toHaveValue('');
    for (const picker of [words.chapterImage, words.coverImage]) {
      const name = new RegExp(`^${picker}.*${ui.imagePicker.choose}`);
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    // The content editor is 500 px tall.
    const content = canvas.getByRole('textbox', { name: words.content });
    await expect(getComputedStyle(content).blockSize).toBe('500px');
    await expect(canvas.getByText(media.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.addAudio })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.viewVerses })).not.toBeInTheDocument();
  },
};
export const AddEmptyHebrew = hebrew<Story>(AddEmpty);

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: words.imageBuyLink }), 'shop.example.com');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    for (const error of [
      words.nameRequired,
      words.imageBuyLinkInvalid,
      words.rules.chapter_image_required,
      words.rules.cover_image_required,
      words.rules.chapter_content_required,
    ]) {
      await expect(canvas.getByText(error)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: words.content })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ValidationErrorsHebrew = hebrew<Story>(ValidationErrors);

/** A complete chapter is handed over with its new files; the button says 'Saving...' and is disabled. */
export const Saving: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await fillChapter(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        chapter_name: 'גן עדן',
        verses: 25,
        chapter_image: expect.any(File),
        cover_image: expect.any(File),
        chapter_content: expect.stringContaining('ויטע יהוה אלהים'),
        verse_media: [],
      }),
    );
    const button = await canvas.findByRole('button', { name: words.saving });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: words.cancel })).toBeDisabled();
  },
};
export const SavingHebrew = hebrew<Story>(Saving);

export const Cancel: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy(globals).words.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const CancelHebrew = hebrew<Story>(Cancel);

/**
 * The audio content dialog: its own 250 px editor; Save applies it to the form. Pictured as the user sees it: the
 * page scrolled to the button that opened it, all of it dimmed.
 */
export const AudioContentDialog: Story = {
  parameters: { before: 'AddEmpty' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.addAudio }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: words.addAudio });
    const editor = within(dialog).getByRole('textbox', { name: words.audioContent });
    await expect(getComputedStyle(editor).blockSize).toBe('250px');
    await userEvent.type(editor, 'בראשית ברא אלהים');
    await expect(within(dialog).getByRole('button', { name: words.saveAudio })).toBeEnabled();
  },
};
export const AudioContentDialogHebrew = hebrew<Story>(AudioContentDialog);

export const AudioContentSaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.addAudio }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: words.addAudio });
    const editor = within(dialog).getByRole('textbox', { name: words.audioContent });
    await userEvent.type(editor, 'בראשית ברא אלהים');
    await waitFor(() => expect(editor).toHaveTextContent('בראשית ברא אלהים'));
    await userEvent.click(within(dialog).getByRole('button', { name: words.saveAudio }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('בראשית ברא אלהים')).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.editAudio })).toHaveFocus();
  },
};
export const AudioContentSavedHebrew = hebrew<Story>(AudioContentSaved);

export const EditLoading: Story = {
  args: { mode: 'edit', status: 'loading' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy(globals).words.loading);
  },
};
export const EditLoadingHebrew = hebrew<Story>(EditLoading);

export const EditError: Story = {
  args: { mode: 'edit', status: 'error' },
  play: async ({ args, canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.loadError(words.defaultLoadError));
    await userEvent.click(canvas.getByRole('button', { name: ui.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const EditErrorHebrew = hebrew<Story>(EditError);

/** The app's reason for the failure, in the admin's language. */
export const EditErrorMessage: Story = {
  args: { mode: 'edit', status: 'error', loadError: 'Failed to fetch chapter' },
  play: async ({ args, canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      copy(globals).words.loadError(args.loadError!),
    );
  },
};
export const EditErrorMessageHebrew = hebrew<Story>({
  ...EditErrorMessage,
  args: { ...EditErrorMessage.args, loadError: 'טעינת הפרק נכשלה' },
});

export const EditNotFound: Story = {
  args: { mode: 'edit', status: 'not-found' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.notFound)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.backToChapters }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const EditNotFoundHebrew = hebrew<Story>(EditNotFound);

export const EditPopulated: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  play: async ({ canvasElement, globals }) => {
    const { words, media, ui, trail: crumbs } = copy(globals);
    const canvas = within(canvasElement);
    // The title names the chapter; the breadcrumb leads back to it and to the list.
    await expect(canvas.getByRole('heading', { level: 1, name: words.editTitle(1) })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: ui.breadcrumb.navigation }));
    await expect(trail.getByRole('link', { name: crumbs.chapters })).toHaveAttribute('href', '/chapters');
    await expect(trail.getByRole('link', { name: crumbs.chapter(1) })).toHaveAttribute(
      'href',
      '/chapter-details/ch-1',
    );
    await expect(canvas.getByRole('link', { name: words.viewVerses })).toHaveAttribute(
      'href',
      '/chapter-verses/ch-1',
    );
    await expect(canvas.getByRole('textbox', { name: words.chapterName })).toHaveValue('בְּרִיאַת הָעוֹלָם');
    await expect(canvas.getByRole('spinbutton', { name: words.totalVerses })).toHaveValue(31);
    await expect(canvas.getAllByRole('img', { name: ui.imagePicker.previewAlt })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: media.editItem(1) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.editAudio })).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.update })).toBeEnabled();
  },
};
export const EditPopulatedHebrew = hebrew<Story>(EditPopulated);

export const EditAudioContentDialog: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.editAudio }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: words.editAudio });
    await expect(within(dialog).getByRole('textbox', { name: words.audioContent })).toHaveTextContent(
      genesisVerses[0]![0]!,
    );
  },
};
export const EditAudioContentDialogHebrew = hebrew<Story>(EditAudioContentDialog);

/** Edit needs the total verses. */
export const EditValidationErrors: Story = {
  args: { mode: 'edit', chapter: edenChapter },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await settle();
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: words.totalVerses }));
    await userEvent.clear(canvas.getByRole('textbox', { name: words.chapterName }));
    await userEvent.click(canvas.getByRole('button', { name: words.update }));
    await expect(canvas.getByText(words.versesRequired)).toBeVisible();
    await expect(canvas.getByText(words.nameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const EditValidationErrorsHebrew = hebrew<Story>(EditValidationErrors);

/** Unchanged images go as null; a changed one as its file. */
export const Updating: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement, words.coverImage), pngFile('new-cover.png'));
    await userEvent.click(canvas.getByRole('button', { name: words.update }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        chapter_name: 'בְּרִיאַת הָעוֹלָם',
        verses: 31,
        chapter_image: null,
        cover_image: expect.any(File),
        verse_media: creationChapter.verse_media,
      }),
    );
    await expect(await canvas.findByRole('button', { name: words.updating })).toBeDisabled();
  },
};
export const UpdatingHebrew = hebrew<Story>(Updating);

/** The app's words for the refused save, in the admin's language. */
export const ServerError: Story = {
  args: {
    mode: 'edit',
    chapter: creationChapter,
    serverError: 'Failed to update chapter. Please try again.',
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.serverError!);
    await expect(canvas.getByRole('button', { name: copy(globals).words.update })).toBeEnabled();
  },
};
export const ServerErrorHebrew = hebrew<Story>({
  ...ServerError,
  args: { ...ServerError.args, serverError: 'עדכון הפרק נכשל. נסו שוב.' },
});

export const AddPhone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    // One column: the image picker sits under the name field, not beside it.
    const name = canvas.getByRole('textbox', { name: words.chapterName }).getBoundingClientRect();
    const verses = canvas.getByRole('spinbutton', { name: words.totalVerses }).getBoundingClientRect();
    await expect(verses.top).toBeGreaterThan(name.bottom);
    await expect(canvas.getByRole('button', { name: words.save })).toBeVisible();
  },
};
export const AddPhoneHebrew = hebrew<Story>(AddPhone);

export const EditPhone: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const form = within(canvasElement).getByRole('form', { name: copy(globals).words.editTitle(1) });
    // Nothing wider than the phone: no sideways scrolling.
    await expect(form.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const EditPhoneHebrew = hebrew<Story>(EditPhone);

type ShortStory = StoryObj<ChapterShortFormProps>;
const shortArgs = {
  status: 'ready',
  chapter: chapterSummaries[1],
  onSubmit: fn(),
  onCancel: fn(),
  onRetry: fn(),
} satisfies ChapterShortFormProps;

/** The simpler variant: chapter number, verses, status and chapter image. */
export const ShortPopulated: ShortStory = {
  args: shortArgs,
  render: (args) => <ChapterShortForm {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.shortTitle })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: words.chapterNumber })).toHaveValue(2);
    const status = canvas.getByRole('combobox', { name: words.status });
    await expect(status).toHaveValue('active');
    await expect(within(status).getByRole('option', { name: words.active })).toHaveProperty('selected', true);
    await userEvent.selectOptions(status, words.inactive);
    await userEvent.click(canvas.getByRole('button', { name: words.update }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chapter_number: 2,
      verses: 25,
      status: 'inactive',
      chapter_image: null,
    });
  },
};
export const ShortPopulatedHebrew = hebrew<ShortStory>(ShortPopulated);

export const ShortValidationErrors: ShortStory = {
  args: {
    ...shortArgs,
    chapter: { ...chapterSummaries[2]!, chapter_image: null },
  },
  render: (args) => <ChapterShortForm {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    await settle();
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: words.chapterNumber }));
    await userEvent.clear(canvas.getByRole('spinbutton', { name: words.totalVerses }));
    await userEvent.click(canvas.getByRole('button', { name: words.update }));
    await expect(canvas.getByText(words.numberRequired)).toBeVisible();
    await expect(canvas.getByText(words.versesRequired)).toBeVisible();
    await expect(canvas.getByText(words.rules.chapter_image_required)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ShortValidationErrorsHebrew = hebrew<ShortStory>(ShortValidationErrors);

export const ShortUpdating: ShortStory = {
  args: { ...shortArgs, status: 'saving' },
  render: (args) => <ChapterShortForm {...args} />,
  play: async ({ canvasElement, globals }) => {
    const updating = within(canvasElement).getByRole('button', { name: copy(globals).words.updating });
    await expect(updating).toBeDisabled();
  },
};
export const ShortUpdatingHebrew = hebrew<ShortStory>(ShortUpdating);

/** Like the app after a refused save: Load theirs shows their chapter, Overwrite saves over it (the saving state). */
function ResolvesConflict(args: ChapterFormProps) {
  const [chapter, setChapter] = useState(args.chapter);
  const [conflict, setConflict] = useState(args.conflict);
  const [status, setStatus] = useState(args.status);
  return (
    <ChapterForm
      {...args}
      chapter={chapter}
      status={status}
      conflict={
        conflict && {
          theirs: conflict.theirs,
          saved: conflict.saved,
          onLoadTheirs: () => {
            conflict.onLoadTheirs();
            setChapter(conflict.theirs);
            setConflict(null);
          },
          onOverwrite: (values) => {
            conflict.onOverwrite(values);
            setStatus('saving');
          },
        }
      }
    />
  );
}

/** Someone else renamed the chapter and replaced its picture after this form loaded it. */
const theirChapter = {
  ...creationChapter,
  chapter_name: 'מַעֲשֵׂה בְרֵאשִׁית',
  chapter_image: edenChapter.chapter_cover_image ?? creationChapter.chapter_image,
  version: creationChapter.version + 1,
};

const conflictArgs = {
  mode: 'edit',
  chapter: creationChapter,
  conflict: { theirs: theirChapter, onLoadTheirs: fn(), onOverwrite: fn() },
} satisfies Partial<ChapterFormProps>;

/** The refused save: the notice takes focus and names the fields that differ, theirs against the form's. */
export const EditConflict: Story = {
  args: conflictArgs,
  render: (args) => <ResolvesConflict {...args} />,
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const conflict = conflictMessages[storyLocale(globals)];
    const notice = within(canvasElement).getByRole('region', { name: conflict.title });
    await waitFor(() => expect(notice).toHaveFocus());
    const fields = within(notice)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(fields).toEqual([words.chapterName, words.chapterImage]);
    await expect(notice).toHaveTextContent(`${conflict.theirs}:${theirChapter.chapter_name}`);
    await expect(notice).toHaveTextContent(`${conflict.yours}:${creationChapter.chapter_name}`);
    await expect(notice).toHaveTextContent(`${conflict.theirs}:${conflict.changed}`);
    await expect(notice).toHaveTextContent(`${conflict.yours}:${conflict.unchanged}`);
    // From the notice, the keyboard reaches its two actions first.
    await userEvent.tab();
    await expect(within(notice).getByRole('button', { name: conflict.loadTheirs })).toHaveFocus();
    await userEvent.tab();
    await expect(within(notice).getByRole('button', { name: conflict.overwrite })).toHaveFocus();
    notice.focus();
  },
};
export const EditConflictHebrew = hebrew<Story>(EditConflict);

/**
 * Their content differs from the form's only at its end: each side shows the part around where the texts
 * part (cut with ellipses), not the same opening; the notice names who saved theirs and when, and its heading
 * is kept below a sticky header.
 */
export const EditConflictDeepContent: Story = {
  args: {
    ...conflictArgs,
    conflict: {
      ...conflictArgs.conflict,
      theirs: {
        ...creationChapter,
        chapter_content: creationChapter.chapter_content.replace(/<\/p>\s*$/, ' וַיְהִי אוֹר.</p>'),
        version: creationChapter.version + 1,
      },
      saved: { by: 'יוסף לוי', at: '2025-07-03T11:55:00.000Z' },
    },
  },
  render: (args) => <ResolvesConflict {...args} />,
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const conflict = conflictMessages[storyLocale(globals)];
    const notice = within(canvasElement).getByRole('region', { name: conflict.title });
    await expect(within(notice).getByRole('term')).toHaveTextContent(words.content);
    // Who saved theirs, and when, in the admin's format.
    await expect(notice).toHaveTextContent(
      `${conflict.savedBy} יוסף לוי ${conflict.savedOn(formatFor(storyLocale(globals)).dateTime('2025-07-03T11:55:00.000Z'))}`,
    );
    const [theirs, yours] = within(notice)
      .getAllByRole('definition')
      .map((side) => side.querySelector('bdi')!.textContent!);
    await expect(theirs).toMatch(/^….*וַיְהִי אוֹר\.$/);
    await expect(yours).toMatch(/^…/);
    await expect(theirs).not.toBe(yours);
    await expect(getComputedStyle(notice).scrollMarginBlockStart).not.toBe('0px');
  },
  parameters: { blurBeforeScreenshot: true },
};
export const EditConflictDeepContentHebrew = hebrew<Story>(EditConflictDeepContent);

/** Load theirs: the form holds their chapter, and the notice is gone. */
export const EditConflictLoadTheirs: Story = {
  args: conflictArgs,
  render: (args) => <ResolvesConflict {...args} />,
  parameters: { before: 'EditConflict' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const conflict = conflictMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: conflict.loadTheirs }));
    await expect(args.conflict?.onLoadTheirs).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: words.chapterName })).toHaveValue(
      theirChapter.chapter_name,
    );
    await expect(canvas.queryByRole('region', { name: conflict.title })).not.toBeInTheDocument();
  },
};
export const EditConflictLoadTheirsHebrew = hebrew<Story>(EditConflictLoadTheirs);

/** Overwrite: the form's values go over their version (not as a plain save), and the form is saving. */
export const EditConflictOverwrite: Story = {
  args: conflictArgs,
  render: (args) => <ResolvesConflict {...args} />,
  parameters: { before: 'EditConflict' },
  play: async ({ args, canvasElement, globals }) => {
    const conflict = conflictMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: conflict.overwrite }));
    await expect(args.conflict?.onOverwrite).toHaveBeenCalledWith(
      expect.objectContaining({ chapter_name: creationChapter.chapter_name, chapter_image: null }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: conflict.overwriting })).toBeDisabled();
  },
};
export const EditConflictOverwriteHebrew = hebrew<Story>(EditConflictOverwrite);

export const EditConflictPhone: Story = {
  ...EditConflict,
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const notice = within(canvasElement).getByRole('region', {
      name: conflictMessages[storyLocale(globals)].title,
    });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const EditConflictPhoneHebrew = hebrew<Story>(EditConflictPhone);
