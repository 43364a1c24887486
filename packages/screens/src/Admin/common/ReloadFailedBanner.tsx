import { Banner, Button, Icon } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { serverListMessages } from './messages';

/**
 * Above the rows a failed reload kept (a search, a page, a refresh): says the load failed and why, that the
 * rows are the last ones loaded, and offers Retry, so kept rows are never taken for an answer.
 */
export function ReloadFailedBanner({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const words = useScreenMessages(serverListMessages);
  return (
    <Banner
      type="error"
      title={title}
      closable={false}
      autoCloseMs={null}
      action={
        <Button size="sm" variant="secondary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
          {words.retry}
        </Button>
      }
    >
      {message} {words.keptRows}
    </Banner>
  );
}
