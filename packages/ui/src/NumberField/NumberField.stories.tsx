import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectError, expectHelpText, expectRequired } from '../storybook/fieldPlays';
import { rtl } from '../storybook';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  parameters: {
    docs: {
      description: {
        component:
          'A labelled number input (`min`, `max`, `step` pass through). Phones show a numeric keypad, with a decimal point only when `step` allows fractions.\n\n**When to use.** Prices, counts and other numbers typed by hand.\n\n**Right to left.** The digits stay left to right in a Hebrew form (`dir="ltr"` on the input); the label and errors follow the page.',
      },
    },
  },
  component: NumberField,
  args: { label: 'Total Verses', onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: String(args.label) });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('dir', 'ltr');
    // No browser spinner arrows: a plain text box (Chromium's own arrows are hidden too: see the picture).
    await expect(getComputedStyle(input).appearance).toBe('textfield');
    await userEvent.type(input, '31');
    await expect(input).toHaveValue(31);
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const DefaultRtl = rtl({ ...Default, args: { ...Default.args, label: 'מספר פסוקים' } });

export const Filled: Story = { args: { defaultValue: 1234 } };
/** The digits keep their order and sit at the form's start edge. */
export const FilledRtl = rtl({ ...Filled, args: { ...Filled.args, label: 'מספר פסוקים' } });

/** Verse number: minimum 1. The browser flags a value outside the range, which a form can read. */
export const MinMaxStep: Story = {
  args: { label: 'Verse Number', min: 1, max: 176, step: 1, defaultValue: 2, helpText: 'From 1 to 176.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(input.validity.rangeUnderflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '177');
    await expect(input.validity.rangeOverflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await expect(input.validity.valid).toBe(true);
  },
};
export const MinMaxStepRtl = rtl({
  ...MinMaxStep,
  args: { ...MinMaxStep.args, label: 'מספר פסוק', helpText: 'מ-1 עד 176.' },
});

/** A fractional step brings the keypad with a decimal point. */
export const Decimal: Story = {
  args: { label: 'Price', step: 0.01, min: 0, defaultValue: 9.99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveAttribute('inputmode', 'decimal');
  },
};
export const DecimalRtl = rtl({ ...Decimal, args: { ...Decimal.args, label: 'מחיר' } });

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 31 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toBeDisabled();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, label: 'מספר פסוקים' } });

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 31 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue(31);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const ReadOnlyRtl = rtl({ ...ReadOnly, args: { ...ReadOnly.args, label: 'מספר פסוקים' } });

export const WithHelpText: Story = {
  args: { helpText: 'How many verses the chapter has.' },
  play: expectHelpText('spinbutton'),
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: { ...WithHelpText.args, label: 'מספר פסוקים', helpText: 'כמה פסוקים יש בפרק.' },
});

export const WithError: Story = {
  args: { label: 'Verse Number', min: 1, defaultValue: 0, error: 'Verse number must be at least 1' },
  play: expectError('spinbutton'),
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, label: 'מספר פסוק', error: 'מספר הפסוק חייב להיות לפחות 1' },
});

export const Required: Story = {
  args: { required: true },
  play: expectRequired('spinbutton'),
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, label: 'מספר פסוקים' } });
