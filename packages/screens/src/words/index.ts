export { verbs, type Verbs } from './verbs';
export { ruleWords, type RuleCode } from './rules';
export { roleNames } from './roles';
