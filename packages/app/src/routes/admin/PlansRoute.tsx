import { useState } from 'react';
import type { Plan } from '@bible-admin/contract';
import { Plans, type PlanDialog, type PlanFormSubmission } from '@bible-admin/screens';
import { useToast, useUILocale } from '@bible-admin/ui';
import { serverMessageOr } from '../../api/catalogue';
import { useAdminWords } from '../../api/catalogue/admin';
import { usePlanActions, usePlans } from '../../data/plans';
import { saveFailure, useVersionedSave } from '../../data/versions';
import { useUnsavedChangesGuard } from '../../guard/useUnsavedChangesGuard';
import { useAdminHead } from './adminMeta';

export function PlansRoute() {
  useAdminHead((titles) => titles.plans);
  const locale = useUILocale();
  const words = useAdminWords().plan;
  const list = usePlans();
  const actions = usePlanActions();
  const toast = useToast();
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const versioned = useVersionedSave(dialog?.mode === 'edit' ? dialog.plan : null);

  const open = (next: PlanDialog | null) => {
    setFormError(null);
    versioned.clear();
    setDialog(next);
  };
  const save = async (run: () => Promise<unknown>, done: string) => {
    setSaving(true);
    setFormError(null);
    try {
      await run();
      // The dialog goes away with its values: nothing is left unsaved.
      setDirty(false);
      setDialog(null);
      toast.success(done);
    } catch (error) {
      setFormError(saveFailure(error, locale, words.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  const update = (plan: Plan, values: PlanFormSubmission, overwrite: boolean) =>
    void save(
      () => versioned.run((version) => actions.update(plan, values, version), overwrite),
      words.updated,
    );
  const act = async (run: () => Promise<unknown>, done: string, fallback: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(serverMessageOr(error, fallback, locale));
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
        conflict={
          dialog?.mode === 'edit'
            ? versioned.conflict(
                (plan: Plan) => {
                  setDialog({ mode: 'edit', plan });
                  // The cards show it too.
                  list.retry();
                },
                (values: PlanFormSubmission) => update(dialog.plan, values, true),
              )
            : null
        }
        onDirtyChange={setDirty}
        onAdd={(values: PlanFormSubmission) => void save(() => actions.add(values), words.added)}
        onUpdate={(_id, values) => {
          if (dialog?.mode === 'edit') update(dialog.plan, values, false);
        }}
        onToggleStatus={(plan: Plan) =>
          void act(() => actions.toggleStatus(plan), words.updated, words.toggleFailed)
        }
        onDelete={(plan: Plan) => {
          setDeletingId(plan._id);
          void act(() => actions.remove(plan), words.deleted, words.deleteFailed).finally(() =>
            setDeletingId(null),
          );
        }}
        deletingId={deletingId}
      />
      {guard.dialog}
    </>
  );
}
