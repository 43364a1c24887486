import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew, storyLocale } from '@bible-admin/ui/storybook';
import { expectFitsScreen } from '../../storybook/storyActions';
import { verseMedia } from '../../storybook/fixtures/chapters';
import { verseMediaSectionMessages } from './messages';
import { VerseMediaSection, type VerseMediaDraft, type VerseMediaSectionProps } from './VerseMediaSection';

/** Holds the list like the chapter form does, so added, edited and removed items show. */
function Stateful(args: VerseMediaSectionProps) {
  const [items, setItems] = useState<readonly VerseMediaDraft[]>(args.items);
  return (
    <VerseMediaSection
      {...args}
      items={items}
      onAdd={(item) => {
        args.onAdd?.(item);
        setItems((list) => [...list, { ...item, id: `new-${item.verse_number}` }]);
      }}
      onUpdate={(item) => {
        args.onUpdate?.(item);
        setItems((list) => list.map((existing) => (existing.id === item.id ? item : existing)));
      }}
      onRemove={(id) => {
        args.onRemove?.(id);
        setItems((list) => list.filter((existing) => existing.id !== id));
      }}
    />
  );
}

/** The element whose whole text is `text`, even where numbers and addresses sit in their own <bdi>. */
const exactText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

const meta = {
  title: 'Screens/Admin/VerseMediaSection',
  component: VerseMediaSection,
  render: (args) => <Stateful {...args} />,
  args: { items: verseMedia, mode: 'edit', onAdd: fn(), onUpdate: fn(), onRemove: fn() },
} satisfies Meta<typeof VerseMediaSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => verseMediaSectionMessages[storyLocale(globals)];
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openAdd(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const words = copy(globals);
  await userEvent.click(within(canvasElement).getByRole('button', { name: words.add }));
  return body(canvasElement).findByRole('dialog', { name: words.addTitle });
}

export const Empty: Story = {
  args: { items: [], mode: 'add' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.heading })).toBeVisible();
    await expect(canvas.getByText(words.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.add })).toBeEnabled();
  },
};
export const EmptyHebrew = hebrew<Story>(Empty);

/** Add mode lists the items (verse number, image, video link) without Edit and Remove. */
export const Items: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('heading', { name: words.verse(1) })).toBeVisible();
    await expect(within(cards[0]!).getByRole('img', { name: words.imageAlt(1) })).toBeVisible();
    await expect(within(cards[0]!).getByRole('link', { name: words.video })).toHaveAttribute(
      'href',
      'https://videos.example.com/genesis-1-1',
    );
    await expect(within(cards[1]!).getByText(words.noVideo)).toBeVisible();
    // The add button is the only one: no Edit or Remove.
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([words.add]);
  },
};
export const ItemsHebrew = hebrew<Story>(Items);

/** Read-only (chapter details): no add button either. */
export const ViewOnly: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
export const ViewOnlyHebrew = hebrew<Story>(ViewOnly);

/** Edit mode: each item has Edit and Remove; Remove takes the item out. */
export const EditMode: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.editItem(1) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.removeItem(3) }));
    await expect(args.onRemove).toHaveBeenCalledWith('vm-2');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
export const EditModeHebrew = hebrew<Story>(EditMode);

export const AddDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const scope = within(await openAdd(canvasElement, globals));
    await expect(scope.getByRole('spinbutton', { name: words.verseNumber })).toHaveAttribute('min', '1');
    await expect(scope.getByRole('button', { name: new RegExp(words.verseImage) })).toBeVisible();
    await expect(scope.getByRole('textbox', { name: words.verseVideo })).toBeVisible();
    await expect(scope.getByRole('button', { name: words.cancel })).toBeVisible();
    await expect(scope.getByRole('button', { name: words.save })).toBeVisible();
    await expect(scope.getByRole('spinbutton', { name: words.verseNumber })).toHaveFocus();
  },
};
export const AddDialogHebrew = hebrew<Story>(AddDialog);

export const MissingVerseNumber: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await openAdd(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await expect(within(dialog).getByText(words.missingVerse)).toBeVisible();
    await expect(within(dialog).getByRole('spinbutton', { name: words.verseNumber })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
export const MissingVerseNumberHebrew = hebrew<Story>(MissingVerseNumber);

export const DuplicateVerse: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await openAdd(canvasElement, globals);
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: words.verseNumber }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await expect(within(dialog).getByText(exactText(words.duplicateVerse(3)))).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
export const DuplicateVerseHebrew = hebrew<Story>(DuplicateVerse);

/** Verse media may name only a verse the chapter has: 99 on a 6-verse chapter is refused before saving. */
export const VerseOutsideChapter: Story = {
  args: { verseCount: 6 },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await openAdd(canvasElement, globals);
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: words.verseNumber }), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await expect(within(dialog).getByText(exactText(words.maxVerse(6)))).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
export const VerseOutsideChapterHebrew = hebrew<Story>(VerseOutsideChapter);

export const VideoMustBeHttps: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const scope = within(await openAdd(canvasElement, globals));
    await userEvent.type(scope.getByRole('spinbutton', { name: words.verseNumber }), '2');
    await userEvent.type(
      scope.getByRole('textbox', { name: words.verseVideo }),
      'http://videos.example.com/a',
    );
    await userEvent.click(scope.getByRole('button', { name: words.save }));
    await expect(scope.getByText(exactText(words.https))).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
export const VideoMustBeHttpsHebrew = hebrew<Story>(VideoMustBeHttps);

/** A valid item is handed over and shows in the grid; the dialog closes. */
export const AddSaved: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const scope = within(await openAdd(canvasElement, globals));
    await userEvent.type(scope.getByRole('spinbutton', { name: words.verseNumber }), '2');
    await userEvent.type(
      scope.getByRole('textbox', { name: words.verseVideo }),
      'https://videos.example.com/g2',
    );
    await userEvent.click(scope.getByRole('button', { name: words.save }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      verse_number: 2,
      image: null,
      video: 'https://videos.example.com/g2',
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('heading', { name: words.verse(2) })).toBeVisible();
  },
};
export const AddSavedHebrew = hebrew<Story>(AddSaved);

/** Edit opens the dialog filled in; its own verse number is not a duplicate. */
export const EditDialog: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const editItem = () => within(canvasElement).getByRole('button', { name: words.editItem(3) });
    await userEvent.click(editItem());
    const scope = within(await body(canvasElement).findByRole('dialog', { name: words.editTitle }));
    await expect(scope.getByRole('spinbutton', { name: words.verseNumber })).toHaveValue(3);
    await userEvent.type(
      scope.getByRole('textbox', { name: words.verseVideo }),
      'https://videos.example.com/g3',
    );
    await userEvent.click(scope.getByRole('button', { name: words.save }));
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'vm-2', verse_number: 3, video: 'https://videos.example.com/g3' }),
    );
    // Opened again to show the dialog as an editor sees it.
    await userEvent.click(editItem());
    await body(canvasElement).findByRole('dialog', { name: words.editTitle });
  },
};
export const EditDialogHebrew = hebrew<Story>(EditDialog);

/** Editing an item onto a verse another item has: the same message. */
export const EditDuplicate: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.editItem(3) }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: words.editTitle });
    const number = within(dialog).getByRole('spinbutton', { name: words.verseNumber });
    await userEvent.clear(number);
    await userEvent.type(number, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await expect(within(dialog).getByText(exactText(words.duplicateVerse(1)))).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
export const EditDuplicateHebrew = hebrew<Story>(EditDuplicate);

/** At phone width the verse media stack in one column that fits the screen, every button in view. */
export const Phone: Story = {
  ...Items,
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    await expect((await expectFitsScreen(canvasElement)).length).toBeGreaterThan(0);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
