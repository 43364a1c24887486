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

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Chapter' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const PrimaryRtl = rtl({ ...Primary, args: { children: 'שמירה' }, play: undefined });
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View All' } };
export const Brand: Story = { args: { variant: 'brand', children: 'הורדה חינם' } };
export const Small: Story = { args: { size: 'sm', children: 'Edit' } };
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Saving...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const BusyRtl = rtl({
  ...Busy,
  args: { busy: true, busyLabel: 'שומר...', children: 'שמירה' },
  play: undefined,
});
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save Chapter' })).toBeDisabled();
  },
};
export const DisabledRtl = rtl(Disabled);
