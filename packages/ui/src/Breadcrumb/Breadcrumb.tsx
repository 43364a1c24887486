import styled from 'styled-components';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { InlineList } from '../internal/InlineList';
import { Link } from '../link';
import { breadcrumbMessages } from './messages';

/** A step of the trail: a link to a page above this one, or (the last) the current page's words. */
export interface BreadcrumbItem {
  label: string;
  /** The step's page; the last step (the current page) has none. */
  to?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

const List = styled(InlineList).attrs({ as: 'ol' })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Step = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * Where a page sits below its list ('Chapters › Chapter 2 › Verses'): a named navigation with an ordered list,
 * the current page marked `aria-current="page"`. The chevrons are the end-pointing icon, so they mirror in RTL.
 */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const words = useMessages(breadcrumbMessages);
  return (
    <nav aria-label={words.navigation}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Step key={`${index}-${item.label}`}>
              {last || item.to === undefined ? (
                <Current aria-current={last ? 'page' : undefined}>
                  <bdi>{item.label}</bdi>
                </Current>
              ) : (
                <Link to={item.to}>
                  <bdi>{item.label}</bdi>
                </Link>
              )}
              {last ? null : <Icon name="chevronEnd" size={14} />}
            </Step>
          );
        })}
      </List>
    </nav>
  );
}
