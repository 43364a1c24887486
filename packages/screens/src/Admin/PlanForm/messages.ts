import { verbs } from '../../words/verbs';
import { planLabels } from '@bible-admin/contract/labels';
import type { PlanDuration, PlanStatus } from '@bible-admin/contract';
import type { ScreenMessages } from '../../messages';

export interface PlanFormMessages {
  addTitle: string;
  editTitle: string;
  name: string;
  price: string;
  duration: string;
  durations: Record<PlanDuration, string>;
  status: string;
  statuses: Record<PlanStatus, string>;
  features: string;
  cancel: string;
  save: string;
  update: string;
  saving: string;
  nameRequired: string;
  priceRequired: string;
  priceInvalid: string;
  featuresRequired: string;
}

export const planFormMessages: ScreenMessages<PlanFormMessages> = {
  en: {
    addTitle: 'Add Plan',
    editTitle: 'Edit Plan',
    name: planLabels.en.name,
    price: planLabels.en.price,
    duration: planLabels.en.duration,
    durations: { monthly: 'Monthly', yearly: 'Yearly', unlimited: 'Unlimited' },
    status: planLabels.en.status,
    statuses: { active: 'Active', inactive: 'Inactive' },
    features: planLabels.en.features,
    cancel: verbs.en.cancel,
    save: 'Save Plan',
    update: 'Update Plan',
    saving: verbs.en.saving,
    nameRequired: 'Plan Name is required',
    priceRequired: 'Price is required',
    priceInvalid: 'Price must be a number, 0 or more',
    featuresRequired: 'At least one feature is required',
  },
  he: {
    addTitle: 'הוספת מסלול',
    editTitle: 'עריכת מסלול',
    name: planLabels.he.name,
    price: planLabels.he.price,
    duration: planLabels.he.duration,
    durations: { monthly: 'חודשי', yearly: 'שנתי', unlimited: 'ללא הגבלה' },
    status: planLabels.he.status,
    statuses: { active: 'פעיל', inactive: 'לא פעיל' },
    features: planLabels.he.features,
    cancel: verbs.he.cancel,
    save: 'שמירת המסלול',
    update: 'עדכון המסלול',
    saving: verbs.he.saving,
    nameRequired: 'יש להזין שם למסלול',
    priceRequired: 'יש להזין מחיר',
    priceInvalid: 'המחיר חייב להיות מספר, 0 ומעלה',
    featuresRequired: 'יש להוסיף לפחות תכונה אחת',
  },
};
