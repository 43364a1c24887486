import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { expectFitsScreen } from '../../storybook/storyActions';
import { versesOf } from '../../storybook/fixtures/chapters';
import { conflictMessages } from '../common/messages';
import { verseFormMessages } from './messages';
import { VerseForm, type VerseFormProps } from './VerseForm';

const verse = versesOf(1, 'ch-1')[2]!;

/** Like the app: a submit puts the form in its saving state. */
function SavesOnSubmit(args: VerseFormProps) {
  const [status, setStatus] = useState(args.status);
  return (
    <VerseForm
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
  title: 'Screens/Admin/VerseForm',
  component: VerseForm,
  render: (args) => <SavesOnSubmit {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    mode: 'add',
    status: 'ready',
    chapterId: 'ch-1',
    chapterNumber: 1,
    onSubmit: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VerseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => ({
  words: verseFormMessages[storyLocale(globals)],
  ui: uiWords(globals),
});

/** Lets the form and its editor finish mounting (Slate hands over its first value) before the play types. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** Types into the rich-text editor and waits until Slate shows (and reports) the text. */
async function typeContent(canvasElement: HTMLElement, globals: Record<string, unknown>, text: string) {
  await settle();
  const editor = within(canvasElement).getByRole('textbox', { name: copy(globals).words.verseContent });
  await userEvent.type(editor, text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

const editArgs = { mode: 'edit', verseId: verse._id, verse } satisfies Partial<VerseFormProps>;

export const Add: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.addTitle })).toBeVisible();
    const chapter = canvas.getByRole('textbox', { name: words.chapter });
    await expect(chapter).toHaveValue(words.chapterValue(1));
    await expect(chapter).toHaveAttribute('readonly');
    await expect(canvas.getByRole('spinbutton', { name: words.verseNumber })).toHaveValue(null);
    await expect(canvas.getByRole('button', { name: words.save })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: words.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};
export const AddHebrew = hebrew<Story>(Add);

export const MissingVerseNumber: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await typeContent(canvasElement, globals, 'ויאמר אלהים יהי אור');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(canvas.getByText(words.verseNumberMissing)).toBeVisible();
    await expect(canvas.queryByText(words.rules.verse_content_required)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const MissingVerseNumberHebrew = hebrew<Story>(MissingVerseNumber);

export const MissingContent: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: words.verseNumber }), '3');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(canvas.getByText(words.rules.verse_content_required)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: words.verseContent })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const MissingContentHebrew = hebrew<Story>(MissingContent);

export const ChapterIdMissing: Story = {
  args: { chapterId: null, chapterNumber: null },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    // The editor first: Slate takes typing best before another field held the caret.
    await typeContent(canvasElement, globals, 'ויאמר אלהים יהי אור');
    await userEvent.type(canvas.getByRole('spinbutton', { name: words.verseNumber }), '3');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.chapterIdMissing);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ChapterIdMissingHebrew = hebrew<Story>(ChapterIdMissing);

export const Saving: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    // The editor first: Slate takes typing best before another field held the caret.
    await typeContent(canvasElement, globals, 'ויאמר אלהים יהי אור');
    await userEvent.type(canvas.getByRole('spinbutton', { name: words.verseNumber }), '3');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chapter_id: 'ch-1',
      verse_number: 3,
      verse_content: expect.stringContaining('ויאמר אלהים יהי אור'),
    });
    await expect(await canvas.findByRole('button', { name: words.saving })).toBeDisabled();
  },
};
export const SavingHebrew = hebrew<Story>(Saving);

/** The app's words for the refused save, in the admin's language. */
export const SaveFailed: Story = {
  args: { serverError: 'Failed to save verse. Please try again.' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.serverError!);
  },
};
export const SaveFailedHebrew = hebrew<Story>({
  ...SaveFailed,
  args: { serverError: 'שמירת הפסוק נכשלה. נסו שוב.' },
});

export const EditLoading: Story = {
  args: { ...editArgs, status: 'loading', verse: null, chapterNumber: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy(globals).words.loading);
  },
};
export const EditLoadingHebrew = hebrew<Story>(EditLoading);

export const EditError: Story = {
  args: { ...editArgs, status: 'error', verse: null },
  play: async ({ args, canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.loadError);
    await userEvent.click(canvas.getByRole('button', { name: ui.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const EditErrorHebrew = hebrew<Story>(EditError);

export const EditPopulated: Story = {
  args: editArgs,
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.editTitle })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: words.verseNumber })).toHaveValue(3);
    await expect(canvas.getByRole('textbox', { name: words.verseContent })).toHaveTextContent(
      verse.verse_content.replace(/<\/?p>/g, ''),
    );
    await expect(canvas.getByRole('button', { name: words.update })).toBeEnabled();
  },
};
export const EditPopulatedHebrew = hebrew<Story>(EditPopulated);

export const VerseIdMissing: Story = {
  args: { ...editArgs, verseId: null },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.update }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.verseIdMissing);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const VerseIdMissingHebrew = hebrew<Story>(VerseIdMissing);

export const Updating: Story = {
  args: editArgs,
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.update }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chapter_id: 'ch-1',
      verse_number: 3,
      verse_content: verse.verse_content,
    });
    await expect(await canvas.findByRole('button', { name: words.updating })).toBeDisabled();
  },
};
export const UpdatingHebrew = hebrew<Story>(Updating);

/** The app's words for the refused update, in the admin's language. */
export const UpdateFailed: Story = {
  args: { ...editArgs, serverError: 'Failed to update verse. Please try again.' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.serverError!);
  },
};
export const UpdateFailedHebrew = hebrew<Story>({
  ...UpdateFailed,
  args: { ...UpdateFailed.args, serverError: 'עדכון הפסוק נכשל. נסו שוב.' },
});

/** At phone width the form is one column that fits the screen, Save and Cancel in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const controls = await expectFitsScreen(canvasElement);
    await expect(controls.map((control) => control.textContent)).toEqual(
      expect.arrayContaining([words.save, words.cancel]),
    );
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** Someone else changed the verse's text after this form loaded it. */
const theirText = versesOf(1, 'ch-1')[3]!.content;
const theirVerse = { ...verse, content: theirText, verse_content: theirText, version: verse.version + 1 };

/** The refused save: the notice takes focus and compares the text; Overwrite hands the form's values over. */
export const EditConflict: Story = {
  args: { ...editArgs, conflict: { theirs: theirVerse, onLoadTheirs: fn(), onOverwrite: fn() } },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const conflict = conflictMessages[storyLocale(globals)];
    const notice = within(canvasElement).getByRole('region', { name: conflict.title });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(
      within(notice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([words.verseContent]);
    await userEvent.click(within(notice).getByRole('button', { name: conflict.overwrite }));
    await expect(args.conflict?.onOverwrite).toHaveBeenCalledWith({
      chapter_id: 'ch-1',
      verse_number: verse.verse_number,
      verse_content: verse.verse_content,
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    notice.focus();
  },
};
export const EditConflictHebrew = hebrew<Story>(EditConflict);
