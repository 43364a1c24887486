export { Settings } from './Settings';
export type { GeneralSettingsSubmission, SettingsProps, StripeSettingsSubmission } from './Settings';
export type { SaveState } from '../../internal/SaveState';
export type { TwoFactorPolicy, TwoFactorPolicySubmission } from './SecurityPolicyCard';
