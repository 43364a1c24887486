export { verbs, type Verbs } from './verbs';
export { ruleWords, type RuleCode } from './rules';
export { roleNames } from './roles';
export {
  twoFactorRefusalCodes,
  twoFactorRefusals,
  type PasskeyRefusal,
  type TwoFactorRefusal,
} from './twoFactor';
