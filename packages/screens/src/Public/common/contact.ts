import type { PublicLinkField } from '@bible-admin/contract/labels';

/** The store and social links an admin set in the general settings; a missing or empty one is not shown. */
export type PublicLinks = Partial<Record<PublicLinkField, string>>;

/** The contact details and links from the server's help-and-support call, as a screen receives them. */
export type ContactState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      contact_number: string;
      contact_email: string;
      description?: string;
      links?: PublicLinks;
    };

/** The links the settings hold, none while the call is loading or failed. */
export function publicLinks(contact: ContactState): PublicLinks {
  return contact.status === 'ready' ? (contact.links ?? {}) : {};
}

/** A phone number as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
