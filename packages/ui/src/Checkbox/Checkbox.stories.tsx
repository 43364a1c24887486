import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectError, expectHelpText, expectRequired } from '../storybook/fieldPlays';
import { rtl } from '../storybook';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox with its label beside it, and optional help text and an error under the label. The real input keeps its semantics and keyboard behaviour; only its look is drawn.\n\n**When to use.** A yes/no choice that takes effect on save. Not for an immediate on/off switch of a setting outside a form.\n\n**Right to left.** The box sits at the inline start, before the label, in either direction; the check mark does not mirror.',
      },
    },
  },
  component: Checkbox,
  args: { label: 'Active plan', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEBREW = { label: 'תוכנית פעילה' };

/** Clicking the label toggles it; so does Space once it has focus. The picture shows it at rest. */
export const Default: Story = {
  parameters: { blurBeforeScreenshot: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });
    await userEvent.click(canvas.getByText(String(args.label)));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
export const DefaultRtl = rtl({ ...Default, args: { ...Default.args, ...HEBREW } });

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};
export const CheckedRtl = rtl({ ...Checked, args: { ...Checked.args, ...HEBREW } });

/** Reached by Tab: the box shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveStyle({ outlineStyle: 'solid' });
  },
};
export const FocusedRtl = rtl({ ...Focused, args: { ...Focused.args, ...HEBREW } });

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, ...HEBREW } });

export const WithHelpText: Story = {
  args: { helpText: 'Inactive plans are hidden from the app.' },
  play: expectHelpText('checkbox'),
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: { ...WithHelpText.args, ...HEBREW, helpText: 'תוכניות לא פעילות מוסתרות באפליקציה.' },
});

export const WithError: Story = {
  args: {
    label: 'I confirm this account should be deleted',
    required: true,
    error: 'Please confirm to continue',
  },
  play: expectError('checkbox'),
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, label: 'אני מאשר/ת את מחיקת החשבון', error: 'יש לאשר כדי להמשיך' },
});

export const Required: Story = {
  args: { required: true },
  play: expectRequired('checkbox'),
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, ...HEBREW } });
