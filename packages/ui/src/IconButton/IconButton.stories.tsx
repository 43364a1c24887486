import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import type { ButtonVariant } from '../Button';
import { rtl } from '../storybook';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'edit', label: 'Edit chapter', onClick: fn() },
  // Clicked in the play, pictured at rest; Focused keeps its focus ring.
  parameters: {
    blurBeforeScreenshot: true,
    docs: {
      description: {
        component:
          "A square button showing only an icon, named by its `label` (also its tooltip). Same variants and sizes as Button, ghost by default.\n\n**When to use.** Compact, well-known actions in tight places (close, edit, delete in a row). When the action is not obvious from the icon, use a Button with text.\n\n**Right to left.** Pointing icons mirror through Icon; the label comes from the caller in the page's language.",
      },
    },
  },
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

/** Reachable by Tab and pressed with Enter; the picture shows its focus ring. */
export const Focused: Story = {
  parameters: { blurBeforeScreenshot: false },
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

const VARIANTS: readonly ButtonVariant[] = ['ghost', 'secondary', 'primary', 'danger', 'brand'];
const OVERVIEW_WORDS = {
  ltr: { columns: ['Medium', 'Small', 'Pointing', 'Disabled'], edit: 'Edit', next: 'Next page' },
  rtl: { columns: ['בינוני', 'קטן', 'מצביע', 'מושבת'], edit: 'עריכה', next: 'העמוד הבא' },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, max-content);
  align-items: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

const Caption = styled.span`
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ColumnCaption = styled(Caption)`
  justify-self: center;
`;

/** Every variant in both sizes, a mirrored pointing icon and the disabled look, side by side. */
export const AllVariants: Story = {
  render: (_args, { globals }) => {
    const words = OVERVIEW_WORDS[globals.dir === 'rtl' ? 'rtl' : 'ltr'];
    return (
      <Grid>
        <span />
        {words.columns.map((column) => (
          <ColumnCaption key={column}>{column}</ColumnCaption>
        ))}
        {VARIANTS.map((variant) => (
          <Fragment key={variant}>
            <Caption>{variant}</Caption>
            <IconButton variant={variant} icon="edit" label={words.edit} />
            <IconButton variant={variant} size="sm" icon="edit" label={words.edit} />
            <IconButton variant={variant} icon="chevronEnd" label={words.next} />
            <IconButton variant={variant} icon="edit" label={words.edit} disabled />
          </Fragment>
        ))}
      </Grid>
    );
  },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(VARIANTS.length * 4);
    await expect(buttons.filter((button) => button.hasAttribute('disabled'))).toHaveLength(VARIANTS.length);
  },
};
export const AllVariantsRtl = rtl(AllVariants);
