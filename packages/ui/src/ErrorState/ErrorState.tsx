import type { ReactNode } from 'react';
import { Button } from '../Button';
import { StatePanel } from '../EmptyState/EmptyState';
import { Icon } from '../Icon';

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
}

/** A load that failed: what went wrong and a Retry button. Announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
}: ErrorStateProps) {
  return (
    <StatePanel
      role="alert"
      tone="error"
      icon="error"
      title={title}
      description={message}
      action={
        <Button variant="secondary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
