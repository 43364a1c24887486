import { settingsCalls } from '@bible-admin/contract/plain';
import type { ContactState } from '@bible-admin/screens';
import { useCall } from './useCall';

/** The public contact details (footer, support and privacy pages), from the help-and-support call. */
export function useContact(): ContactState {
  const { data, error } = useCall(settingsCalls.helpAndSupport, {}, { revalidateOnFocus: false });
  if (data) {
    const { contact_number, contact_email, description } = data.data;
    // The settings name their links by the fields the footer reads (PublicLinks).
    return { status: 'ready', contact_number, contact_email, description, links: data.data };
  }
  return { status: error ? 'error' : 'loading' };
}
