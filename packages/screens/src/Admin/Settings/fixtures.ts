import type { GeneralSettings, StripeCredentials } from '@bible-admin/contract';

/** Story fixtures: the settings as GET /api/help-and-support and GET /api/stripe/credentials return them. */
export const generalSettings: GeneralSettings = {
  _id: 'settings-1',
  contact_number: '+972 3 555 0142',
  contact_email: 'support@bible-reading.example.com',
  description:
    'Daily readings from the Hebrew Bible with narrated audio. Write to us with questions about your subscription or the app.',
  version: 4,
};

/** The secret key comes back masked with '...', as the server sends it. */
export const stripeCredentials: StripeCredentials = {
  public_key: 'pk_test_51Hq8sLKz3vA0bCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  secret_key: 'sk_test_...4f2a',
  environment: 'test',
  webhook_secret: 'whsec_...9c1e',
  version: 2,
};
