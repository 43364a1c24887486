import type { FieldLabels } from './fieldLabels';

/** The Stripe settings' editable fields, as the Stripe calls and the audit log's changes name them. */
export const stripeFields = ['environment', 'public_key', 'secret_key', 'webhook_secret'] as const;
export type StripeField = (typeof stripeFields)[number];

export const stripeLabels: FieldLabels<StripeField> = {
  en: {
    environment: 'Environment',
    public_key: 'Publishable Key',
    secret_key: 'Secret Key',
    webhook_secret: 'Webhook Secret',
  },
  he: {
    environment: 'סביבה',
    public_key: 'מפתח ציבורי',
    secret_key: 'מפתח סודי',
    webhook_secret: 'סוד האימות של Stripe',
  },
};
