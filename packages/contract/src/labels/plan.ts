import type { FieldLabels } from './fieldLabels';

/** A plan's editable fields, as the plan calls and the audit log's changes name them. */
export const planFields = ['name', 'price', 'duration', 'status', 'features'] as const;
export type PlanField = (typeof planFields)[number];

export const planLabels: FieldLabels<PlanField> = {
  en: { name: 'Plan Name', price: 'Price', duration: 'Duration', status: 'Status', features: 'Features' },
  he: { name: 'שם המסלול', price: 'מחיר', duration: 'תקופה', status: 'סטטוס', features: 'תכונות' },
};
