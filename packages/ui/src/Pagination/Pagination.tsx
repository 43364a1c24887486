import { Fragment, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useDirection } from '../direction';
import { Icon } from '../Icon';
import { InlineList } from '../internal/InlineList';
import { useMessages } from '../i18n';
import { paginationMessages, type PaginationMessages } from './messages';
import { pageItems } from './pageItems';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole list (the server's `meta.total`). */
  total: number;
  /** The server stopped counting at `total`: show 'more than 10,000' and never name a last page. */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  /** While the next page loads the buttons stay usable; the screen decides (e.g. disables during the first load). */
  disabled?: boolean;
  labels?: Partial<PaginationMessages>;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PageButton = styled(Button)`
  min-inline-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.sm};
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Gap = styled.li`
  padding-inline: ${({ theme }) => theme.space.xs};
  @media (width < ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

/* On a phone only the current page stays between Previous and Next, so the row never wraps. */
const PageItem = styled.li<{ $current: boolean }>`
  @media (width < ${({ theme }) => theme.breakpoints.sm}) {
    display: ${({ $current }) => ($current ? 'list-item' : 'none')};
  }
`;

/** Private-use characters standing for values while the sentence is built, so each can be isolated. */
const SLOT = (i: number) => String.fromCharCode(0xe000 + i);

/** A message sentence with its values in `<bdi>`, so numbers keep their order in either direction. */
function withIsolates(sentence: string, values: readonly ReactNode[]): ReactNode {
  return sentence.split(/([\ue000-\ue0ff])/).map((part, i) => {
    const slot = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
    return slot >= 0 && slot < values.length ? (
      <bdi key={i}>{values[slot]}</bdi>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    );
  });
}

/**
 * Pages of a server-driven list: the range shown and the total ('1–50 of 1,000,040'), previous and next,
 * and buttons for the pages near the current one. The screen owns the page; this only reports changes.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  onPageChange,
  disabled = false,
  labels,
}: PaginationProps) {
  const m = useMessages(paginationMessages, labels);
  const { locale } = useDirection();
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const pageCount = Math.max(Math.ceil(total / pageSize), 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  const totalText = totalIsLowerBound ? (
    withIsolates(m.moreThan(SLOT(0)), [numbers.format(total)])
  ) : (
    <bdi>{numbers.format(total)}</bdi>
  );
  const canGoBack = current > 1;
  // Past a lower-bound total more pages may exist: the server answers with fewer rows at the real end.
  const canGoOn = current < pageCount || (totalIsLowerBound && total > 0);

  return (
    <Bar aria-label={m.navigation}>
      <span>
        {withIsolates(m.range(SLOT(0), SLOT(1)), [
          `${numbers.format(from)}–${numbers.format(to)}`,
          totalText,
        ])}
      </span>
      <InlineList>
        <li>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="chevronStart" size={16} />}
            disabled={disabled || !canGoBack}
            onClick={() => onPageChange(current - 1)}
          >
            {m.previous}
          </Button>
        </li>
        {pageItems(current, pageCount, !totalIsLowerBound).map((item, i) =>
          item === 'gap' ? (
            <Gap key={`gap-${i}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <PageItem key={item} $current={item === current}>
              <PageButton
                variant="secondary"
                size="sm"
                aria-label={m.page(numbers.format(item))}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => item !== current && onPageChange(item)}
              >
                <bdi>{numbers.format(item)}</bdi>
              </PageButton>
            </PageItem>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !canGoOn}
            onClick={() => onPageChange(current + 1)}
          >
            {m.next}
            <Icon name="chevronEnd" size={16} />
          </Button>
        </li>
      </InlineList>
    </Bar>
  );
}
