import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, success } from '../envelope';
import { paymentEnvironments } from '../constants';
import { isPhoneNumber } from '../settingsRules';
import { generalSettings } from '../entities/settings';
import { longText, optionalHttpsUrl, optionalText, readVersion } from '../fields';
import { publicLinkFields, settingsLabels } from '../labels/settings';
import { settingsCalls as endpoints } from '../endpoints/settings';

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Contact Email is too long')
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Contact Email must be a valid e-mail address',
  )
  .optional();

/** The spec's way of asking: 'Please enter ...'. Blank clears the number. */
const optionalPhone = optionalText('Contact Number', 50).refine(
  (value) => !value || isPhoneNumber(value),
  'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
);

/** Each public link, checked as an https address and named by its English label in a refusal. */
const publicLinkBody = Object.fromEntries(
  publicLinkFields.map((field) => [field, optionalHttpsUrl(settingsLabels.en[field])]),
) as Record<(typeof publicLinkFields)[number], ReturnType<typeof optionalHttpsUrl>>;

export const settingsCalls = {
  helpAndSupport: defineCall({
    ...endpoints.helpAndSupport,
    summary: 'Public contact details (also used by the footer).',
    reply: success({ data: generalSettings }),
  }),
  updateGeneral: defineCall({
    ...endpoints.updateGeneral,
    summary:
      'Updates the contact details; when any stripe_* field is filled, the payment credentials are saved with the same rules as POST /api/stripe/credentials.',
    body: z.object({
      id: optionalText('id', 100),
      contact_number: optionalPhone,
      contact_email: optionalEmail,
      description: longText('Description'),
      ...publicLinkBody,
      stripe_publishable_key: optionalText('Publishable Key', 500),
      stripe_secret_key: optionalText('Secret Key', 500),
      stripe_environment: z.union([z.enum(paymentEnvironments), z.literal('')]).optional(),
      /** The contact details' version; the stripe_* fields are saved as sent. */
      version: readVersion,
    }),
    reply: success({ data: generalSettings }),
    conflict: conflictOf(generalSettings),
  }),
};
