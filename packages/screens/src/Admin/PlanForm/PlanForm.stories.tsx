import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hebrew, storyLocale, uiWords } from '@bible-admin/ui/storybook';
import { plans } from '../../storybook/fixtures/plans';
import { conflictMessages } from '../common/messages';
import { planFormMessages } from './messages';
import { PlanForm, type PlanFormProps } from './PlanForm';

const meta = {
  title: 'Screens/Admin/PlanForm',
  component: PlanForm,
  parameters: { layout: 'fullscreen' },
  args: { mode: 'add', onSubmit: fn(), onClose: fn(), onDirtyChange: fn() },
} satisfies Meta<typeof PlanForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) =>
  globals.dir === 'rtl' ? planFormMessages.he : planFormMessages.en;
/** A field by the start of its name (the required marker follows). */
const named = (label: string) => ({ name: new RegExp(`^${label}`) });
const dialogOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** Empties a number field by keyboard (user-event cannot select the text of a number input to clear it). */
async function clearNumber(field: HTMLInputElement) {
  await userEvent.click(field);
  await userEvent.keyboard(`{End}${'{Backspace}'.repeat(field.value.length)}`);
}

/**
 * Puts the caret in Plan Name for the picture. (The dialog's own first focus is checked where a click opens
 * it, in the Plans stories: mounted with the story, it races Storybook's preparing of the page.)
 */
async function focusName(name: HTMLElement) {
  await userEvent.click(name);
  await expect(name).toHaveFocus();
}

/** Add Plan with the spec's defaults: price 0, monthly, active, no features; focus on Plan Name. */
export const Add: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await dialogOf(canvasElement, words.addTitle);
    await expect(dialog.getByRole('spinbutton', named(words.price))).toHaveValue(0);
    await expect(dialog.getByRole('combobox', { name: words.duration })).toHaveValue('monthly');
    await expect(dialog.getByRole('combobox', { name: words.status })).toHaveValue('active');
    await expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await focusName(dialog.getByRole('textbox', named(words.name)));
  },
};
export const AddHebrew = hebrew<Story>(Add);

/** Edit Plan, preloaded from the plan: an inactive lifetime plan and its features. */
export const Edit: Story = {
  args: { mode: 'edit', plan: plans[2] },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await dialogOf(canvasElement, words.editTitle);
    await expect(dialog.getByRole('spinbutton', named(words.price))).toHaveValue(1249);
    await expect(dialog.getByRole('combobox', { name: words.duration })).toHaveValue('unlimited');
    await expect(dialog.getByRole('combobox', { name: words.status })).toHaveValue('inactive');
    await expect(dialog.getByRole('checkbox', { name: 'Everything in Premium' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: words.update })).toBeEnabled();
    await focusName(dialog.getByRole('textbox', named(words.name)));
    await expect(dialog.getByRole('textbox', named(words.name))).toHaveValue('Lifetime');
  },
};
export const EditHebrew = hebrew<Story>(Edit);

/** Saved empty with the price cleared: name, price and at least one feature are asked for; nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { blurBeforeScreenshot: true },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await dialogOf(canvasElement, words.addTitle);
    await clearNumber(dialog.getByRole<HTMLInputElement>('spinbutton', named(words.price)));
    await userEvent.click(dialog.getByRole('button', { name: words.save }));
    await expect(dialog.getByText(words.nameRequired)).toBeVisible();
    await expect(dialog.getByText(words.priceRequired)).toBeVisible();
    await expect(dialog.getByText(words.featuresRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ValidationErrorsHebrew = hebrew<Story>(ValidationErrors);

/** Typing a feature and adding it (Add or Enter): it joins the list, included; it can be switched off. */
export const AddFeature: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const { featureChecklist } = uiWords(globals);
    const dialog = await dialogOf(canvasElement, words.addTitle);
    await userEvent.type(dialog.getByRole('textbox', named(words.name)), 'Basic');
    const feature = dialog.getByRole('textbox', named(featureChecklist.newFeature));
    await userEvent.type(feature, '  Illustrated chapters  ');
    await userEvent.click(dialog.getByRole('button', { name: featureChecklist.add }));
    await expect(dialog.getByRole('checkbox', { name: 'Illustrated chapters' })).toBeChecked();
    await userEvent.type(feature, 'Offline downloads{Enter}');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Offline downloads' }));
    await expect(dialog.getByRole('checkbox', { name: 'Offline downloads' })).not.toBeChecked();
    await expect(feature).toHaveValue('');
    // Enter added a feature; it did not submit the plan.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The app's unsaved-changes guard has heard of the changes.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(feature);
  },
};
export const AddFeatureHebrew = hebrew<Story>(AddFeature, {
  dataWords: ['Illustrated chapters', 'Offline downloads'],
});

/** Saving: the submit says 'Saving...' and is disabled; Cancel too, and the dialog cannot be dismissed. */
export const Saving: Story = {
  args: { mode: 'edit', plan: plans[0], saving: true },
  parameters: { blurBeforeScreenshot: true },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await dialogOf(canvasElement, words.editTitle);
    await expect(dialog.getByRole('button', { name: words.saving })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: words.cancel })).toBeDisabled();
    await expect(
      dialog.queryByRole('button', { name: uiWords(globals).modal.close }),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
export const SavingHebrew = hebrew<Story>(Saving);

/** The server refused the save: its message in a red banner above the fields, which keep their values. */
export const ServerError: Story = {
  args: { mode: 'edit', plan: plans[1], serverError: 'Failed to save plan. Please try again.' },
  parameters: { blurBeforeScreenshot: true },
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await dialogOf(canvasElement, words.editTitle);
    await expect(dialog.getByRole('alert')).toHaveTextContent(args.serverError!);
    await expect(dialog.getByRole('textbox', named(words.name))).toHaveValue('Premium Yearly');
    await expect(dialog.getByRole('button', { name: words.update })).toBeEnabled();
  },
};
/** The app's words for the refusal, in Hebrew. */
export const ServerErrorHebrew = hebrew<Story>({
  ...ServerError,
  args: { ...ServerError.args, serverError: 'שמירת המסלול נכשלה. נסו שוב.' },
});

/** On a phone the fields stack in one column. */
export const Phone: Story = {
  args: { mode: 'edit', plan: plans[0] },
  parameters: { viewportWidth: 375, blurBeforeScreenshot: true },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const dialog = await dialogOf(canvasElement, words.editTitle);
    const name = dialog.getByRole('textbox', named(words.name)).getBoundingClientRect();
    const price = dialog.getByRole('spinbutton', named(words.price)).getBoundingClientRect();
    await expect(price.top).toBeGreaterThan(name.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** Like the app when someone else saved the plan first: the dialog's save is refused with their plan. */
function RefusedAsStale(args: PlanFormProps) {
  const [conflict, setConflict] = useState<PlanFormProps['conflict']>(null);
  return (
    <PlanForm
      {...args}
      conflict={conflict}
      onSubmit={(values) => {
        args.onSubmit(values);
        setConflict(args.conflict);
      }}
    />
  );
}

/** Someone else renamed the plan after this dialog opened it. */
const theirPlan = { ...plans[2]!, name: 'Lifetime Family', version: plans[2]!.version + 1 };

/**
 * The admin changed the price and saved, but someone else had renamed the plan: the notice appears in the dialog
 * with the focus, comparing both fields; Overwrite hands the form's values over, not as a plain save.
 */
export const EditConflict: Story = {
  args: {
    mode: 'edit',
    plan: plans[2],
    conflict: { theirs: theirPlan, onLoadTheirs: fn(), onOverwrite: fn() },
  },
  render: (args) => <RefusedAsStale {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const words = copy(globals);
    const conflict = conflictMessages[storyLocale(globals)];
    const dialog = await dialogOf(canvasElement, words.editTitle);
    const price = dialog.getByRole('spinbutton', named(words.price)) as HTMLInputElement;
    await clearNumber(price);
    await userEvent.type(price, '999');
    await userEvent.click(dialog.getByRole('button', { name: words.update }));
    const notice = dialog.getByRole('region', { name: conflict.title });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(
      within(notice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([words.name, words.price]);
    await expect(notice).toHaveTextContent(`${conflict.theirs}:${theirPlan.name}`);
    await expect(notice).toHaveTextContent(`${conflict.yours}:999`);
    await userEvent.click(within(notice).getByRole('button', { name: conflict.overwrite }));
    await expect(args.conflict?.onOverwrite).toHaveBeenCalledWith(
      expect.objectContaining({ name: plans[2]!.name, price: 999 }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    notice.focus();
  },
};
export const EditConflictHebrew = hebrew<Story>(EditConflict);
