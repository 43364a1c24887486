import type { GeneralSettings, StripeCredentials } from '@bible-admin/contract';
import type { GeneralSettingsSubmission, StripeSettingsSubmission } from '@bible-admin/screens';
import { settingsCalls, stripeCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { useReadView } from './status';
import { useCall, useRevalidate } from './useCall';
import { replaceLoaded } from './versions';

/** The settings page's two reads (contact details and the masked payment keys): one status for both. */
export function useSettings() {
  const general = useCall(settingsCalls.helpAndSupport, {});
  const stripe = useCall(stripeCalls.getCredentials, {});
  const generalView = useReadView(general, (words) => words.settings.loadFailed);
  const stripeView = useReadView(stripe, (words) => words.settings.loadFailed);
  const failed =
    generalView.status === 'error' ? generalView : stripeView.status === 'error' ? stripeView : null;
  return {
    status: failed
      ? ('error' as const)
      : generalView.status === 'ready' && stripeView.status === 'ready'
        ? ('ready' as const)
        : ('loading' as const),
    error: failed?.error ?? null,
    retry: () => {
      generalView.retry();
      stripeView.retry();
    },
    general: general.data?.data ?? null,
    stripe: stripe.data?.data ?? null,
    /** Load theirs: a form starts again from the record as stored. */
    replaceGeneral: (settings: GeneralSettings) => replaceLoaded(general.mutate, 'data', settings),
    replaceStripe: (credentials: StripeCredentials) => replaceLoaded(stripe.mutate, 'data', credentials),
  };
}

/**
 * The two saves, each with the `version` its form loaded; each reloads what it changed, so the form starts again
 * from the stored values.
 */
export function useSettingsActions() {
  const revalidate = useRevalidate();
  return {
    saveGeneral: async (values: GeneralSettingsSubmission, version?: number) => {
      await call(settingsCalls.updateGeneral, { body: { ...values, version } });
      await revalidate(settingsCalls.helpAndSupport);
    },
    saveStripe: async (values: StripeSettingsSubmission, version?: number) => {
      await call(stripeCalls.saveCredentials, { body: { ...values, version } });
      await revalidate(stripeCalls.getCredentials);
    },
  };
}
