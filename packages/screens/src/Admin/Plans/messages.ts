import { verbs } from '../../words/verbs';
import type { PlanDuration, PlanStatus } from '@bible-admin/contract';
import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';

export interface PlansMessages {
  title: string;
  addPlan: string;
  loading: string;
  loadError: string;
  empty: string;
  /** Names the grid of cards. */
  listLabel: string;
  statuses: Record<PlanStatus, string>;
  /** Follows the price: '$9.99 USD per monthly'; a plan without a duration reads 'per Unlimited'. */
  period: Record<PlanDuration, string>;
  /** Names a card's feature list. */
  featuresOf: (plan: string) => string;
  /** The two lines shown on a plan without features: the first included, the second not. */
  placeholderIncluded: string;
  placeholderExcluded: string;
  /** Names a card's three-dot menu and its trigger: 'Actions for Basic'. */
  actionsFor: (plan: string) => string;
  edit: string;
  toggleStatus: string;
  delete: string;
  deleteTitle: string;
  /** Names the plan being deleted, as the chapter's confirmation does. */
  deleteMessage: (plan: string) => string;
  deleteConfirm: string;
  deleting: string;
  cancel: string;
}

export const plansMessages: ScreenMessages<PlansMessages> = {
  en: {
    title: adminTitles.plans.en,
    addPlan: 'Add New Plan',
    loading: 'Loading plans...',
    loadError: 'Failed to fetch plans',
    empty: 'No plans available',
    listLabel: 'Plans',
    statuses: { active: 'Active', inactive: 'Inactive' },
    period: { monthly: 'per monthly', yearly: 'per yearly', unlimited: 'per Unlimited' },
    featuresOf: (plan) => `Features of ${plan}`,
    placeholderIncluded: 'Audio Bible with professional narration',
    placeholderExcluded: 'Download the audio Bible for offline use',
    actionsFor: (plan) => `Actions for ${plan}`,
    edit: 'Edit Plan',
    toggleStatus: 'Toggle Status',
    delete: 'Delete Plan',
    deleteTitle: 'Delete Plan',
    deleteMessage: (plan) =>
      `Are you sure you want to delete the plan "${plan}"? This action cannot be undone.`,
    deleteConfirm: verbs.en.delete,
    deleting: 'Deleting...',
    cancel: verbs.en.cancel,
  },
  he: {
    title: adminTitles.plans.he,
    addPlan: 'הוספת מסלול חדש',
    loading: 'טוען מסלולים...',
    loadError: 'טעינת המסלולים נכשלה',
    empty: 'אין מסלולים זמינים',
    listLabel: 'מסלולים',
    statuses: { active: 'פעיל', inactive: 'לא פעיל' },
    period: { monthly: 'לחודש', yearly: 'לשנה', unlimited: 'ללא הגבלת זמן' },
    featuresOf: (plan) => `התכונות של ${plan}`,
    placeholderIncluded: 'תנ"ך קולי בקריינות מקצועית',
    placeholderExcluded: 'הורדת התנ"ך הקולי להאזנה ללא חיבור',
    actionsFor: (plan) => `פעולות עבור ${plan}`,
    edit: 'עריכת המסלול',
    toggleStatus: 'החלפת סטטוס',
    delete: 'מחיקת המסלול',
    deleteTitle: 'מחיקת מסלול',
    deleteMessage: (plan) => `האם למחוק את המסלול "${plan}"? לא ניתן לבטל פעולה זו.`,
    deleteConfirm: verbs.he.delete,
    deleting: 'מוחק...',
    cancel: verbs.he.cancel,
  },
};
