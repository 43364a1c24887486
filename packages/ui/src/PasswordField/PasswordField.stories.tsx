import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  parameters: {
    docs: {
      description: {
        component:
          "A password input with a button that shows or hides what was typed; the button's name says what it will do.\n\n**When to use.** Every password entry (login, delete-account).\n\n**Right to left.** The show/hide button sits at the inline end of the box, so on the left in Hebrew; its name comes from the Hebrew table.",
      },
    },
  },
  component: PasswordField,
  args: { label: 'New Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEBREW = { label: 'סיסמה חדשה' };
/** The toggle's names in the story's language: the RTL twins get Hebrew from the provider, with no labels prop. */
const toggle = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.documentElement.dir === 'rtl'
    ? { show: 'הצגת הסיסמה', hide: 'הסתרת הסיסמה' }
    : { show: 'Show password', hide: 'Hide password' };

/** Empty and hidden: the toggle offers to show the password. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(String(args.label));
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: toggle(canvasElement).show })).toBeEnabled();
  },
};
export const DefaultRtl = rtl({ ...Default, args: { ...Default.args, ...HEBREW } });

export const Filled: Story = { args: { defaultValue: 'Shalom123' } };
export const FilledRtl = rtl({ ...Filled, args: { ...Filled.args, ...HEBREW } });

/** The toggle shows what was typed, hides it again and shows it: the last frame shows the password in clear. */
export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { show, hide } = toggle(canvasElement);
    const input = canvas.getByLabelText(String(args.label));
    await userEvent.type(input, 'Shalom123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: show }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: hide }));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: show }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Shalom123');
  },
};
export const ShownRtl = rtl({ ...Shown, args: { ...Shown.args, ...HEBREW } });

/** `labels` renames the toggle, e.g. for a PIN. */
export const CustomLabels: Story = {
  args: { label: 'PIN', labels: { show: 'Show PIN', hide: 'Hide PIN' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show PIN' })).toBeVisible();
  },
};

/** The toggle is reachable by keyboard right after the input. */
export const Focused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(String(args.label))).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: toggle(canvasElement).show })).toHaveFocus();
  },
};
export const FocusedRtl = rtl({ ...Focused, args: { ...Focused.args, ...HEBREW } });

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Shalom123' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(String(args.label))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: toggle(canvasElement).show })).toBeDisabled();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, ...HEBREW } });

export const WithHelpText: Story = {
  args: { helpText: 'At least 8 characters.' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(String(args.label))).toHaveAccessibleDescription(
      String(args.helpText),
    );
  },
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: { ...WithHelpText.args, ...HEBREW, helpText: 'לפחות 8 תווים.' },
});

export const WithError: Story = {
  args: { label: 'Current Password', defaultValue: 'wrong', error: 'Current password is incorrect' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText(String(args.label));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(String(args.error));
  },
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, ...HEBREW, label: 'סיסמה נוכחית', error: 'הסיסמה הנוכחית שגויה' },
});

export const Required: Story = {
  args: { required: true },
  play: async ({ args, canvasElement }) => {
    // The label's text includes the asterisk; the accessible name does not.
    const input = within(canvasElement).getByLabelText(String(args.label), { exact: false });
    await expect(input).toHaveAccessibleName(String(args.label));
    await expect(input).toBeRequired();
  },
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, ...HEBREW } });
