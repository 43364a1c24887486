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
    name: 'Plan Name',
    price: 'Price',
    duration: 'Duration',
    durations: { monthly: 'Monthly', yearly: 'Yearly', unlimited: 'Unlimited' },
    status: 'Status',
    statuses: { active: 'Active', inactive: 'Inactive' },
    features: 'Features',
    cancel: 'Cancel',
    save: 'Save Plan',
    update: 'Update Plan',
    saving: 'Saving...',
    nameRequired: 'Plan Name is required',
    priceRequired: 'Price is required',
    priceInvalid: 'Price must be a number, 0 or more',
    featuresRequired: 'At least one feature is required',
  },
  he: {
    addTitle: 'הוספת מסלול',
    editTitle: 'עריכת מסלול',
    name: 'שם המסלול',
    price: 'מחיר',
    duration: 'תקופה',
    durations: { monthly: 'חודשי', yearly: 'שנתי', unlimited: 'ללא הגבלה' },
    status: 'סטטוס',
    statuses: { active: 'פעיל', inactive: 'לא פעיל' },
    features: 'תכונות',
    cancel: 'ביטול',
    save: 'שמירת המסלול',
    update: 'עדכון המסלול',
    saving: 'שומר...',
    nameRequired: 'יש להזין שם למסלול',
    priceRequired: 'יש להזין מחיר',
    priceInvalid: 'המחיר חייב להיות מספר, 0 ומעלה',
    featuresRequired: 'יש להוסיף לפחות תכונה אחת',
  },
};
