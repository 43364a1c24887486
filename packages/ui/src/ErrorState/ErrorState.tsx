import type { ReactNode } from 'react';
import { Button } from '../Button';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { StatePanel } from '../internal/StatePanel';
import { errorStateMessages, type ErrorStateMessages } from './messages';

export interface ErrorStateProps {
  /** What failed, e.g. 'Failed to load dashboard'; without it, the kit's 'Something went wrong'. */
  title?: ReactNode;
  message?: ReactNode;
  onRetry: () => void;
  /** Overrides the built-in words (default title, Retry), which follow the provider's locale. */
  labels?: Partial<ErrorStateMessages>;
}

/** A load that failed: what went wrong and a Retry button. Announced as an alert. */
export function ErrorState({ title, message, onRetry, labels }: ErrorStateProps) {
  const words = useMessages(errorStateMessages, labels);
  return (
    <StatePanel
      role="alert"
      tone="error"
      visual={<Icon name="error" size={24} />}
      title={title ?? words.title}
      description={message}
      action={
        <Button variant="secondary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
          {words.retry}
        </Button>
      }
    />
  );
}
