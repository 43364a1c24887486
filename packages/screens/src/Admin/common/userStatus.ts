import type { StatusTone } from '@bible-admin/ui';

/** Active is green, Pending yellow, anything else red (the spec's user statuses). */
export function userStatusTone(status: string): StatusTone {
  const value = status.trim().toLowerCase();
  if (value === 'active') return 'green';
  if (value === 'pending') return 'yellow';
  return 'red';
}
