export { PrivacyPolicy, privacyPolicyMeta } from './PrivacyPolicy';
export type { PrivacyPolicyProps } from './PrivacyPolicy';
