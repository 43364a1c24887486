import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '../storybook';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'UI/SearchInput',
  parameters: {
    docs: {
      description: {
        component:
          "A search box (role searchbox) with a search icon and a button that clears it.\n\n**When to use.** Above a list the server searches. Not as a general text field.\n\n**Right to left.** The magnifier sits at the inline start and the clear button at the inline end, so they swap in Hebrew; the clear button's name comes from the Hebrew table.",
      },
    },
  },
  component: SearchInput,
  args: { label: 'Search users', placeholder: 'Search users...', onChange: fn() },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEBREW = { label: 'חיפוש משתמשים', placeholder: 'חיפוש משתמשים...' };
/** The clear button's name in the story's language: the RTL twins get Hebrew from the provider. */
const clearName = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.documentElement.dir === 'rtl' ? 'ניקוי החיפוש' : 'Clear search';

/** Empty: the placeholder shows and there is nothing to clear. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: args.label })).toHaveValue('');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const DefaultRtl = rtl({ ...Default, args: { ...Default.args, ...HEBREW } });

/** While typing: each change is reported, the clear button appears and the box keeps its focus ring. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: args.label });
    const query = canvasElement.ownerDocument.documentElement.dir === 'rtl' ? 'רות' : 'ruth';
    await userEvent.type(box, query);
    await expect(box).toHaveValue(query);
    await expect(args.onChange).toHaveBeenLastCalledWith(query);
    await expect(canvas.getByRole('button', { name: clearName(canvasElement) })).toBeVisible();
    await expect(box).toHaveFocus();
  },
};
export const TypingRtl = rtl({ ...Typing, args: { ...Typing.args, ...HEBREW } });

export const Filled: Story = {
  args: { defaultValue: 'ruth' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue(args.defaultValue);
    await expect(canvas.getByRole('button', { name: clearName(canvasElement) })).toBeVisible();
  },
};
export const FilledRtl = rtl({ ...Filled, args: { ...Filled.args, ...HEBREW, defaultValue: 'רות' } });

/** The clear button empties the box, reports '' and puts focus back in the box. */
export const Cleared: Story = {
  args: { defaultValue: 'ruth' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: clearName(canvasElement) }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const ClearedRtl = rtl({ ...Cleared, args: { ...Cleared.args, ...HEBREW, defaultValue: 'רות' } });

/** With `debounceMs` the query is reported once, after typing stops. */
export const Debounced: Story = {
  args: { debounceMs: 300 },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, 'levi');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('levi');
  },
};
export const DebouncedRtl = rtl<Story>({
  ...Debounced,
  args: { ...Debounced.args, ...HEBREW },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'לוי');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('לוי');
  },
});

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ruth' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, ...HEBREW, defaultValue: 'רות' } });
