import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectError, expectHelpText, expectRequired } from '../storybook/fieldPlays';
import { rtl } from '../storybook';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled multi-line text input that the user can make taller.\n\n**When to use.** Plain text longer than one line (a message, a note). Formatted content uses RichTextEditor.\n\n**Right to left.** The text follows the page's direction; the label, help and error are aligned to the inline start.",
      },
    },
  },
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEBREW = { label: 'הודעה' };

const typesInto =
  (text: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: String(args.label) });
    await userEvent.type(textarea, text);
    await expect(textarea).toHaveValue(text.replace('{Enter}', '\n'));
    await expect(args.onChange).toHaveBeenCalled();
  };

export const Default: Story = {
  args: { placeholder: 'Write your message' },
  play: typesInto('Line one{Enter}Line two'),
};
export const DefaultRtl = rtl({
  ...Default,
  args: { ...Default.args, ...HEBREW, placeholder: 'כתבו את ההודעה' },
  play: typesInto('שורה ראשונה{Enter}שורה שנייה'),
});

export const Filled: Story = {
  args: {
    defaultValue:
      'In the beginning God created the heaven and the earth.\nAnd the earth was without form, and void.',
  },
};
export const FilledRtl = rtl({
  ...Filled,
  args: {
    ...Filled.args,
    ...HEBREW,
    defaultValue: 'בראשית ברא אלהים את השמים ואת הארץ.\nוהארץ היתה תהו ובהו.',
  },
});

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Not editable now.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
export const DisabledRtl = rtl({
  ...Disabled,
  args: { ...Disabled.args, ...HEBREW, defaultValue: 'לא ניתן לעריכה כעת.' },
});

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Sent on 03 Jul 2025.' },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue(String(args.defaultValue));
  },
};
export const ReadOnlyRtl = rtl({
  ...ReadOnly,
  args: { ...ReadOnly.args, ...HEBREW, defaultValue: 'נשלח ב-3 ביולי 2025.' },
});

export const WithHelpText: Story = {
  args: { helpText: 'Shown to readers under the chapter title.' },
  play: expectHelpText('textbox'),
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: { ...WithHelpText.args, ...HEBREW, helpText: 'מוצג לקוראים מתחת לכותרת הפרק.' },
});

export const WithError: Story = {
  args: { required: true, error: 'Message is required' },
  play: expectError('textbox'),
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, ...HEBREW, error: 'יש לכתוב הודעה' },
});

export const Required: Story = {
  args: { required: true },
  play: expectRequired('textbox'),
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, ...HEBREW } });
