import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFormat } from '../format';
import { Ltr } from './Ltr';

export interface AmountsByCurrencyProps {
  /** Amounts keyed by currency code, as the API's `revenue_by_currency`: `{ usd: 120.5, ils: 99 }`. */
  amounts: Readonly<Record<string, number>>;
  /** Shown when there is no currency at all; defaults to '0.00'. */
  empty?: ReactNode;
}

// A list, so that assistive technology hears the figures apart; they wrap onto lines when narrow.
const List = styled.ul`
  display: inline-flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  /* A figure never parts from its currency code. */
  white-space: nowrap;
`;

/**
 * One figure per currency, ordered by code (₪99.00 ILS, $120.50 USD): amounts in different currencies are
 * never added into one number.
 */
export function AmountsByCurrency({ amounts, empty = <Ltr>0.00</Ltr> }: AmountsByCurrencyProps) {
  const figures = useFormat().amountsByCurrency(amounts);
  if (figures.length === 0) return <>{empty}</>;
  return (
    <List>
      {figures.map((figure) => (
        <li key={figure}>
          <Ltr>{figure}</Ltr>
        </li>
      ))}
    </List>
  );
}
