import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '../storybook';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
import { languageSwitchMessages } from './messages';

const meta = {
  title: 'UI/LanguageSwitch',
  parameters: {
    docs: {
      description: {
        component:
          "The interface's language, English or עברית: a radio group of two segments under a visible name ('Language'). Each language is written in its own language and script, marked with its `lang` and `translate=\"no\"`, so an admin finds theirs whatever the page speaks.\n\n**When to use.** On the login page and wherever an admin changes the language before reaching the user menu. The user menu offers the same two names as checkable items.\n\n**Right to left.** The segments follow the reading direction: English first, at the inline start; the arrow towards the inline end moves to the next language.",
      },
    },
  },
  component: LanguageSwitch,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const wordsOf = (dir: unknown) => languageSwitchMessages[dir === 'rtl' ? 'he' : 'en'];

/** Holds the language chosen, as the app does: the switch only reports a choice. */
function Remembering(args: LanguageSwitchProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguageSwitch
      {...args}
      value={value}
      onChange={(locale) => {
        args.onChange(locale);
        setValue(locale);
      }}
    />
  );
}

/**
 * English is current. Each language is named in its own language; choosing the current one again reports
 * nothing, choosing Hebrew reports 'he' (the switch is controlled: it stays on English until the app says).
 */
export const EnglishCurrent: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: wordsOf(globals.dir).label });
    const [english, hebrewOption] = within(group).getAllByRole('radio');
    await expect(english).toHaveAccessibleName('English');
    await expect(english).toBeChecked();
    await expect(english!.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(hebrewOption).toHaveAccessibleName('עברית');
    await expect(hebrewOption!.closest('[translate]')).toHaveAttribute('translate', 'no');
    await expect(hebrewOption!.closest('[lang]')).toHaveAttribute('lang', 'he');
    await userEvent.click(english!);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(hebrewOption!);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('he');
    await expect(english).toBeChecked();
  },
  parameters: { blurBeforeScreenshot: true },
};
export const EnglishCurrentHebrew = hebrew<Story>(EnglishCurrent);

/** Hebrew is current: its segment is the filled one. */
export const HebrewCurrent: Story = {
  args: { value: 'he' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'עברית' })).toBeChecked();
  },
};
export const HebrewCurrentHebrew = hebrew<Story>(HebrewCurrent);

/**
 * Keyboard: Tab reaches the current language, the arrow towards the inline end (right in English, left in
 * Hebrew) chooses the next one and the other arrow comes back; the app's answer moves the filled segment.
 * Hebrew stays chosen, with the focus ring.
 */
export const Keyboard: Story = {
  parameters: { before: 'EnglishCurrent' },
  render: (args) => <Remembering {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const [forward, back] =
      globals.dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard(forward);
    await expect(args.onChange).toHaveBeenLastCalledWith('he');
    await userEvent.keyboard(back);
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.keyboard(forward);
    const hebrewOption = canvas.getByRole('radio', { name: 'עברית' });
    await expect(hebrewOption).toBeChecked();
    await expect(hebrewOption).toHaveFocus();
  },
};
export const KeyboardHebrew = hebrew<Story>(Keyboard);
