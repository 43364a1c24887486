import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useToast } from '@bible-admin/ui';
import { hebrew, rtl } from '@bible-admin/ui/storybook';
import { expectKeptRowsAlert, reloadFailedError } from '../common/storyActions';
import { expectToast, withToasts } from '../common/storyToasts';
import { plans } from '../fixtures/plans';
import { planFormMessages } from '../PlanForm/messages';
import { plansMessages } from './messages';
import { Plans, type PlanDialog, type PlansProps } from './Plans';

/**
 * Like the app: asking for a dialog opens it, Cancel closes it; a toggled plan comes back with the other
 * status and a deleted one is gone (as after the refetch), with the server's message in a toast.
 */
function LikeTheApp(args: PlansProps) {
  const toast = useToast();
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
        toast.success('Plan deleted successfully');
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

/** The screen's words in the story's direction (the RTL twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => ({
  words: globals.dir === 'rtl' ? plansMessages.he! : plansMessages.en,
  form: globals.dir === 'rtl' ? planFormMessages.he! : planFormMessages.en,
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

export const Loading: Story = {
  args: { status: 'loading', plans: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading plans...');
    await expect(canvas.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', plans: [], loadError: 'Server unreachable. Please try again later.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch plans');
    await expect(alert).toHaveTextContent('Server unreachable. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refresh failed: the plans shown stay under an alert that says so, with Retry. */
export const ReloadFailed: Story = {
  args: { loadError: reloadFailedError },
  play: async ({ args, canvasElement }) =>
    expectKeptRowsAlert(canvasElement, { title: 'Failed to fetch plans', keptRow: plans[0]!.name, ...args }),
  parameters: { blurBeforeScreenshot: true },
};

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No plans available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Plan' })).toBeVisible();
  },
};

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
export const PhoneRtl = rtl<Story>(Phone);

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
export const MenuOpenRtl = rtl<Story>(MenuOpen);

/** Add New Plan opens the empty dialog; filled in and saved, the app gets the values. */
export const AddPlan: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add New Plan' }));
    await expect(args.onOpenDialog).toHaveBeenCalledWith({ mode: 'add' });
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add Plan' }));
    // The dialog opens on Plan Name.
    const name = dialog.getByRole('textbox', { name: /^Plan Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Family');
    const price = dialog.getByRole('spinbutton', { name: /^Price/ });
    // After the default 0: the caret at the end, the 0 removed by keyboard (a number input cannot be selected).
    await userEvent.click(price);
    await userEvent.keyboard('{End}{Backspace}14.5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Duration' }), 'yearly');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^New feature/ }),
      'Up to five listeners{Enter}',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Plan' }));
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

/** Edit Plan from the menu opens the dialog with the plan's values; the save names the plan. */
export const EditPlan: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    const yearly = card(canvasElement, 'Premium Yearly');
    await userEvent.click(within(yearly).getByRole('button', { name: 'Actions for Premium Yearly' }));
    await userEvent.click(within(yearly).getByRole('menuitem', { name: 'Edit Plan' }));
    await expect(args.onOpenDialog).toHaveBeenCalledWith({ mode: 'edit', plan: plans[1] });
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit Plan' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Plan Name/ })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: /^Plan Name/ })).toHaveValue('Premium Yearly');
    await expect(dialog.getByRole('spinbutton', { name: /^Price/ })).toHaveValue(99.9);
    await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveValue('yearly');
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await expect(dialog.getByRole('checkbox', { name: 'Male and female voices' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Male and female voices' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(args.onUpdate).toHaveBeenCalledWith('plan-yearly', {
      name: 'Premium Yearly',
      price: 99.9,
      duration: 'yearly',
      plan_status: 'active',
      features: { ...plans[1]!.features, 'Male and female voices': false },
    });
  },
};

/** Cancel closes the dialog without a save; focus goes back to Add New Plan. */
export const CancelAdd: Story = {
  parameters: { before: 'AddPlan' },
  play: async ({ args, canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add New Plan' });
    await userEvent.click(add);
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add Plan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** Toggle Status hands the plan to the app (the old build did nothing); it comes back active. */
export const ToggleStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const lifetime = card(canvasElement, 'Lifetime');
    const trigger = within(lifetime).getByRole('button', { name: 'Actions for Lifetime' });
    await userEvent.click(trigger);
    await userEvent.click(within(lifetime).getByRole('menuitem', { name: 'Toggle Status' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(plans[2]);
    await expect(within(lifetime).queryByRole('menu')).not.toBeInTheDocument();
    await expect(within(lifetime).getByText('Active')).toBeVisible();
    await expect(trigger).toHaveFocus();
  },
};

/** Delete Plan asks in the product's own dialog (no browser confirm); focus starts on Cancel. */
export const DeleteConfirm: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement, globals }) => {
    const { words } = copy(globals);
    const basic = card(canvasElement, 'Basic');
    await userEvent.click(within(basic).getByRole('button', { name: words.actionsFor('Basic') }));
    await userEvent.click(within(basic).getByRole('menuitem', { name: words.delete }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: words.deleteTitle });
    await expect(dialog).toHaveTextContent(words.deleteMessage);
    const cancel = within(dialog).getByRole('button', { name: words.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Settle the first focus by keyboard, so the picture always ends on Cancel's ring.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
export const DeleteConfirmRtl = rtl<Story>({ ...DeleteConfirm, parameters: { before: 'PopulatedHebrew' } });

/**
 * Confirmed: the app is told which plan to delete; the dialog closes, the plan is gone after the refetch, and the
 * server's message shows in a toast.
 */
export const DeleteConfirmed: Story = {
  parameters: { before: 'Populated' },
  play: async ({ args, canvasElement }) => {
    const trial = card(canvasElement, 'Free Trial');
    const trigger = within(trial).getByRole('button', { name: 'Actions for Free Trial' });
    await userEvent.click(trigger);
    await userEvent.click(within(trial).getByRole('menuitem', { name: 'Delete Plan' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(plans[3]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Free Trial' }),
    ).not.toBeInTheDocument();
    await expectToast(canvasElement, 'Plan deleted successfully');
  },
};

/** While the app deletes, the confirmation stays open with a busy Delete. */
export const Deleting: Story = {
  args: { deletingId: 'plan-lifetime' },
  parameters: { before: 'Populated' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Plan' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
