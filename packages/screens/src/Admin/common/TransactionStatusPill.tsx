import { StatusPill, type StatusTone } from '@bible-admin/ui';
import { useStatusLabel } from './useStatusLabel';

/** A payment's colour by what it means for the admin: money in, money not in, not yet known. */
const TONES: Record<string, StatusTone> = {
  succeeded: 'green',
  failed: 'red',
  // Paid, but not the price of the plan it names: no access was granted, the admin has to look.
  mismatch: 'red',
  pending: 'yellow',
  processing: 'yellow',
  refunded: 'neutral',
};

/** Succeeded green, failed and mismatch red, pending amber, refunded (or a status it does not know) neutral. */
export function transactionStatusTone(status: string): StatusTone {
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}

/** A transaction's status, named in the admin's language and coloured by its meaning: every list shows it so. */
export function TransactionStatusPill({ status }: { status: string }) {
  const label = useStatusLabel();
  return <StatusPill tone={transactionStatusTone(status)}>{label(status)}</StatusPill>;
}
