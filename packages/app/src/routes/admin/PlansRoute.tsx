import { useState } from 'react';
import type { Plan } from '@bible-admin/contract';
import { Plans, type PlanDialog, type PlanFormSubmission } from '@bible-admin/screens';
import { useToast } from '@bible-admin/ui';
import { errorMessage, serverMessageOr } from '../../api/catalogue';
import { adminCatalogue } from '../../api/catalogue/admin';
import { usePlanActions, usePlans } from '../../data/plans';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { usePageHead } from '../../head/PageHead';
import { adminMeta, pageTitle } from './adminMeta';

export function PlansRoute() {
  usePageHead(adminMeta(pageTitle.plans));
  const list = usePlans();
  const actions = usePlanActions();
  const toast = useToast();
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);

  const open = (next: PlanDialog | null) => {
    setFormError(null);
    setDialog(next);
  };
  const save = async (run: () => Promise<{ message: string }>) => {
    setSaving(true);
    setFormError(null);
    try {
      const reply = await run();
      // The dialog goes away with its values: nothing is left unsaved.
      setDirty(false);
      setDialog(null);
      toast.success(reply.message);
    } catch (error) {
      setFormError(errorMessage(error, adminCatalogue.plan.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  const act = async (run: () => Promise<{ message: string }>, fallback: string) => {
    try {
      toast.success((await run()).message);
    } catch (error) {
      toast.error(serverMessageOr(error, fallback));
    }
  };

  return (
    <>
      <Plans
        status={list.status}
        plans={list.plans}
        loadError={list.error}
        onRetry={list.retry}
        dialog={dialog}
        onOpenDialog={open}
        onCloseDialog={() => open(null)}
        saving={saving}
        formError={formError}
        onDirtyChange={setDirty}
        onAdd={(values: PlanFormSubmission) => void save(() => actions.add(values))}
        onUpdate={(_id, values) => {
          if (dialog?.mode === 'edit') void save(() => actions.update(dialog.plan, values));
        }}
        onToggleStatus={(plan: Plan) =>
          void act(() => actions.toggleStatus(plan), adminCatalogue.plan.toggleFailed)
        }
        onDelete={(plan: Plan) => {
          setDeletingId(plan._id);
          void act(() => actions.remove(plan), adminCatalogue.plan.deleteFailed).finally(() =>
            setDeletingId(null),
          );
        }}
        deletingId={deletingId}
      />
      {guard.dialog}
    </>
  );
}
