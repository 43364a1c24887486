import { defineMessages } from '../i18n';

export const featureChecklistMessages = defineMessages({
  en: {
    /** Names the list when the caller gives no label. */
    list: 'Features',
    included: 'Included',
    notIncluded: 'Not included',
    newFeature: 'New feature',
    add: 'Add',
    remove: (feature: string) => `Remove ${feature}`,
    /** Shown when Add is pressed with a blank label. */
    blank: 'Please enter a feature',
    /** Shown when the label is already in the list. */
    duplicate: 'This feature is already in the list',
  },
  he: {
    list: 'תכונות',
    included: 'כלול',
    notIncluded: 'לא כלול',
    newFeature: 'תכונה חדשה',
    add: 'הוספה',
    remove: (feature: string) => `הסרת ${feature}`,
    blank: 'יש להזין תכונה',
    duplicate: 'התכונה כבר ברשימה',
  },
});

export type FeatureChecklistMessages = (typeof featureChecklistMessages)['en'];
