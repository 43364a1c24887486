export { FeatureChecklist } from './FeatureChecklist';
export type { FeatureChecklistProps } from './FeatureChecklist';
export type { FeatureChecklistMessages } from './messages';
export { addFeature, removeFeature, toggleFeature } from './rules';
export type { AddFeatureResult, Features } from './rules';
