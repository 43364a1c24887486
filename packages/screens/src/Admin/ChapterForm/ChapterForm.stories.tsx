import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { creationChapter, edenChapter, chapterSummaries, pngFile } from '../fixtures/chapters';
import { genesisVerses } from '../fixtures/genesis';
import { ChapterForm, type ChapterFormProps } from './ChapterForm';
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

/** Lets the form and its editor finish mounting (Slate hands over its first value) before the play types. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function fileInput(canvasElement: HTMLElement, label: RegExp): HTMLInputElement {
  return within(canvasElement).getByLabelText(label, { selector: 'input[type=file]' });
}

/** Fills every required field of the add form. */
async function fillChapter(canvasElement: HTMLElement) {
  await settle();
  const canvas = within(canvasElement);
  // The editor first: Slate takes typing best before another field held the caret.
  const content = canvas.getByRole('textbox', { name: 'Chapter Content' });
  await userEvent.type(content, 'ויטע יהוה אלהים גן בעדן');
  await waitFor(() => expect(content).toHaveTextContent('ויטע יהוה אלהים גן בעדן'));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Chapter Name' }), 'גן עדן');
  await userEvent.type(canvas.getByRole('spinbutton', { name: 'Total Verses' }), '25');
  await userEvent.upload(fileInput(canvasElement, /^Chapter Image/), pngFile('eden.png'));
  await userEvent.upload(fileInput(canvasElement, /^Chapter Cover Image/), pngFile('eden-cover.png'));
}

export const AddEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Chapter' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chapter Name' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /^Chapter Image.*Choose image/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Chapter Cover Image.*Choose image/ })).toBeVisible();
    // The content editor is 500 px tall.
    const content = canvas.getByRole('textbox', { name: 'Chapter Content' });
    await expect(getComputedStyle(content).blockSize).toBe('500px');
    await expect(canvas.getByText('No verse media added yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Audio Content' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View Verses' })).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image Buy Link' }), 'shop.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Chapter' }));
    await expect(canvas.getByText('Chapter name is required')).toBeVisible();
    await expect(canvas.getByText('Image buy link must be a valid URL')).toBeVisible();
    await expect(canvas.getByText('Chapter image is required')).toBeVisible();
    await expect(canvas.getByText('Cover image is required')).toBeVisible();
    await expect(canvas.getByText('Chapter content is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chapter Content' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete chapter is handed over with its new files; the button says 'Saving...' and is disabled. */
export const Saving: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillChapter(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Chapter' }));
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
    const button = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/**
 * The audio content dialog: its own 250 px editor; Save applies it to the form. Pictured as the user sees it: the
 * page scrolled to the button that opened it, all of it dimmed.
 */
export const AudioContentDialog: Story = {
  parameters: { before: 'AddEmpty' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Audio Content' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add Audio Content' });
    const editor = within(dialog).getByRole('textbox', { name: 'Audio Content' });
    await expect(getComputedStyle(editor).blockSize).toBe('250px');
    await userEvent.type(editor, 'בראשית ברא אלהים');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const AudioContentSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Audio Content' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add Audio Content' });
    const editor = within(dialog).getByRole('textbox', { name: 'Audio Content' });
    await userEvent.type(editor, 'בראשית ברא אלהים');
    await waitFor(() => expect(editor).toHaveTextContent('בראשית ברא אלהים'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('בראשית ברא אלהים')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Audio Content' })).toHaveFocus();
  },
};

export const EditLoading: Story = {
  args: { mode: 'edit', status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const EditError: Story = {
  args: { mode: 'edit', status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch chapter details');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EditErrorMessage: Story = {
  args: { mode: 'edit', status: 'error', loadError: 'Failed to fetch chapter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch chapter',
    );
  },
};

export const EditNotFound: Story = {
  args: { mode: 'edit', status: 'not-found' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chapter not found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Chapters' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const EditPopulated: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chapter Details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Verses' })).toHaveAttribute(
      'href',
      '/chapter-verses/ch-1',
    );
    await expect(canvas.getByRole('textbox', { name: 'Chapter Name' })).toHaveValue('בְּרִיאַת הָעוֹלָם');
    await expect(canvas.getByRole('spinbutton', { name: 'Total Verses' })).toHaveValue(31);
    await expect(canvas.getAllByRole('img', { name: 'Selected image' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Edit verse 1 media' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Audio Content' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Chapter' })).toBeEnabled();
  },
};

export const EditAudioContentDialog: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Audio Content' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Audio Content' });
    await expect(within(dialog).getByRole('textbox', { name: 'Audio Content' })).toHaveTextContent(
      genesisVerses[0]![0]!,
    );
  },
};

/** Edit needs the total verses. */
export const EditValidationErrors: Story = {
  args: { mode: 'edit', chapter: edenChapter },
  play: async ({ args, canvasElement }) => {
    await settle();
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Total Verses' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Chapter Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Chapter' }));
    await expect(canvas.getByText('Total verses is required')).toBeVisible();
    await expect(canvas.getByText('Chapter name is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Unchanged images go as null; a changed one as its file. */
export const Updating: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement, /^Chapter Cover Image/), pngFile('new-cover.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Chapter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        chapter_name: 'בְּרִיאַת הָעוֹלָם',
        verses: 31,
        chapter_image: null,
        cover_image: expect.any(File),
        verse_media: creationChapter.verse_media,
      }),
    );
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    mode: 'edit',
    chapter: creationChapter,
    serverError: 'Failed to update chapter. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update chapter. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Update Chapter' })).toBeEnabled();
  },
};

export const AddPhone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One column: the image picker sits under the name field, not beside it.
    const name = canvas.getByRole('textbox', { name: 'Chapter Name' }).getBoundingClientRect();
    const verses = canvas.getByRole('spinbutton', { name: 'Total Verses' }).getBoundingClientRect();
    await expect(verses.top).toBeGreaterThan(name.bottom);
    await expect(canvas.getByRole('button', { name: 'Save Chapter' })).toBeVisible();
  },
};

export const EditPhone: Story = {
  args: { mode: 'edit', chapter: creationChapter },
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Chapter Details' });
    // Nothing wider than the phone: no sideways scrolling.
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Chapter' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Chapter Number' })).toHaveValue(2);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'inactive');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Chapter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chapter_number: 2,
      verses: 25,
      status: 'inactive',
      chapter_image: null,
    });
  },
};

export const ShortValidationErrors: ShortStory = {
  args: {
    ...shortArgs,
    chapter: { ...chapterSummaries[2]!, chapter_image: null },
  },
  render: (args) => <ChapterShortForm {...args} />,
  play: async ({ args, canvasElement }) => {
    await settle();
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Chapter Number' }));
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Total Verses' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Chapter' }));
    await expect(canvas.getByText('Chapter number is required')).toBeVisible();
    await expect(canvas.getByText('Total verses is required')).toBeVisible();
    await expect(canvas.getByText('Chapter image is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShortUpdating: ShortStory = {
  args: { ...shortArgs, status: 'saving' },
  render: (args) => <ChapterShortForm {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};
