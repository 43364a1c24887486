import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone } from '../common/storyActions';
import { versesOf } from '../fixtures/chapters';
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

/** Lets the form and its editor finish mounting (Slate hands over its first value) before the play types. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** Types into the rich-text editor and waits until Slate shows (and reports) the text. */
async function typeContent(canvasElement: HTMLElement, text: string) {
  await settle();
  const editor = within(canvasElement).getByRole('textbox', { name: 'Verse Content' });
  await userEvent.type(editor, text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

const editArgs = { mode: 'edit', verseId: verse._id, verse } satisfies Partial<VerseFormProps>;

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Reading Verse' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chapter' })).toHaveValue('Chapter 1');
    await expect(canvas.getByRole('textbox', { name: 'Chapter' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('spinbutton', { name: 'Verse Number' })).toHaveValue(null);
    await expect(canvas.getByRole('button', { name: 'Save verse' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
  parameters: { blurBeforeScreenshot: true },
};

export const MissingVerseNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeContent(canvasElement, 'ויאמר אלהים יהי אור');
    await userEvent.click(canvas.getByRole('button', { name: 'Save verse' }));
    await expect(canvas.getByText('Please enter a verse number')).toBeVisible();
    await expect(canvas.queryByText('Please enter verse content')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingContent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Verse Number' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save verse' }));
    await expect(canvas.getByText('Please enter verse content')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Verse Content' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChapterIdMissing: Story = {
  args: { chapterId: null, chapterNumber: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The editor first: Slate takes typing best before another field held the caret.
    await typeContent(canvasElement, 'ויאמר אלהים יהי אור');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Verse Number' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save verse' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Chapter ID is missing');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The editor first: Slate takes typing best before another field held the caret.
    await typeContent(canvasElement, 'ויאמר אלהים יהי אור');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Verse Number' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save verse' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chapter_id: 'ch-1',
      verse_number: 3,
      verse_content: expect.stringContaining('ויאמר אלהים יהי אור'),
    });
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { serverError: 'Failed to save verse. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to save verse. Please try again.',
    );
  },
};

export const EditLoading: Story = {
  args: { ...editArgs, status: 'loading', verse: null, chapterNumber: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const EditError: Story = {
  args: { ...editArgs, status: 'error', verse: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch verse');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EditPopulated: Story = {
  args: editArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Reading Verse' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Verse Number' })).toHaveValue(3);
    await expect(canvas.getByRole('textbox', { name: 'Verse Content' })).toHaveTextContent(
      verse.verse_content.replace(/<\/?p>/g, ''),
    );
    await expect(canvas.getByRole('button', { name: 'Update verse' })).toBeEnabled();
  },
};

export const VerseIdMissing: Story = {
  args: { ...editArgs, verseId: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update verse' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verse ID is missing');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Updating: Story = {
  args: editArgs,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update verse' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      chapter_id: 'ch-1',
      verse_number: 3,
      verse_content: verse.verse_content,
    });
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const UpdateFailed: Story = {
  args: { ...editArgs, serverError: 'Failed to update verse. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update verse. Please try again.',
    );
  },
};

/** At phone width the form is one column that fits the screen, Save and Cancel in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    const controls = await expectFitsPhone(canvasElement);
    await expect(controls.map((control) => control.textContent)).toEqual(
      expect.arrayContaining(['Save verse', 'Cancel']),
    );
  },
};
