import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { StatePanel } from '../internal/StatePanel';

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a button that adds the first item. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it, e.g. 'No verses available'. */
export function EmptyState({ icon, ...rest }: EmptyStateProps) {
  return <StatePanel tone="neutral" visual={icon && <Icon name={icon} size={24} />} {...rest} />;
}
