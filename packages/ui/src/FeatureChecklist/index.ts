export { FeatureChecklist } from './FeatureChecklist';
export type { FeatureChecklistLabels, FeatureChecklistProps } from './FeatureChecklist';
export { addFeature, removeFeature, toggleFeature } from './rules';
export type { AddFeatureResult, Features } from './rules';
