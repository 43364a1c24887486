import { z } from 'zod';
import { paymentEnvironments } from '../constants';
import { recordVersion } from '../fields';

export const generalSettings = z.object({
  _id: z.string(),
  contact_number: z.string(),
  contact_email: z.string(),
  description: z.string(),
  /** The public site's store and social links: an https address, or '' (the site hides the link). */
  app_store_url: z.string(),
  google_play_url: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  youtube_url: z.string(),
  version: recordVersion,
});
export type GeneralSettings = z.infer<typeof generalSettings>;

/** Card-payment-provider credentials as the admin sees them: secrets are masked with '...'. */
export const stripeCredentials = z.object({
  public_key: z.string(),
  secret_key: z.string(),
  environment: z.enum(paymentEnvironments),
  webhook_secret: z.string(),
  /** 0 until the credentials are first saved. */
  version: recordVersion,
});
export type StripeCredentials = z.infer<typeof stripeCredentials>;
