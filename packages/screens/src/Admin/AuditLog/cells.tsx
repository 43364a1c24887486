import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AuditActorEntry, AuditEvent } from '@bible-admin/contract';
import type { AuditRecordType, ExportList, ExportOutcome } from '@bible-admin/contract/plain';
import { Link, Ltr, type Format } from '@bible-admin/ui';
import { CellLines, CellSecondary } from '../common/CellLines';
import type { AuditLogMessages } from './messages';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an event's summary adds to its kind: an export's list, search, rows and end; a change's fields; a count. */
function details(event: AuditEvent, words: AuditLogMessages, format: Format): ReactNode {
  const { summary } = event;
  if (event.type === 'list.exported') {
    // Each part isolated, so a Latin search or a number keeps its place in a Hebrew line.
    const parts = [
      words.exportLists[summary.list as ExportList],
      summary.search ? (
        <>
          {words.exportSearch} <bdi>"{String(summary.search)}"</bdi>
        </>
      ) : null,
      words.exportRows(format.number(Number(summary.rows))),
      words.exportOutcomes[summary.outcome as ExportOutcome],
    ].filter(Boolean);
    return parts.map((part, index) => (
      <Fragment key={index}>
        {index > 0 && ' · '}
        <bdi>{part}</bdi>
      </Fragment>
    ));
  }
  // The fields a change names; a secret only as 'replaced', never its value.
  const fields = [
    ...Object.keys(isRecord(summary.changes) ? summary.changes : {}),
    ...Object.keys(summary).filter((key) => summary[key] === 'replaced'),
  ];
  if (fields.length) {
    return (
      <>
        {words.changed}{' '}
        {fields.map((field, index) => (
          <Fragment key={field}>
            {index > 0 && ', '}
            {Object.hasOwn(words.fieldNames, field) ? (
              words.fieldNames[field]
            ) : (
              // A field this build has no name for is shown as the server names it: data, left to right.
              <span translate="no" dir="ltr">
                {field}
              </span>
            )}
          </Fragment>
        ))}
      </>
    );
  }
  if (typeof summary.count === 'number' && summary.count > 1)
    return words.times(format.number(summary.count));
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
