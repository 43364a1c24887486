import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '../storybook';
import { FeatureChecklist, type FeatureChecklistProps } from './FeatureChecklist';
import { featureChecklistMessages } from './messages';

const FEATURES = {
  'Audio Bible with professional narration': true,
  'Download the audio Bible for offline use': false,
  'Study mode with notes': true,
};
const HEBREW_FEATURES = {
  'תנ״ך בשמע בקריינות מקצועית': true,
  'הורדת התנ״ך בשמע לשימוש לא מקוון': false,
  'מצב לימוד עם הערות': true,
};
/** Hebrew content only: the built-in words come in Hebrew from the provider, with no labels prop. */
const HEBREW = { label: 'תכונות', value: HEBREW_FEATURES } satisfies Partial<FeatureChecklistProps>;

const meta = {
  title: 'UI/FeatureChecklist',
  parameters: {
    docs: {
      description: {
        component:
          "A plan's features: read-only with a check or a cross each, or editable (toggle, remove, add). Controlled.\n\n**When to use.** To show or edit what a plan includes; nowhere else.\n\n**Right to left.** The check or cross sits at the inline start of each line, the remove button at the inline end; the marks do not mirror.",
      },
    },
  },
  component: FeatureChecklist,
  args: { label: 'Features', value: FEATURES, onChange: fn() },
  // Controlled: the story keeps the value, as the plan form will, and drops the required error once a
  // feature is in, as the form's validation does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const empty = Object.keys(value).length === 0;
    return (
      <FeatureChecklist
        {...args}
        error={args.required && !empty ? undefined : args.error}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FeatureChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Features' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('img', { name: 'Included' })).toBeVisible();
    await expect(within(items[1]!).getByRole('img', { name: 'Not included' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};
export const ReadRtl = rtl<Story>({
  ...Read,
  args: HEBREW,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(within(items[1]!).getByRole('img', { name: 'לא כלול' })).toBeVisible();
  },
});

/** Edit mode: a labelled group, and for each feature a checkbox named by it and a remove button beside it. */
const editPlay: Story['play'] = async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('group', { name: args.label })).toBeVisible();
  for (const [feature, included] of Object.entries(args.value)) {
    const checkbox = canvas.getByRole('checkbox', { name: feature });
    await expect(checkbox).toHaveProperty('checked', included);
    await expect(within(checkbox.closest('li')!).getByRole('button')).toBeEnabled();
  }
};
export const Edit: Story = { args: { mode: 'edit' }, play: editPlay };
export const EditRtl = rtl<Story>({ ...Edit, args: { ...HEBREW, mode: 'edit' } });

/** Toggling flips one flag; removing drops the row and leaves focus in the checklist. */
export const ToggleAndRemove: Story = {
  args: { mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Download the audio Bible for offline use' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...FEATURES,
      'Download the audio Bible for offline use': true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Study mode with notes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      'Audio Bible with professional narration': true,
      'Download the audio Bible for offline use': true,
    });
    await expect(canvas.queryByRole('checkbox', { name: 'Study mode with notes' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'New feature' })).toHaveFocus();
  },
};
export const ToggleAndRemoveRtl = rtl<Story>({
  ...ToggleAndRemove,
  args: { ...HEBREW, mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'הסרת מצב לימוד עם הערות' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      'תנ״ך בשמע בקריינות מקצועית': true,
      'הורדת התנ״ך בשמע לשימוש לא מקוון': false,
    });
  },
});

/** A new feature is trimmed, starts included, and can be added with the button or with Enter. */
export const AddFeature: Story = {
  args: { mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'New feature' });
    await userEvent.type(input, '  Daily verse  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...FEATURES, 'Daily verse': true });
    await expect(canvas.getByRole('checkbox', { name: 'Daily verse' })).toBeChecked();
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Bookmarks{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...FEATURES,
      'Daily verse': true,
      Bookmarks: true,
    });
    await expect(canvas.getByRole('checkbox', { name: 'Bookmarks' })).toBeChecked();
  },
};
export const AddFeatureRtl = rtl<Story>({
  ...AddFeature,
  args: { ...HEBREW, mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'תכונה חדשה' }), ' פסוק יומי ');
    await userEvent.click(canvas.getByRole('button', { name: 'הוספה' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...HEBREW_FEATURES, 'פסוק יומי': true });
  },
});

export const BlankRefused: Story = {
  args: { mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'New feature' });
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a feature');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a feature');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const BlankRefusedRtl = rtl<Story>({
  ...BlankRefused,
  args: { ...HEBREW, mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'הוספה' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(featureChecklistMessages.he.blank);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const DuplicateRefused: Story = {
  args: { mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'New feature' });
    await userEvent.type(input, ' Study mode with notes {Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This feature is already in the list');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue(' Study mode with notes ');
  },
};
export const DuplicateRefusedRtl = rtl<Story>({
  ...DuplicateRefused,
  args: { ...HEBREW, mode: 'edit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'תכונה חדשה' }), 'מצב לימוד עם הערות{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('התכונה כבר ברשימה');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

/**
 * No features yet: the form's required rule shows, with the error icon, and the new-feature field is
 * required. A feature added clears the error; removing it brings the error back, and focus stays in the field.
 */
export const RequiredEmpty: Story = {
  args: { mode: 'edit', value: {}, required: true, error: 'Please add at least one feature' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'New feature' });
    const group = canvas.getByRole('group', { name: 'Features' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please add at least one feature');
    // Once a feature is in, the field is no longer required and the error is gone.
    await userEvent.type(input, 'Audio Bible{Enter}');
    await waitFor(() => expect(input).not.toBeRequired());
    await expect(canvas.queryByText('Please add at least one feature')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Audio Bible' }));
    await expect(canvas.getByText('Please add at least one feature')).toBeVisible();
    await expect(input).toBeRequired();
    await expect(input).toHaveFocus();
  },
};
export const RequiredEmptyRtl = rtl<Story>({
  ...RequiredEmpty,
  args: { ...HEBREW, mode: 'edit', value: {}, required: true, error: 'יש להוסיף תכונה אחת לפחות' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'תכונה חדשה' });
    await expect(input).toBeRequired();
    await expect(canvas.getByRole('group', { name: 'תכונות' })).toHaveAccessibleDescription(
      'יש להוסיף תכונה אחת לפחות',
    );
    await userEvent.click(input);
  },
});

/** The remove buttons are quiet; the one with keyboard focus turns red (error colour), as ImagePicker's does. */
const ERROR_RED = 'rgb(179, 38, 30)';
export const RemoveFocused: Story = {
  args: { mode: 'edit' },
  play: async ({ canvasElement }) => {
    const removes = within(canvasElement).getAllByRole('button', { name: /^(Remove|הסרת) / });
    // Each row: its checkbox, then its remove button.
    for (let step = 0; step < 2 * removes.length; step += 1) await userEvent.tab();
    const last = removes[removes.length - 1]!;
    await expect(last).toHaveFocus();
    await expect(getComputedStyle(last).color).toBe(ERROR_RED);
    await expect(getComputedStyle(removes[0]!).color).not.toBe(ERROR_RED);
  },
};
export const RemoveFocusedRtl = rtl<Story>({ ...RemoveFocused, args: { ...HEBREW, mode: 'edit' } });
