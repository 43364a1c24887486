import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Field } from './Field';
import { InputControl } from '../internal/field';

/** Field wires any control: here a plain input receives the id and ARIA attributes it hands out. */
const meta = {
  title: 'UI/Field',
  parameters: {
    docs: {
      description: {
        component:
          'A label above a control, help text and an error under it, all wired for assistive technology (`aria-describedby`, `aria-invalid`).\n\n**When to use.** Around any custom control that needs a label and an error. TextField, NumberField, Select and TextArea already use it.\n\n**Right to left.** Label, help and error are aligned to the inline start, so to the right in Hebrew.',
      },
    },
  },
  component: Field,
  args: { label: 'Video URL', children: (control) => <InputControl type="url" dir="ltr" {...control} /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: String(args.label) });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).toBeValid();
    await expect(input).not.toBeRequired();
  },
};
export const LabelOnlyRtl = rtl({ ...LabelOnly, args: { ...LabelOnly.args, label: 'קישור לסרטון' } });

/** Help text and error both describe the control, help first; the error also marks it invalid. */
export const HelpAndError: Story = {
  args: { required: true, helpText: 'An https:// link.', error: 'Video URL must start with https://' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: String(args.label) });
    await expect(input).toHaveAccessibleDescription(`${args.helpText} ${args.error}`);
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
  },
};
export const HelpAndErrorRtl = rtl({
  ...HelpAndError,
  args: {
    ...HelpAndError.args,
    label: 'קישור לסרטון',
    helpText: 'קישור https://.',
    error: 'הקישור חייב להתחיל ב-https://',
  },
});
