import type { GeneralSettings, StripeCredentials } from '@bible-admin/contract';
import type {
  GeneralSettingsSubmission,
  StripeSettingsSubmission,
  TwoFactorPolicy,
  TwoFactorPolicySubmission,
} from '@bible-admin/screens';
import { settingsCalls, stripeCalls, twoFactorCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { useReadView } from './status';
import { useCall, useRevalidate } from './useCall';
import { replaceLoaded } from './versions';

/**
 * The settings page's three reads (contact details, the masked payment keys and the two-factor policy): one
 * status for all.
 */
export function useSettings() {
  const general = useCall(settingsCalls.helpAndSupport, {});
  const stripe = useCall(stripeCalls.getCredentials, {});
  const security = useCall(twoFactorCalls.policy, {});
  const views = [
    useReadView(general, (words) => words.settings.loadFailed),
    useReadView(stripe, (words) => words.settings.loadFailed),
    useReadView(security, (words) => words.settings.loadFailed),
  ];
  const failed = views.find((view) => view.status === 'error') ?? null;
  return {
    status: failed
      ? ('error' as const)
      : views.every((view) => view.status === 'ready')
        ? ('ready' as const)
        : ('loading' as const),
    error: failed?.error ?? null,
    retry: () => views.forEach((view) => view.retry()),
    general: general.data?.data ?? null,
    stripe: stripe.data?.data ?? null,
    security: security.data?.data ?? null,
    /** Load theirs: a form starts again from the record as stored. */
    replaceGeneral: (settings: GeneralSettings) => replaceLoaded(general.mutate, 'data', settings),
    replaceStripe: (credentials: StripeCredentials) => replaceLoaded(stripe.mutate, 'data', credentials),
    replaceSecurity: (policy: TwoFactorPolicy) => replaceLoaded(security.mutate, 'data', policy),
  };
}

/**
 * The three saves, each with the `version` its form loaded; each reloads what it changed, so the form starts again
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
    saveSecurity: async (values: TwoFactorPolicySubmission, version?: number) => {
      await call(twoFactorCalls.updatePolicy, { body: { ...values, version } });
      await revalidate(twoFactorCalls.policy);
    },
  };
}
