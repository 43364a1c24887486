import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'edit', label: 'Edit chapter', onClick: fn() },
  argTypes: { variant: { control: 'select', options: ['primary', 'secondary', 'danger', 'ghost', 'brand'] } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const clicks: Story['play'] = async ({ args, canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: args.label }));
  await expect(args.onClick).toHaveBeenCalledTimes(1);
};

export const Ghost: Story = { play: clicks };
export const GhostRtl = rtl({ ...Ghost, args: { ...Ghost.args, label: 'עריכת הפרק' } });
export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'dots', label: 'More actions' },
  play: clicks,
};
export const SecondaryRtl = rtl({ ...Secondary, args: { ...Secondary.args, label: 'פעולות נוספות' } });
export const Primary: Story = {
  args: { variant: 'primary', icon: 'plus', label: 'Add verse' },
  play: clicks,
};
export const PrimaryRtl = rtl({ ...Primary, args: { ...Primary.args, label: 'הוספת פסוק' } });
export const Danger: Story = {
  args: { variant: 'danger', icon: 'trash', label: 'Remove chapter' },
  play: clicks,
};
export const DangerRtl = rtl({ ...Danger, args: { ...Danger.args, label: 'מחיקת הפרק' } });
/** A pointing icon mirrors in right-to-left. */
export const Small: Story = { args: { size: 'sm', icon: 'chevronEnd', label: 'Next page' }, play: clicks };
export const SmallRtl = rtl({ ...Small, args: { ...Small.args, label: 'העמוד הבא' } });

/** Reachable by Tab and pressed with Enter. */
export const Focused: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: args.label })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const FocusedRtl = rtl({ ...Focused, args: { ...Focused.args, label: 'עריכת הפרק' } });

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, label: 'עריכת הפרק' } });
