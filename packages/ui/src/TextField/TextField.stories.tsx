import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectError, expectHelpText, expectRequired } from '../storybook/fieldPlays';
import { rtl } from '../storybook';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled single-line text input, with help text and an error; `readOnly` shows a value that cannot be edited.\n\n**When to use.** Any short text: names, e-mails, titles. Numbers use NumberField, passwords PasswordField.\n\n**Right to left.** The text follows the page's direction; e-mail, URL and phone values are written left to right and, in a Hebrew form, aligned to the inline end.",
      },
    },
  },
  component: TextField,
  args: { label: 'First Name', onChange: fn() },
  argTypes: { type: { control: 'select', options: ['text', 'email', 'url', 'tel'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const typesInto =
  (text: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: String(args.label) });
    await userEvent.type(input, text);
    await expect(input).toHaveValue(text);
    await expect(args.onChange).toHaveBeenCalledTimes(text.length);
  };

/** Empty: the placeholder shows in the muted colour. */
export const Default: Story = {
  args: { placeholder: 'e.g. Moshe' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: String(args.label) });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', args.placeholder);
  },
};
export const DefaultRtl = rtl({
  ...Default,
  args: { ...Default.args, label: 'שם פרטי', placeholder: 'לדוגמה משה' },
});

/** Typed into: every keystroke reaches onChange; the picture shows the value at rest (focus dropped). */
export const Filled: Story = {
  args: { placeholder: 'e.g. Moshe' },
  parameters: { blurBeforeScreenshot: true },
  play: typesInto('Moshe'),
};
export const FilledRtl = rtl({
  ...Filled,
  args: { ...Filled.args, label: 'שם פרטי', placeholder: 'לדוגמה משה' },
  play: typesInto('משה'),
});

/** E-mails, URLs and phone numbers stay left to right, lined up with the form's start edge, and are never translated. */
export const Email: Story = {
  args: { label: 'Contact Email', type: 'email', defaultValue: 'support@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toHaveAttribute('translate', 'no');
  },
};
export const EmailRtl = rtl({ ...Email, args: { ...Email.args, label: 'דוא״ל ליצירת קשר' } });

/** Reached by Tab: the box shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await waitFor(() =>
      expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid'),
    );
  },
};
export const FocusedRtl = rtl({ ...Focused, args: { ...Focused.args, label: 'שם פרטי' } });

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Moshe' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Moshe');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const DisabledRtl = rtl<Story>({
  ...Disabled,
  args: { ...Disabled.args, label: 'שם פרטי', defaultValue: 'משה' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
});

/** The profile e-mail: shown, selectable, not editable. */
export const ReadOnly: Story = {
  args: { label: 'Email', type: 'email', readOnly: true, defaultValue: 'admin@example.com' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('admin@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const ReadOnlyRtl = rtl({ ...ReadOnly, args: { ...ReadOnly.args, label: 'דוא״ל' } });

export const WithHelpText: Story = {
  args: { label: 'Image Buy Link', type: 'url', helpText: 'Where readers can buy a print of this image.' },
  play: expectHelpText('textbox'),
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: {
    ...WithHelpText.args,
    label: 'קישור לרכישת התמונה',
    helpText: 'היכן הקוראים יכולים לקנות הדפס של התמונה.',
  },
});

export const WithError: Story = {
  args: { label: 'Chapter Name', required: true, error: 'Chapter name is required' },
  play: expectError('textbox'),
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, label: 'שם הפרק', error: 'שם הפרק הוא שדה חובה' },
});

/** The asterisk is decorative: the name stays 'Chapter Name'. */
export const Required: Story = {
  args: { label: 'Chapter Name', required: true },
  play: expectRequired('textbox'),
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, label: 'שם הפרק' } });
