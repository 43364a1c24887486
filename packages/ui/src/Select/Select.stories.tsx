import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectError, expectHelpText, expectRequired } from '../storybook/fieldPlays';
import { rtl } from '../storybook';
import { Select } from './Select';

const DURATIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'unlimited', label: 'Unlimited' },
];
const HEBREW_DURATIONS = [
  { value: 'monthly', label: 'חודשי' },
  { value: 'yearly', label: 'שנתי' },
  { value: 'unlimited', label: 'ללא הגבלה' },
];
const HEBREW = { label: 'משך התוכנית', placeholder: 'בחרו משך', options: HEBREW_DURATIONS };

const meta = {
  title: 'UI/Select',
  parameters: {
    docs: {
      description: {
        component:
          "A native select (keyboard and screen-reader behaviour for free), styled like the other controls.\n\n**When to use.** Choosing one value out of a few known options. For actions use Menu.\n\n**Right to left.** The arrow sits at the inline end and the text at the inline start, so they swap in Hebrew; the open list is the browser's own.",
      },
    },
  },
  component: Select,
  args: { label: 'Plan Duration', placeholder: 'Choose a duration', options: DURATIONS, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = 'rgb(28, 31, 38)';
const MUTED = 'rgb(79, 86, 101)';

/** Nothing chosen: the placeholder shows in the muted colour. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: String(args.label) });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue(String(args.placeholder));
    await expect(getComputedStyle(select).color).toBe(MUTED);
  },
};
export const DefaultRtl = rtl({ ...Default, args: { ...Default.args, ...HEBREW } });

/**
 * Chosen: the value shows in the text colour and onChange hears it. A disabled option ('Unlimited' here)
 * is listed but cannot be picked (the native list cannot be pictured, so it is asserted).
 */
export const Filled: Story = {
  args: { options: [...DURATIONS.slice(0, 2), { value: 'unlimited', label: 'Unlimited', disabled: true }] },
  parameters: { blurBeforeScreenshot: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: String(args.label) });
    await userEvent.selectOptions(select, args.options[1]!.value);
    await expect(select).toHaveValue(args.options[1]!.value);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(getComputedStyle(select).color).toBe(TEXT);
    const unavailable = args.options.find((option) => option.disabled);
    await expect(canvas.getByRole('option', { name: unavailable?.label })).toBeDisabled();
  },
};
export const FilledRtl = rtl({
  ...Filled,
  args: {
    ...HEBREW,
    options: [...HEBREW_DURATIONS.slice(0, 2), { value: 'unlimited', label: 'ללא הגבלה', disabled: true }],
  },
});

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, ...HEBREW } });

export const WithHelpText: Story = {
  args: {
    label: 'Payment Environment',
    placeholder: undefined,
    helpText: 'Test payments are not charged.',
    options: [
      { value: 'test', label: 'Test' },
      { value: 'live', label: 'Live' },
    ],
  },
  play: expectHelpText('combobox'),
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: {
    ...WithHelpText.args,
    label: 'סביבת תשלום',
    helpText: 'תשלומי בדיקה אינם מחויבים.',
    options: [
      { value: 'test', label: 'בדיקה' },
      { value: 'live', label: 'אמיתי' },
    ],
  },
});

export const WithError: Story = {
  args: { required: true, error: 'Plan duration is required' },
  play: expectError('combobox'),
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, ...HEBREW, error: 'יש לבחור משך' },
});

export const Required: Story = {
  args: { required: true },
  play: expectRequired('combobox'),
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, ...HEBREW } });
