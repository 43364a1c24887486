import { useState } from 'react';
import styled from 'styled-components';
import type { Plan } from '@bible-admin/contract';
import { Button, ConfirmDialog, EmptyState, ErrorState, Icon } from '@bible-admin/ui';
import { ContentPage, LoadingPanel } from '../../internal/ContentPage';
import { useScreenMessages } from '../../messages';
import { ReloadFailedBanner } from '../common/ReloadFailedBanner';
import type { SaveConflict } from '../common/ConflictNotice';
import { PlanForm, type PlanFormSubmission } from '../PlanForm';
import { plansMessages } from './messages';
import { PlanCard } from './PlanCard';

/** loading: the first load; error: it failed; ready: the plans (maybe none) are shown. */
export type PlansStatus = 'loading' | 'error' | 'ready';

/** The plan dialog the app has open: Add Plan, or Edit Plan with the plan it edits. */
export type PlanDialog = { mode: 'add' } | { mode: 'edit'; plan: Plan };

export interface PlansProps {
  status: PlansStatus;
  plans: readonly Plan[];
  /** Why the last load failed: alone when nothing was loaded, else in a banner above the plans kept. */
  loadError?: string | null;
  onRetry: () => void;
  /** The prices' currency code (a plan has none of its own); 'usd' unless given. */
  currency?: string;
  /** The open dialog, or null. The app owns it: it closes the dialog after a successful save. */
  dialog: PlanDialog | null;
  /** 'Add New Plan' or a card's Edit Plan asks for a dialog. */
  onOpenDialog: (dialog: PlanDialog) => void;
  /** Cancel, the close button or Escape. */
  onCloseDialog: () => void;
  /** The dialog's save is running. */
  saving?: boolean;
  /** The server's refusal of the last save, shown in the dialog. */
  formError?: string | null;
  /** Someone else saved the plan the dialog edits since it opened (the dialog shows the notice). */
  conflict?: SaveConflict<Plan, PlanFormSubmission> | null;
  onAdd: (values: PlanFormSubmission) => void;
  onUpdate: (id: string, values: PlanFormSubmission) => void;
  onToggleStatus: (plan: Plan) => void;
  /** Called once the admin confirmed the deletion. */
  onDelete: (plan: Plan) => void;
  /** The plan being deleted: its confirmation stays open and busy until the app clears this. */
  deletingId?: string | null;
  /** Told each time the open dialog gains or loses unsaved changes (the app guards leaving the page). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The plans as they are, for a role that may not change them: no Add, no card actions. */
  readOnly?: boolean;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.sizes.planCard}), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Cards of one row share its height, whatever their feature count. */
  & > li {
    display: grid;
  }
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** Plans & Pricing: the plans as cards, each with Edit Plan, Toggle Status and Delete Plan. */
export function Plans({
  status,
  plans,
  loadError,
  onRetry,
  currency = 'usd',
  dialog,
  onOpenDialog,
  onCloseDialog,
  saving = false,
  formError,
  conflict,
  onAdd,
  onUpdate,
  onToggleStatus,
  onDelete,
  deletingId = null,
  onDirtyChange,
  readOnly = false,
}: PlansProps) {
  const words = useScreenMessages(plansMessages);
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const deleting = plans.find((plan) => plan._id === deletingId) ?? null;
  const toDelete = confirming ?? deleting;

  let body;
  if (status === 'loading') body = <LoadingPanel label={words.loading} />;
  else if (status === 'error')
    body = <ErrorState title={words.loadError} message={loadError} onRetry={onRetry} />;
  else if (plans.length === 0) body = <EmptyState icon="tag" title={words.empty} />;
  else
    body = (
      <Grid aria-label={words.listLabel}>
        {plans.map((plan) => (
          <li key={plan._id}>
            <PlanCard
              plan={plan}
              currency={currency}
              words={words}
              actions={
                readOnly
                  ? undefined
                  : {
                      onEdit: (edited) => onOpenDialog({ mode: 'edit', plan: edited }),
                      onToggleStatus,
                      onDelete: setConfirming,
                    }
              }
            />
          </li>
        ))}
      </Grid>
    );

  return (
    <ContentPage
      title={words.title}
      busy={status === 'loading'}
      actions={
        readOnly ? undefined : (
          <Button icon={<Icon name="plus" />} onClick={() => onOpenDialog({ mode: 'add' })}>
            {words.addPlan}
          </Button>
        )
      }
    >
      {status === 'ready' && loadError && (
        <ReloadFailedBanner title={words.loadError} message={loadError} onRetry={onRetry} />
      )}
      {body}
      {dialog ? (
        <PlanForm
          // A new dialog starts from its own values, never from what the last one left typed.
          key={dialog.mode === 'edit' ? dialog.plan._id : 'add'}
          mode={dialog.mode}
          plan={dialog.mode === 'edit' ? dialog.plan : null}
          saving={saving}
          serverError={formError}
          conflict={conflict}
          onClose={onCloseDialog}
          onDirtyChange={onDirtyChange}
          onSubmit={(values) => (dialog.mode === 'edit' ? onUpdate(dialog.plan._id, values) : onAdd(values))}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        variant="danger"
        title={words.deleteTitle}
        message={toDelete ? words.deleteMessage(toDelete.name) : ''}
        labels={{ confirm: words.deleteConfirm, cancel: words.cancel }}
        busy={deleting !== null}
        busyLabel={words.deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!toDelete) return;
          onDelete(toDelete);
          // While the app deletes it, `deletingId` keeps the dialog open and busy.
          setConfirming(null);
        }}
      />
    </ContentPage>
  );
}
