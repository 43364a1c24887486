import styled from 'styled-components';
import { Button, Icon, Spinner, useFormat } from '@bible-admin/ui';
import { useScreenMessages } from '../../../messages';
import { exportMessages } from './messages';

/** Where a list's export stands: not started (or done), downloading with the rows so far, or failed. */
export interface ExportState {
  status: 'idle' | 'running' | 'failed';
  /** Rows received so far (running), or before it failed. */
  rows: number;
  /** Why it failed, in the admin's language, when known. */
  error?: string | null;
}

/** What a list screen takes to offer its export; without `onExport` it offers none. */
export interface ExportProps {
  exportState?: ExportState;
  /** Download the list's current search, every page of it. */
  onExport?: () => void;
  onCancelExport?: () => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p<{ $tone: 'muted' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.error : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A list's Export: a button; while the file downloads, the rows so far and Cancel; after a failure, what
 * failed beside the button, to try again.
 */
export function ExportControl({
  exportState = { status: 'idle', rows: 0 },
  onExport,
  onCancelExport,
}: ExportProps) {
  const words = useScreenMessages(exportMessages);
  const format = useFormat();
  if (!onExport) return null;
  if (exportState.status === 'running') {
    return (
      <Row>
        <Note $tone="muted" role="status">
          <Spinner size="sm" label="" />
          {words.exporting(format.number(exportState.rows))}
        </Note>
        <Button size="sm" variant="secondary" aria-label={words.cancelExport} onClick={onCancelExport}>
          {words.cancel}
        </Button>
      </Row>
    );
  }
  return (
    <Row>
      {exportState.status === 'failed' && (
        <Note $tone="danger" role="alert">
          <Icon name="error" size={16} />
          {words.failed} {exportState.error}
        </Note>
      )}
      <Button variant="secondary" icon={<Icon name="download" size={16} />} onClick={onExport}>
        {words.export}
      </Button>
    </Row>
  );
}
