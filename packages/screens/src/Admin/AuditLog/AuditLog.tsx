import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AuditActorEntry, AuditEvent } from '@bible-admin/contract';
import { Button, Icon, Select, TextField, useFormat, type TableColumn } from '@bible-admin/ui';
import { auditEventTypes } from '@bible-admin/contract/plain';
import { useScreenMessages } from '../../messages';
import { ListPage } from '../common/ListPage';
import { ServerListRows, type ServerListPaging, type ServerListStatus } from '../common/ServerList';
import { auditLogMessages } from './messages';
import { EventRecord, EventWhat, EventWhen, EventWho } from './cells';

/** The log's filters as the address holds them: '' is "any"; dates are days ('2025-07-03'), both inclusive. */
export interface AuditLogFilters {
  /** An admin's id. */
  admin: string;
  /** An event type. */
  kind: string;
  from: string;
  to: string;
}

export const noAuditLogFilters: AuditLogFilters = { admin: '', kind: '', from: '', to: '' };

/** Whether the first day is after the last (days compare as text: '2025-07-03'). */
const isInverted = ({ from, to }: Pick<AuditLogFilters, 'from' | 'to'>) => !!from && !!to && from > to;

export interface AuditLogProps extends ServerListPaging {
  status: ServerListStatus;
  /** The current page, newest first, as the server sent it (already filtered and paged). */
  events: readonly AuditEvent[];
  /** The admins the filter offers. */
  admins: readonly AuditActorEntry[];
  filters: AuditLogFilters;
  onFiltersChange: (filters: AuditLogFilters) => void;
  /** What "2 hours ago" counts from. */
  now: Date | number;
}

/**
 * The four filters share a row beside a desktop's sidebar, and two rows on a phone; the fields keep their
 * line when one says an error under it, and Clear filters stays level with the row's foot.
 */
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.fieldCompact}, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  > button {
    align-self: end;
  }
`;

/** The audit log: who did what and when, and to which record, filtered by admin, kind and days, paged. */
export function AuditLog({ status, events, admins, filters, onFiltersChange, now, ...list }: AuditLogProps) {
  const words = useScreenMessages(auditLogMessages);
  const format = useFormat();
  const filtered = Object.values(filters).some(Boolean);
  const set = (key: keyof AuditLogFilters) => (event: { target: { value: string } }) =>
    onFiltersChange({ ...filters, [key]: event.target.value });
  // The days as typed: an inverted range stays here, said by the fields, and is never sent.
  const [days, setDays] = useState({ from: filters.from, to: filters.to });
  useEffect(() => setDays({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const inverted = isInverted(days);
  const setDay = (key: 'from' | 'to') => (event: { target: { value: string } }) => {
    const next = { ...days, [key]: event.target.value };
    setDays(next);
    if (!isInverted(next)) onFiltersChange({ ...filters, ...next });
  };

  const columns: TableColumn<AuditEvent>[] = [
    {
      key: 'when',
      header: words.when,
      width: '18%',
      stacked: 'title',
      render: (event) => <EventWhen at={event.created_at} now={now} format={format} />,
    },
    {
      key: 'who',
      header: words.who,
      width: '24%',
      render: (event) => <EventWho event={event} admins={admins} words={words} />,
    },
    {
      key: 'what',
      header: words.what,
      render: (event) => <EventWhat event={event} words={words} format={format} />,
    },
    {
      key: 'record',
      header: words.record,
      width: '22%',
      render: (event) => <EventRecord event={event} admins={admins} words={words} />,
    },
  ];

  return (
    <ListPage title={words.title} subtitle={words.subtitle}>
      <Filters role="group" aria-label={words.filters}>
        <Select
          label={words.admin}
          value={filters.admin}
          placeholder={words.allAdmins}
          options={admins.map((admin) => ({ value: admin._id, label: admin.name || admin.email }))}
          onChange={set('admin')}
        />
        <Select
          label={words.kind}
          value={filters.kind}
          placeholder={words.allKinds}
          options={auditEventTypes.map((type) => ({ value: type, label: words.kinds[type] }))}
          onChange={set('kind')}
        />
        <TextField
          type="date"
          label={words.from}
          value={days.from}
          max={days.to || undefined}
          aria-invalid={inverted || undefined}
          onChange={setDay('from')}
        />
        <TextField
          type="date"
          label={words.to}
          value={days.to}
          min={days.from || undefined}
          error={inverted ? words.rangeInverted : undefined}
          onChange={setDay('to')}
        />
        {filtered && (
          <Button
            variant="ghost"
            icon={<Icon name="close" size={16} />}
            onClick={() => onFiltersChange(noAuditLogFilters)}
          >
            {words.clearFilters}
          </Button>
        )}
      </Filters>
      <ServerListRows<AuditEvent>
        list={list}
        filtered={filtered}
        status={status}
        errorTitle={words.errorTitle}
        table={{
          'aria-label': words.tableLabel,
          columns,
          rows: events,
          getRowKey: (event) => event._id,
          rowSize: 'lg',
        }}
        empty={{ none: words.noEvents, noResults: words.noResults }}
      />
    </ListPage>
  );
}
