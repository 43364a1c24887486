import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AuditActorEntry, AuditEvent, AuditSummary, FieldChange } from '@bible-admin/contract';
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

/** A record's fields whose values are short enough to show old → new; any other (rich text, pictures, lists, secrets) is named only. */
const shownValues = {
  plan: ['name', 'price', 'duration', 'status'],
  chapter: ['chapter_number', 'chapter_name', 'verses', 'status', 'image_buy_link', 'cover_image_buy_link'],
  verse: ['verse_number'],
  settings: ['contact_number', 'contact_email'],
  stripe: ['public_key'],
  profile: ['first_name', 'last_name', 'email'],
} satisfies { [Kind in keyof AuditFieldLabels]: readonly (keyof AuditFieldLabels[Kind])[] };
type ChangedKind = keyof typeof shownValues;

/** A change as the log shows it: its record's kind, and each changed field with its values when they are shown. */
interface ChangeList {
  kind: ChangedKind;
  fields: { name: string; change?: FieldChange }[];
}

/** The fields a change names; a secret or a picture only as 'replaced', never its value. */
function changedFields(event: AuditEvent): ChangeList | null {
  const list = (kind: ChangedKind, changes: object | undefined, replaced: string[] = []): ChangeList => ({
    kind,
    fields: [
      ...Object.entries((changes ?? {}) as Record<string, FieldChange>).map(([name, change]) => ({
        name,
        change: (shownValues[kind] as readonly string[]).includes(name) ? change : undefined,
      })),
      ...replaced.map((name) => ({ name })),
    ],
  });
  switch (event.type) {
    case 'plan.updated':
    case 'plan.status_changed':
      return list('plan', event.summary.changes);
    case 'chapter.updated':
      return list('chapter', event.summary.changes);
    case 'verse.updated':
      return list('verse', event.summary.changes);
    case 'settings.updated':
      return list('settings', event.summary.changes);
    case 'payment_keys.updated': {
      const { summary } = event;
      const secrets = (['secret_key', 'webhook_secret'] as const).filter(
        (key) => summary[key] === 'replaced',
      );
      return list('stripe', summary.changes, secrets);
    }
    case 'profile.updated': {
      const picture = event.summary.profile_pic === 'replaced' ? ['profile_pic'] : [];
      return list('profile', event.summary.changes, picture);
    }
    default:
      return null;
  }
}

/**
 * One old or new value in the admin's words: an enum from the tables, a number or price left to right, a
 * name in its own direction. Anything else (a value an older build wrote) is named as changed, not shown.
 */
function changeValue(field: string, value: unknown, words: AuditLogMessages, format: Format): ReactNode {
  if (value === null || value === undefined || value === '') return words.emptyValue;
  const { statuses, durations } = words.values;
  if (field === 'status' && Object.hasOwn(statuses, value as string))
    return statuses[value as keyof typeof statuses];
  if (field === 'duration' && Object.hasOwn(durations, value as string))
    return durations[value as keyof typeof durations];
  if (typeof value === 'number')
    return <Ltr>{field === 'price' ? format.money(value) : format.number(value)}</Ltr>;
  if (typeof value === 'string') return <bdi>{value}</bdi>;
  return null;
}

/** 'Label: old → new' for a shown field, else its label: as its record labels it, or as the server names it. */
function fieldChange(
  kind: ChangedKind,
  { name, change }: ChangeList['fields'][number],
  words: AuditLogMessages,
  format: Format,
): ReactNode {
  const labels: Readonly<Record<string, string>> = words.fields[kind];
  const label = Object.hasOwn(labels, name) ? (
    labels[name]
  ) : (
    // A field this build has no label for is shown as the server names it: data, left to right.
    <span translate="no" dir="ltr">
      {name}
    </span>
  );
  const from = change && changeValue(name, change.from, words, format);
  const to = change && changeValue(name, change.to, words, format);
  if (!from || !to) return label;
  return (
    <>
      {label}: {from} {words.arrow} {to}
    </>
  );
}

type TeamSummary = AuditSummary<'team.invited'>;

/** A team event's address and role ('dana@example.com · Editor → Support'). */
function teamDetails({ email, role, from_role: from }: TeamSummary, words: AuditLogMessages): ReactNode {
  const roles = words.values.roles;
  const roleWords = role && (from ? `${roles[from]} ${words.arrow} ${roles[role]}` : roles[role]);
  return (
    <>
      {email && <bdi>{email}</bdi>}
      {email && roleWords && ' · '}
      {roleWords}
    </>
  );
}

/** What an event's summary adds to its kind: an export's list, search, rows and end; a change's fields; a voice; a count. */
function details(event: AuditEvent, words: AuditLogMessages, format: Format): ReactNode {
  if (event.type === 'list.exported') return exportDetails(event.summary, words, format);
  if (event.type.startsWith('team.')) return teamDetails(event.summary as TeamSummary, words);
  if (event.type === 'narration.generated' && event.summary.voice)
    return words.values.voices[event.summary.voice];
  const changed = changedFields(event);
  if (changed?.fields.length) {
    return (
      <>
        {words.changed}{' '}
        {changed.fields.map((field, index) => (
          <Fragment key={field.name}>
            {index > 0 && '; '}
            {fieldChange(changed.kind, field, words, format)}
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

/** A record's kind and name on one line: the name cut at its own end, in its own direction (a Hebrew name in an English log keeps its start). */
const RecordLabel = styled.span`
  display: inline-flex;
  max-inline-size: 100%;
  vertical-align: bottom;
`;
const RecordName = styled.bdi`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The record's name as its event wrote it when it happened: a deleted plan or chapter is still named. */
function nameAsWritten(event: AuditEvent): string | undefined {
  switch (event.type) {
    case 'plan.created':
    case 'plan.updated':
    case 'plan.status_changed':
    case 'plan.deleted':
      return event.summary.name;
    case 'chapter.created':
    case 'chapter.updated':
    case 'chapter.deleted':
    case 'narration.generated':
      return event.summary.chapter_name;
    case 'user.removed':
      return event.summary.name;
    default:
      return undefined;
  }
}

/**
 * The record: its kind and name now (or as the event wrote it, once gone), linked to where it is seen while
 * it exists; once deleted, its kind, its name as it was, and that it is gone. An admin's own profile and
 * password events name their own account.
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
  const { record_type: type, record_id: id } = event;
  if (!type || !id) return <CellSecondary>—</CellSecondary>;
  const name = event.record_name ?? nameAsWritten(event);
  const own = type === 'user' && id === event.actor_id;
  const label = own ? (
    words.ownAccount
  ) : (
    <RecordLabel>
      {words.records[type]}
      {name && (
        <>
          :&nbsp;<RecordName dir="auto">{name}</RecordName>
        </>
      )}
    </RecordLabel>
  );
  if (!event.record_exists) return <CellLines spaced primary={label} secondary={words.recordGone} />;
  // An admin's account (theirs or another's) has no page to link to.
  if (type === 'user' && (own || admins.some((admin) => admin._id === id)))
    return <CellLines spaced primary={label} />;
  return <CellLines spaced primary={<RecordLink to={recordPaths[type](id)}>{label}</RecordLink>} />;
}
