import { useState } from 'react';
import { AuditLog } from '@bible-admin/screens';
import { useAuditLog } from '../../data/auditLog';
import { useAdminHead } from './adminMeta';

export function AuditLogRoute() {
  useAdminHead((titles) => titles.auditLog);
  const log = useAuditLog();
  // "How long ago" counts from when the page was opened.
  const [now] = useState(Date.now);
  return (
    <AuditLog
      status={log.status}
      events={log.rows}
      admins={log.admins}
      filters={log.filters}
      onFiltersChange={log.setFilters}
      now={now}
      {...log.pageProps}
    />
  );
}
