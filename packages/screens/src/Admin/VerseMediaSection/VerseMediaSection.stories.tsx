import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone } from '../common/storyActions';
import { verseMedia } from '../fixtures/chapters';
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

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Add Verse Media' }));
  return body(canvasElement).findByRole('dialog', { name: 'Add Verse Media' });
}

export const Empty: Story = {
  args: { items: [], mode: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verse Media' })).toBeVisible();
    await expect(canvas.getByText('No verse media added yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Add Verse Media' })).toBeEnabled();
  },
};

/** Add mode lists the items (verse number, image, video link) without Edit and Remove. */
export const Items: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('heading', { name: 'Verse 1' })).toBeVisible();
    await expect(within(cards[0]!).getByRole('img', { name: 'Image of verse 1' })).toBeVisible();
    await expect(within(cards[0]!).getByRole('link', { name: 'Watch video' })).toHaveAttribute(
      'href',
      'https://videos.example.com/genesis-1-1',
    );
    await expect(within(cards[1]!).getByText('No video')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

/** Read-only (chapter details): no add button either. */
export const ViewOnly: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Edit mode: each item has Edit and Remove; Remove takes the item out. */
export const EditMode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit verse 1 media' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove verse 3 media' }));
    await expect(args.onRemove).toHaveBeenCalledWith('vm-2');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const scope = within(dialog);
    await expect(scope.getByRole('spinbutton', { name: 'Verse Number' })).toHaveAttribute('min', '1');
    await expect(scope.getByRole('button', { name: /Verse Image/ })).toBeVisible();
    await expect(scope.getByRole('textbox', { name: 'Verse Video URL' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(scope.getByRole('spinbutton', { name: 'Verse Number' })).toHaveFocus();
  },
};

export const MissingVerseNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Please select verse number')).toBeVisible();
    await expect(within(dialog).getByRole('spinbutton', { name: 'Verse Number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const DuplicateVerse: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Verse Number' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText(exactText('Verse 3 media is already added!'))).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const VideoMustBeHttps: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const scope = within(dialog);
    await userEvent.type(scope.getByRole('spinbutton', { name: 'Verse Number' }), '2');
    await userEvent.type(
      scope.getByRole('textbox', { name: 'Verse Video URL' }),
      'http://videos.example.com/a',
    );
    await userEvent.click(scope.getByRole('button', { name: 'Save' }));
    await expect(scope.getByText(exactText('URL must start with https://'))).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A valid item is handed over and shows in the grid; the dialog closes. */
export const AddSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const scope = within(dialog);
    await userEvent.type(scope.getByRole('spinbutton', { name: 'Verse Number' }), '2');
    await userEvent.type(
      scope.getByRole('textbox', { name: 'Verse Video URL' }),
      'https://videos.example.com/g2',
    );
    await userEvent.click(scope.getByRole('button', { name: 'Save' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      verse_number: 2,
      image: null,
      video: 'https://videos.example.com/g2',
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('heading', { name: 'Verse 2' })).toBeVisible();
  },
};

/** Edit opens the dialog filled in; its own verse number is not a duplicate. */
export const EditDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit verse 3 media' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Verse Media' });
    const scope = within(dialog);
    await expect(scope.getByRole('spinbutton', { name: 'Verse Number' })).toHaveValue(3);
    await userEvent.type(
      scope.getByRole('textbox', { name: 'Verse Video URL' }),
      'https://videos.example.com/g3',
    );
    await userEvent.click(scope.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'vm-2', verse_number: 3, video: 'https://videos.example.com/g3' }),
    );
    // Opened again to show the dialog as an editor sees it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit verse 3 media' }));
    await body(canvasElement).findByRole('dialog', { name: 'Edit Verse Media' });
  },
};

/** Editing an item onto a verse another item has: the same message. */
export const EditDuplicate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit verse 3 media' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Verse Media' });
    const number = within(dialog).getByRole('spinbutton', { name: 'Verse Number' });
    await userEvent.clear(number);
    await userEvent.type(number, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText(exactText('Verse 1 media is already added!'))).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** At phone width the verse media stack in one column that fits the screen, every button in view. */
export const Phone: Story = {
  ...Items,
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    await expect((await expectFitsPhone(canvasElement)).length).toBeGreaterThan(0);
  },
};
