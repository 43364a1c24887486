import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { rtl } from '../storybook';
import { Button, type ButtonVariant } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save Chapter', onClick: fn() },
  // Clicked in the play, pictured at rest.
  parameters: {
    blurBeforeScreenshot: true,
    docs: {
      description: {
        component:
          'The action button: primary, secondary, danger, ghost and brand (the public site), two sizes, an optional icon, and a busy state that keeps its width.\n\n**When to use.** One primary button per view for its main action; secondary for the others; danger only for destructive actions (usually inside a ConfirmDialog). For navigation use a link.\n\n**Right to left.** The icon sits at the inline start; pointing icons (back, chevrons) mirror through Icon.',
      },
    },
  },
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
export const GhostRtl = rtl<Story>({ args: { variant: 'ghost', children: 'הצגת הכול' } });
/** The public site's download button, whose text is Hebrew in both directions. */
export const Brand: Story = { args: { variant: 'brand', children: 'הורדה חינם' } };
export const BrandRtl = rtl(Brand);
export const Small: Story = { args: { size: 'sm', children: 'Edit' } };
export const SmallRtl = rtl<Story>({ args: { size: 'sm', children: 'עריכה' } });
/** Busy: in full colour with a spinner, named by its busy label, and a click does nothing. */
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

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'brand'];
const OVERVIEW_WORDS = {
  ltr: {
    columns: ['Medium', 'Small', 'With icon', 'Disabled', 'Busy'],
    text: 'Save',
    busy: 'Saving...',
  },
  rtl: {
    columns: ['בינוני', 'קטן', 'עם סמל', 'מושבת', 'עסוק'],
    text: 'שמירה',
    busy: 'שומר...',
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, max-content);
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every variant in every size and state, side by side, so a change to any of them shows here. */
export const AllVariants: Story = {
  render: (_args, { globals }) => {
    const words = OVERVIEW_WORDS[globals.dir === 'rtl' ? 'rtl' : 'ltr'];
    return (
      <Grid>
        <span />
        {words.columns.map((column) => (
          <Caption key={column}>{column}</Caption>
        ))}
        {VARIANTS.map((variant) => (
          <Fragment key={variant}>
            <Caption>{variant}</Caption>
            <Button variant={variant}>{words.text}</Button>
            <Button variant={variant} size="sm">
              {words.text}
            </Button>
            <Button variant={variant} icon={<Icon name="plus" />}>
              {words.text}
            </Button>
            <Button variant={variant} disabled>
              {words.text}
            </Button>
            <Button variant={variant} busy busyLabel={words.busy}>
              {words.text}
            </Button>
          </Fragment>
        ))}
      </Grid>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Saving|שומר/ })).toHaveLength(VARIANTS.length);
    for (const busy of canvas.getAllByRole('button', { name: /Saving|שומר/ })) {
      await expect(busy).toHaveAttribute('aria-busy', 'true');
    }
  },
};
export const AllVariantsRtl = rtl(AllVariants);
