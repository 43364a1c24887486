import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectError, expectHelpText, expectRequired } from '../Field/fieldPlays';
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
  component: Select,
  args: { label: 'Plan Duration', placeholder: 'Choose a duration', options: DURATIONS, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: String(args.label) });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'yearly');
    await expect(select).toHaveValue('yearly');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const DefaultRtl = rtl({ ...Default, args: { ...Default.args, ...HEBREW } });

export const Filled: Story = { args: { defaultValue: 'monthly' } };
export const FilledRtl = rtl({ ...Filled, args: { ...Filled.args, ...HEBREW } });

/** A disabled option shows but cannot be picked. */
export const DisabledOption: Story = {
  args: { options: [...DURATIONS.slice(0, 2), { value: 'unlimited', label: 'Unlimited', disabled: true }] },
  play: async ({ args, canvasElement }) => {
    const unavailable = args.options.find((option) => option.disabled);
    await expect(within(canvasElement).getByRole('option', { name: unavailable?.label })).toBeDisabled();
  },
};
export const DisabledOptionRtl = rtl({
  ...DisabledOption,
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
