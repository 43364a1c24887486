import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useToast, useUILocale } from '@bible-admin/ui';
import { hebrew, uiWords } from '@bible-admin/ui/storybook';
import { expectKeptRowsAlert, hebrewLoadError, reloadFailedError } from '../../storybook/storyActions';
import { expectToast, withToasts } from '../../storybook/storyToasts';
import { plans } from '../../storybook/fixtures/plans';
import { planFormMessages } from '../PlanForm/messages';
import { plansMessages } from './messages';
import { Plans, type PlanDialog, type PlansProps } from './Plans';

/** The app's toast once a plan is deleted (its catalogue's words). */
const deletedToast = { en: 'Plan deleted successfully', he: 'המסלול נמחק בהצלחה' };

/**
 * Like the app: asking for a dialog opens it, Cancel closes it; a toggled plan comes back with the other
 * status and a deleted one is gone (as after the refetch), with the server's message in a toast.
 */
function LikeTheApp(args: PlansProps) {
  const toast = useToast();
  const locale = useUILocale();
  const [dialog, setDialog] = useState<PlanDialog | null>(args.dialog);
  const [shown, setShown] = useState(args.plans);
  return (
    <Plans
      {...args}
      plans={shown}
      dialog={dialog}
      onOpenDialog={(next) => {
        args.onOpenDialog(next);
        setDialog(next);
      }}
      onCloseDialog={() => {
        args.onCloseDialog();
        setDialog(null);
      }}
      onToggleStatus={(plan) => {
        args.onToggleStatus(plan);
        const status = plan.status === 'active' ? 'inactive' : 'active';
        setShown(shown.map((p) => (p._id === plan._id ? { ...p, status, plan_status: status } : p)));
      }}
      onDelete={(plan) => {
        args.onDelete(plan);
        setShown(shown.filter((p) => p._id !== plan._id));
        toast.success(deletedToast[locale]);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Plans',
  component: Plans,
  render: (args) => <LikeTheApp {...args} />,
  decorators: [withToasts],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    plans,
    dialog: null,
    onRetry: fn(),
    onOpenDialog: fn(),
    onCloseDialog: fn(),
    onAdd: fn(),
    onUpdate: fn(),
    onToggleStatus: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof Plans>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's words, the dialog's and the kit's in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => {
  const locale = globals.dir === 'rtl' ? 'he' : 'en';
  return {
    locale,
    words: plansMessages[locale],
    form: planFormMessages[locale],
    ui: uiWords(globals),
  } as const;
};
/** A field of the dialog by its label, the required marker aside. */
const field = (dialog: ReturnType<typeof within>, role: 'textbox' | 'spinbutton', label: string) =>
  dialog.getByRole(role, { name: new RegExp(`^${label}`) });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

export const Loading: Story = {
  args: { status: 'loading', plans: [] },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading);
    await expect(canvas.queryByRole('list', { name: words.listLabel })).not.toBeInTheDocument();
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

export const LoadError: Story = {
  args: { status: 'error', plans: [], loadError: 'Server unreachable. Please try again later.' },
  play: async ({ args, canvasElement, globals }) => {
    const { words, ui } = copy(globals);
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(words.loadError);
    await expect(alert).toHaveTextContent(args.loadError!);
    await userEvent.click(canvas.getByRole('button', { name: ui.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const LoadErrorHebrew = hebrew<Story>({
  ...LoadError,
  args: { ...LoadError.args, loadError: hebrewLoadError.unreachable },
});

/** A refresh failed: the plans shown stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { loadError: reloadFailedError },
  play: async ({ args, canvasElement, globals }) =>
    expectKeptRowsAlert(canvasElement, {
      title: copy(globals).words.loadError,
      keptRow: plans[0]!.name,
      ...args,
    }),
  parameters: { blurBeforeScreenshot: true },
};
export const ReloadFailedHebrew = hebrew<Story>({
  ...ReloadFailed,
  args: { loadError: hebrewLoadError.timeout },
});

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.addPlan })).toBeVisible();
  },
};
export const EmptyHebrew = hebrew<Story>(Empty);

/** Status pills, '$price per duration', features with a check or a cross, the placeholders of a plan without any. */
export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: words.listLabel })).getAllByRole('listitem'),
    ).not.toHaveLength(0);
    const basic = within(card(canvasElement, 'Basic'));
    await expect(basic.getByText(words.statuses.active)).toBeVisible();
    await expect(basic.getByText('$9.99 USD')).toBeVisible();
    await expect(basic.getByText(words.period.monthly)).toBeVisible();
    const features = basic.getByRole('list', { name: words.featuresOf('Basic') });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(3);
    const lifetime = within(card(canvasElement, 'Lifetime'));
    await expect(lifetime.getByText(words.statuses.inactive)).toBeVisible();
    await expect(lifetime.getByText('$1,249.00 USD')).toBeVisible();
    await expect(lifetime.getByText(words.period.unlimited)).toBeVisible();
    // No features: the spec's two placeholder lines, the first included and the second not.
    const trial = within(card(canvasElement, 'Free Trial'));
    await expect(trial.getByText(words.placeholderIncluded)).toBeVisible();
    await expect(trial.getByText(words.placeholderExcluded)).toBeVisible();
    const marks = within(trial.getByRole('list', { name: words.featuresOf('Free Trial') })).getAllByRole(
      'img',
    );
    await expect(marks).toHaveLength(2);
    await expect(marks[0]!.getAttribute('aria-label')).not.toBe(marks[1]!.getAttribute('aria-label'));
  },
};
export const PopulatedHebrew = hebrew<Story>(Populated);

/** The phone: one card a row, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const grid = within(canvasElement).getByRole('list', { name: words.listLabel });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const [first, second] = Array.from(grid.children);
    // One column: the second card starts below the first, at the same inline position.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await expect(second!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);

/** Support sees the plans as they are: no Add New Plan, no card menu. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const canvas = within(canvasElement);
    await expect(within(card(canvasElement, 'Basic')).getByText('$9.99 USD')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.addPlan })).toBeNull();
    await expect(canvas.queryByRole('button', { name: words.actionsFor('Basic') })).toBeNull();
  },
};
export const ReadOnlyHebrew = hebrew<Story>(ReadOnly);
export const ReadOnlyPhone: Story = { ...ReadOnly, parameters: { viewportWidth: 375 } };
export const ReadOnlyPhoneHebrew = hebrew<Story>(ReadOnlyPhone);

/** The three-dot menu open on a card, its first item focused (the ring shows). */
export const MenuOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const basic = card(canvasElement, 'Basic');
    await userEvent.click(within(basic).getByRole('button', { name: words.actionsFor('Basic') }));
    const menu = within(basic).getByRole('menu', { name: words.actionsFor('Basic') });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      words.edit,
      words.toggleStatus,
      words.delete,
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    // Arrow down and back: the keyboard shows the focus ring on the first item.
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(items[0]).toHaveFocus();
  },
};
export const MenuOpenHebrew = hebrew<Story>(MenuOpen);

/** Add New Plan opens the empty dialog; filled in and saved, the app gets the values. */
export const AddPlan: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words, form, ui } = copy(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.addPlan }));
    await expect(args.onOpenDialog).toHaveBeenCalledWith({ mode: 'add' });
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: form.addTitle }));
    // The dialog opens on Plan Name.
    const name = field(dialog, 'textbox', form.name);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Family');
    const price = field(dialog, 'spinbutton', form.price);
    // After the default 0: the caret at the end, the 0 removed by keyboard (a number input cannot be selected).
    await userEvent.click(price);
    await userEvent.keyboard('{End}{Backspace}14.5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: form.duration }), 'yearly');
    await userEvent.type(
      field(dialog, 'textbox', ui.featureChecklist.newFeature),
      'Up to five listeners{Enter}',
    );
    await userEvent.click(dialog.getByRole('button', { name: form.save }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      name: 'Family',
      price: 14.5,
      duration: 'yearly',
      plan_status: 'active',
      features: { 'Up to five listeners': true },
    });
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
export const AddPlanHebrew = hebrew<Story>(AddPlan, { dataWords: ['Family', 'Up to five listeners'] });

/** Edit Plan from the menu opens the dialog with the plan's values; the save names the plan. */
export const EditPlan: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words, form } = copy(globals);
    const yearly = card(canvasElement, 'Premium Yearly');
    await userEvent.click(within(yearly).getByRole('button', { name: words.actionsFor('Premium Yearly') }));
    await userEvent.click(within(yearly).getByRole('menuitem', { name: words.edit }));
    await expect(args.onOpenDialog).toHaveBeenCalledWith({ mode: 'edit', plan: plans[1] });
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: form.editTitle }));
    const name = field(dialog, 'textbox', form.name);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Premium Yearly');
    await expect(field(dialog, 'spinbutton', form.price)).toHaveValue(99.9);
    await expect(dialog.getByRole('combobox', { name: form.duration })).toHaveValue('yearly');
    await expect(dialog.getByRole('combobox', { name: form.status })).toHaveValue('active');
    await expect(dialog.getByRole('checkbox', { name: 'Male and female voices' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Male and female voices' }));
    await userEvent.click(dialog.getByRole('button', { name: form.update }));
    await expect(args.onUpdate).toHaveBeenCalledWith('plan-yearly', {
      name: 'Premium Yearly',
      price: 99.9,
      duration: 'yearly',
      plan_status: 'active',
      features: { ...plans[1]!.features, 'Male and female voices': false },
    });
  },
};
export const EditPlanHebrew = hebrew<Story>(EditPlan);

/** Cancel closes the dialog without a save; focus goes back to Add New Plan. */
export const CancelAdd: Story = {
  parameters: { before: 'AddPlan' },
  play: async ({ args, canvasElement, globals }) => {
    const { words, form } = copy(globals);
    const add = within(canvasElement).getByRole('button', { name: words.addPlan });
    await userEvent.click(add);
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: form.addTitle }));
    await userEvent.click(dialog.getByRole('button', { name: form.cancel }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await waitFor(() => expect(add).toHaveFocus());
  },
};
export const CancelAddHebrew = hebrew<Story>(CancelAdd);

/** Toggle Status hands the plan to the app (the old build did nothing); it comes back active. */
export const ToggleStatus: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const lifetime = card(canvasElement, 'Lifetime');
    const trigger = within(lifetime).getByRole('button', { name: words.actionsFor('Lifetime') });
    await userEvent.click(trigger);
    await userEvent.click(within(lifetime).getByRole('menuitem', { name: words.toggleStatus }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(plans[2]);
    await expect(within(lifetime).queryByRole('menu')).not.toBeInTheDocument();
    await expect(within(lifetime).getByText(words.statuses.active)).toBeVisible();
    await expect(trigger).toHaveFocus();
  },
};
export const ToggleStatusHebrew = hebrew<Story>(ToggleStatus);

/** Delete Plan asks in the product's own dialog (no browser confirm); focus starts on Cancel. */
export const DeleteConfirm: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const basic = card(canvasElement, 'Basic');
    await userEvent.click(within(basic).getByRole('button', { name: words.actionsFor('Basic') }));
    await userEvent.click(within(basic).getByRole('menuitem', { name: words.delete }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await expect(dialog).toHaveTextContent(words.deleteMessage('Basic'));
    const cancel = within(dialog).getByRole('button', { name: words.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Settle the first focus by keyboard, so the picture always ends on Cancel's ring.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
export const DeleteConfirmHebrew = hebrew<Story>(DeleteConfirm);

/**
 * Confirmed: the app is told which plan to delete; the dialog closes, the plan is gone after the refetch, and the
 * server's message shows in a toast.
 */
export const DeleteConfirmed: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { locale, words } = copy(globals);
    const trial = card(canvasElement, 'Free Trial');
    const trigger = within(trial).getByRole('button', { name: words.actionsFor('Free Trial') });
    await userEvent.click(trigger);
    await userEvent.click(within(trial).getByRole('menuitem', { name: words.delete }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: words.deleteConfirm }));
    await expect(args.onDelete).toHaveBeenCalledWith(plans[3]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Free Trial' }),
    ).not.toBeInTheDocument();
    await expectToast(canvasElement, deletedToast[locale]);
  },
};
export const DeleteConfirmedHebrew = hebrew<Story>(DeleteConfirmed);

/** While the app deletes, the confirmation stays open with a busy Delete. */
export const Deleting: Story = {
  args: { deletingId: 'plan-lifetime' },
  parameters: { before: 'Populated' },
  play: async ({ canvasElement, globals }) => {
    const { words } = copy(globals);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await expect(within(dialog).getByRole('button', { name: words.deleting })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: words.cancel })).toBeDisabled();
  },
};
export const DeletingHebrew = hebrew<Story>(Deleting);
