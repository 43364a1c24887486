/** The contact details from the server's help-and-support call, as a screen receives them. */
export type ContactState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; contact_number: string; contact_email: string; description?: string };

/** A phone number as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
