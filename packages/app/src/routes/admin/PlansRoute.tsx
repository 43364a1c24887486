import { useState } from 'react';
import type { Plan } from '@bible-admin/contract';
import { Plans, type PlanDialog, type PlanFormSubmission } from '@bible-admin/screens';
import { useAdminWords } from '../../api/catalogue/admin';
import { usePlanActions, usePlans } from '../../data/plans';
import { useToastedAction } from '../../data/toastedAction';
import { useEditController } from '../../data/useEditController';
import { useMayDo } from '../../session';
import { useAdminHead } from './adminMeta';

export function PlansRoute() {
  useAdminHead((titles) => titles.plans);
  const words = useAdminWords().plan;
  const list = usePlans();
  const actions = usePlanActions();
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const editing = dialog?.mode === 'edit' ? dialog.plan : null;
  const save = useEditController<PlanFormSubmission, Plan>({
    record: editing,
    send: (values, version) => (editing ? actions.update(editing, values, version) : actions.add(values)),
    failed: words.saveFailed,
    done: editing ? words.updated : words.added,
    // The dialog goes away with its values: nothing is left unsaved.
    then: () => setDialog(null),
    loadTheirs: (plan) => {
      setDialog({ mode: 'edit', plan });
      // The cards show it too.
      list.retry();
    },
  });

  const open = (next: PlanDialog | null) => {
    save.reset();
    setDialog(next);
  };
  const act = useToastedAction();

  const readOnly = !useMayDo('plans.write');
  return (
    <>
      <Plans
        readOnly={readOnly}
        status={list.status}
        plans={list.plans}
        loadError={list.error}
        onRetry={list.retry}
        dialog={dialog}
        onOpenDialog={open}
        onCloseDialog={() => open(null)}
        saving={save.saving}
        formError={save.error}
        conflict={save.conflict}
        onDirtyChange={save.onDirtyChange}
        onAdd={save.submit}
        onUpdate={(_id, values) => save.submit(values)}
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
      {save.guard}
    </>
  );
}
