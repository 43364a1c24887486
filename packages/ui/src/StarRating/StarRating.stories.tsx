import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { rtl } from '../storybook';
import { StarRating, type StarRatingProps } from './StarRating';

const meta = {
  title: 'UI/StarRating',
  parameters: {
    docs: {
      description: {
        component:
          "A rating of one to five stars, read-only or as an input (a radio group).\n\n**When to use.** The testimonials' ratings on the public site.\n\n**Right to left.** The stars fill from the inline start, so from the right in Hebrew; as an input, the arrow keys follow the reading direction (in Hebrew the left arrow raises the rating), and up raises it.",
      },
    },
  },
  component: StarRating,
  args: { value: 5 },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};
/** Hebrew name from the locale, no label passed. */
export const ReadOnlyRtl = rtl<Story>({
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'דירוג 5 מתוך 5' })).toBeVisible();
  },
});

export const ReadOnlyPartial: Story = {
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  },
};
export const ReadOnlyPartialRtl = rtl<Story>({
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'דירוג 3 מתוך 5' })).toBeVisible();
  },
});

/** The rating and the next control of a form, side by side. */
const FormRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** Holds the chosen value, as a form would, and reports each choice. */
function Controlled(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

export const Interactive: Story = {
  args: { value: 2, onChange: fn(), labels: { rating: 'Your rating' } },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(within(group).getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '4 of 5 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toHaveFocus();
    // Arrow keys move and choose, wrapping at the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: '1 of 5 stars' })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
  },
};
export const InteractiveRtl = rtl<Story>({
  ...Interactive,
  args: { value: 2, onChange: fn(), labels: { rating: 'הדירוג שלך' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '2 כוכבים מתוך 5' }));
    // In right-to-left the left arrow points forward: a higher rating.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 כוכבים מתוך 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
});

/**
 * A single tab stop: Tab reaches the first star when none is chosen, the next Tab leaves the group, and
 * Shift+Tab comes back to the chosen star, which shows its focus ring.
 */
export const InteractiveKeyboard: Story = {
  args: { value: 0, onChange: fn(), labels: { rating: 'Your rating' } },
  render: (args) => (
    <FormRow>
      <Controlled {...args} />
      <Button variant="secondary" size="sm">
        After
      </Button>
    </FormRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Nothing chosen yet: the first star takes the focus.
    await expect(canvas.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: '3 of 5 stars' })).toHaveFocus();
  },
};
export const InteractiveKeyboardRtl = rtl<Story>({
  ...InteractiveKeyboard,
  args: { value: 0, onChange: fn(), labels: { rating: 'הדירוג שלך' } },
  render: (args) => (
    <FormRow>
      <Controlled {...args} />
      <Button variant="secondary" size="sm">
        הבא
      </Button>
    </FormRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'כוכב אחד מתוך 5' })).toHaveFocus();
    // Left is forward in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 כוכבים מתוך 5' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'הבא' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: '2 כוכבים מתוך 5' })).toHaveFocus();
  },
});
