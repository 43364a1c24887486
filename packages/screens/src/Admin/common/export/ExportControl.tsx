import styled from 'styled-components';
import { Button, Icon, Spinner } from '@bible-admin/ui';
import { useScreenMessages } from '../../../messages';
import { exportMessages } from './messages';

/**
 * Where a list's export stands: not asked for, its download link being prepared, handed to the browser
 * (which downloads the file and shows its progress), or failed.
 */
export interface ExportState {
  status: 'idle' | 'preparing' | 'started' | 'failed';
  /** Why it failed, in the admin's language, when known. */
  error?: string | null;
}

/** What a list screen takes to offer its export; without `onExport` it offers none. */
export interface ExportProps {
  exportState?: ExportState;
  /** Download the list's current search, every page of it. */
  onExport?: () => void;
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
 * A list's Export: a button; while the download link is prepared, a note in its place; then a note that the
 * browser has the download, or what failed, beside the button to export again.
 */
export function ExportControl({ exportState = { status: 'idle' }, onExport }: ExportProps) {
  const words = useScreenMessages(exportMessages);
  if (!onExport) return null;
  if (exportState.status === 'preparing') {
    return (
      <Row>
        <Note $tone="muted" role="status">
          <Spinner size="sm" label="" />
          {words.preparing}
        </Note>
      </Row>
    );
  }
  return (
    <Row>
      {exportState.status === 'started' && (
        <Note $tone="muted" role="status">
          <Icon name="download" size={16} />
          {words.started}
        </Note>
      )}
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
