import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtl } from '../storybook';
import { Spinner } from './Spinner';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'sm' } };
export const SmallRtl = rtl<Story>({ args: { size: 'sm', label: 'טוען' } });
export const Medium: Story = { args: { size: 'md' } };
export const MediumRtl = rtl<Story>({ args: { size: 'md', label: 'טוען' } });
export const Large: Story = { args: { size: 'lg', label: 'Loading chapters' } };
export const LargeRtl = rtl<Story>({ args: { size: 'lg', label: 'טוען פרקים' } });
