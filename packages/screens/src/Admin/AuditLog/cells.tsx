import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AuditActorEntry, AuditEvent, AuditSummary } from '@bible-admin/contract';
import type { AuditRecordType } from '@bible-admin/contract/plain';
import { Link, Ltr, type Format } from '@bible-admin/ui';
import { CellLines, CellSecondary } from '../common/CellLines';
import type { AuditFieldLabels, AuditLogMessages } from './messages';

/** The cells of the audit log's rows: each a first line and a muted second one. */

const RecordLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** When: how long ago, then the exact date and time. */
export function EventWhen({ at, now, format }: { at: string; now: Date | number; format: Format }) {
  return (
    <CellLines
      spaced
      primary={<time dateTime={at}>{format.relativeTime(at, now)}</time>}
      secondary={<bdi>{format.dateTime(at)}</bdi>}
    />
  );
}

/** Who: an admin by name, else the account's or tried e-mail, and the address it came from. */
export function EventWho({
  event,
  admins,
  words,
}: {
  event: AuditEvent;
  admins: readonly AuditActorEntry[];
  words: AuditLogMessages;
}) {
  const admin = admins.find((entry) => entry._id === event.actor_id);
  const email = event.actor_email && <Ltr>{event.actor_email}</Ltr>;
  const ip = event.ip && <Ltr>{event.ip}</Ltr>;
  const contact = (
    <>
      {email}
      {email && ip && ' · '}
      {ip}
    </>
  );
  if (admin) return <CellLines spaced primary={<bdi>{admin.name}</bdi>} secondary={contact} />;
  if (event.actor_id && email) return <CellLines spaced primary={email} secondary={ip} />;
  if (email || ip) return <CellLines spaced primary={words.notSignedIn} secondary={contact} />;
  return <CellLines spaced primary={words.system} />;
}

/** An export's list, search, rows and end, each isolated so a Latin search or a number keeps its place in a Hebrew line. */
function exportDetails(
  summary: AuditSummary<'list.exported'>,
  words: AuditLogMessages,
  format: Format,
): ReactNode {
  const parts = [
    summary.list && words.exportLists[summary.list],
    summary.search ? (
      <>
        {words.exportSearch} <bdi>"{summary.search}"</bdi>
      </>
    ) : null,
    summary.rows !== undefined && words.exportRows(format.number(summary.rows)),
    summary.outcome && words.exportOutcomes[summary.outcome],
  ].filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}

/** The fields a change names, with its record's labels; a secret or a picture only as 'replaced', never its value. */
function changedFields(
  event: AuditEvent,
  labels: AuditFieldLabels,
): { names: string[]; labels: Readonly<Record<string, string>> } | null {
  const keys = (changes: object | undefined) => Object.keys(changes ?? {});
  switch (event.type) {
    case 'plan.updated':
    case 'plan.status_changed':
      return { names: keys(event.summary.changes), labels: labels.plan };
    case 'chapter.updated':
      return { names: keys(event.summary.changes), labels: labels.chapter };
    case 'verse.updated':
      return { names: keys(event.summary.changes), labels: labels.verse };
    case 'settings.updated':
      return { names: keys(event.summary.changes), labels: labels.settings };
    case 'payment_keys.updated': {
      const { summary } = event;
      const secrets = (['secret_key', 'webhook_secret'] as const).filter(
        (key) => summary[key] === 'replaced',
      );
      return { names: [...keys(summary.changes), ...secrets], labels: labels.stripe };
    }
    case 'profile.updated': {
      const picture = event.summary.profile_pic === 'replaced' ? ['profile_pic'] : [];
      return { names: [...keys(event.summary.changes), ...picture], labels: labels.profile };
    }
    default:
      return null;
  }
}

/** What an event's summary adds to its kind: an export's list, search, rows and end; a change's fields; a count. */
function details(event: AuditEvent, words: AuditLogMessages, format: Format): ReactNode {
  if (event.type === 'list.exported') return exportDetails(event.summary, words, format);
  const changed = changedFields(event, words.fields);
  if (changed?.names.length) {
    return (
      <>
        {words.changed}{' '}
        {changed.names.map((field, index) => (
          <Fragment key={field}>
            {index > 0 && ', '}
            {Object.hasOwn(changed.labels, field) ? (
              changed.labels[field]
            ) : (
              // A field this build has no label for is shown as the server names it: data, left to right.
              <span translate="no" dir="ltr">
                {field}
              </span>
            )}
          </Fragment>
        ))}
      </>
    );
  }
  if (event.type === 'webhook.signature_invalid' || event.type === 'webhook.event_malformed') {
    const { count } = event.summary;
    if (count !== undefined && count > 1) return words.times(format.number(count));
  }
  return null;
}

/** What: the kind of event in words, and what its summary says of it. */
export function EventWhat({
  event,
  words,
  format,
}: {
  event: AuditEvent;
  words: AuditLogMessages;
  format: Format;
}) {
  return <CellLines spaced primary={words.kinds[event.type]} secondary={details(event, words, format)} />;
}

/** Where each kind of record is seen in the admin. */
const recordPaths: Record<AuditRecordType, (id: string) => string> = {
  plan: () => '/plans',
  chapter: (id) => `/chapter-details/${id}`,
  verse: (id) => `/edit-verse/${id}`,
  user: (id) => `/user-transactions/${id}`,
  settings: () => '/settings',
  payment_settings: () => '/settings',
};

/**
 * The record: its kind and name now, linked to where it is seen while it exists; once deleted, its kind
 * and that it is gone. An admin's own profile and password events name their own account.
 */
export function EventRecord({
  event,
  admins,
  words,
}: {
  event: AuditEvent;
  admins: readonly AuditActorEntry[];
  words: AuditLogMessages;
}) {
  const { record_type: type, record_id: id, record_name: name } = event;
  if (!type || !id) return <CellSecondary>—</CellSecondary>;
  const own = type === 'user' && id === event.actor_id;
  const label = own ? (
    words.ownAccount
  ) : (
    <>
      {words.records[type]}
      {name && (
        <>
          : <bdi>{name}</bdi>
        </>
      )}
    </>
  );
  if (!event.record_exists) return <CellLines spaced primary={label} secondary={words.recordGone} />;
  // An admin's account (theirs or another's) has no page to link to.
  if (type === 'user' && (own || admins.some((admin) => admin._id === id)))
    return <CellLines spaced primary={label} />;
  return <CellLines spaced primary={<RecordLink to={recordPaths[type](id)}>{label}</RecordLink>} />;
}
