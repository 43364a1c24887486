import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '../storybook';
import { RichTextEditor, type RichTextToolbarLabels } from './RichTextEditor';

const ENGLISH =
  '<h2>Genesis 1</h2><p>In the beginning God created the <strong>heaven</strong> and the <em>earth</em>.</p>' +
  '<h3>The first day</h3><p>And God said, <u>Let there be light</u>: and there was light.</p>' +
  '<ul><li>Light</li><li>Darkness</li></ul><ol><li>Evening</li><li>Morning</li></ol>';

// Genesis 1:1-3 with vowel points (no cantillation: none of the bundled fonts draws it).
const GENESIS =
  '<h2>בְּרֵאשִׁית א</h2>' +
  '<p>בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃</p>' +
  '<p>וְהָאָרֶץ הָיְתָה <strong>תֹהוּ וָבֹהוּ</strong> וְחֹשֶׁךְ עַל־פְּנֵי תְהוֹם וְרוּחַ אֱלֹהִים מְרַחֶפֶת עַל־פְּנֵי הַמָּיִם׃</p>' +
  '<p>וַיֹּאמֶר אֱלֹהִים <em>יְהִי אוֹר</em> וַיְהִי־אוֹר׃</p>';

const HEBREW_LABELS: Partial<RichTextToolbarLabels> = {
  toolbar: 'עיצוב',
  bold: 'מודגש',
  italic: 'נטוי',
  underline: 'קו תחתון',
  'heading-two': 'כותרת 2',
  'heading-three': 'כותרת 3',
  'bulleted-list': 'רשימת תבליטים',
  'numbered-list': 'רשימה ממוספרת',
};
const HEBREW = { label: 'תוכן הפרק', toolbarLabels: HEBREW_LABELS };

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Chapter content', onChangeHtml: fn() },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastHtml = (onChangeHtml: unknown) =>
  (onChangeHtml as ReturnType<typeof fn>).mock.lastCall?.[0] as string;

/** Types, turns Bold on from the toolbar, types again: the HTML out has the second part in <strong>. */
function typeThenBold(name: { editor: string; bold: string }, first: string, second: string): Story['play'] {
  return async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: name.editor });
    await userEvent.type(editor, first);
    await waitFor(() => expect(lastHtml(args.onChangeHtml)).toBe(`<p>${first}</p>`));
    const bold = canvas.getByRole('button', { name: name.bold });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(editor, second, { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChangeHtml)).toBe(`<p>${first}<strong>${second}</strong></p>`),
    );
  };
}

export const Empty: Story = {
  args: { placeholder: 'Write the chapter content...' },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Chapter content' });
    // Slate draws the placeholder once mounted.
    await waitFor(() => expect(editor).toHaveTextContent('Write the chapter content...'));
    await expect(editor).toHaveAttribute('contenteditable', 'true');
  },
};
export const EmptyRtl = rtl({
  ...Empty,
  args: { ...HEBREW, placeholder: 'כתבו את תוכן הפרק...' },
  play: undefined,
});

/** Typing, then Bold from the toolbar: what is typed next is bold in the HTML out. */
export const Editing: Story = {
  play: typeThenBold({ editor: 'Chapter content', bold: 'Bold' }, 'In the beginning ', 'God'),
};
export const EditingRtl = rtl({
  ...Editing,
  args: HEBREW,
  play: typeThenBold({ editor: 'תוכן הפרק', bold: 'מודגש' }, 'בראשית ', 'ברא'),
});

export const WithContent: Story = {
  args: { initialHtml: ENGLISH },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Genesis 1' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'The first day' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // Ctrl+I turns italic on for what is typed next.
    const editor = canvas.getByRole('textbox', { name: 'Chapter content' });
    await userEvent.type(editor, '{Control>}i{/Control}day');
    await waitFor(() => expect(lastHtml(args.onChangeHtml)).toContain('<em>day</em>'));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const WithContentRtl = rtl<Story>({
  ...WithContent,
  args: { ...HEBREW, initialHtml: GENESIS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'בְּרֵאשִׁית א' })).toBeVisible();
  },
});

/** Hebrew content in the English admin: its blocks still read right to left. */
export const HebrewContent: Story = {
  args: { initialHtml: GENESIS },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Chapter content' });
    for (const block of Array.from(editor.querySelectorAll('h2, p')))
      await expect(block).toHaveAttribute('dir', 'rtl');
    await expect(editor).toHaveTextContent('בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃');
  },
};
export const HebrewContentRtl = rtl({
  ...HebrewContent,
  args: { ...HEBREW, initialHtml: GENESIS },
  play: undefined,
});

/** 500 px of editing area: chapter content. */
export const Tall: Story = {
  args: { initialHtml: ENGLISH, height: 'tall' },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Chapter content' });
    await expect(editor.getBoundingClientRect().height).toBe(500);
  },
};
export const TallRtl = rtl({
  ...Tall,
  args: { ...HEBREW, initialHtml: GENESIS, height: 'tall' },
  play: undefined,
});

/** 250 px of editing area: audio content and verses. */
export const Short: Story = {
  args: { label: 'Audio content', initialHtml: ENGLISH, height: 'short' },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Audio content' });
    await expect(editor.getBoundingClientRect().height).toBe(250);
  },
};
export const ShortRtl = rtl({
  ...Short,
  args: { ...HEBREW, label: 'תוכן השמע', initialHtml: GENESIS, height: 'short' },
  play: undefined,
});

export const ReadOnly: Story = {
  args: { initialHtml: ENGLISH, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Chapter content' });
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};
export const ReadOnlyRtl = rtl<Story>({
  ...ReadOnly,
  args: { ...HEBREW, initialHtml: GENESIS, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'תוכן הפרק' })).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
});
