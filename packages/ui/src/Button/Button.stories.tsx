import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save Chapter', onClick: fn() },
  argTypes: { variant: { control: 'select', options: ['primary', 'secondary', 'danger', 'ghost', 'brand'] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const clicks =
  (name: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  };
export const Primary: Story = { play: clicks('Save Chapter') };
export const PrimaryRtl = rtl<Story>({ args: { children: 'שמירה' }, play: clicks('שמירה') });
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const SecondaryRtl = rtl<Story>({ args: { variant: 'secondary', children: 'ביטול' } });
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const DangerRtl = rtl<Story>({ args: { variant: 'danger', children: 'הסרה' } });
export const Ghost: Story = { args: { variant: 'ghost', children: 'View All' } };
export const GhostRtl = rtl<Story>({ args: { variant: 'ghost', children: 'הצגת הכל' } });
/** The public site's download button, whose text is Hebrew in both directions. */
export const Brand: Story = { args: { variant: 'brand', children: 'הורדה חינם' } };
export const BrandRtl = rtl(Brand);
export const Small: Story = { args: { size: 'sm', children: 'Edit' } };
export const SmallRtl = rtl<Story>({ args: { size: 'sm', children: 'עריכה' } });
/** Busy: named by its busy label, disabled, and a click does nothing. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Saving...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: args.busyLabel });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const BusyRtl = rtl<Story>({ ...Busy, args: { busy: true, busyLabel: 'שומר...', children: 'שמירה' } });
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save Chapter' })).toBeDisabled();
  },
};
export const DisabledRtl = rtl(Disabled);
