import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UIProvider } from '../UIProvider';
import { Amount, AmountsByCurrency, FormattedDate, FormattedNumber, Ltr, RelativeTime } from '.';

function renderIn(locale: string, ui: ReactNode) {
  return render(<UIProvider locale={locale}>{ui}</UIProvider>);
}

const now = Date.UTC(2025, 6, 3, 12, 0);

describe('Amount and FormattedNumber', () => {
  it.each([
    ['en', '₪9.90 ILS'],
    ['he', '₪9.90 ILS'],
  ])('isolate the figure left to right (%s)', (locale, amount) => {
    renderIn(
      locale,
      <>
        <Amount amount={9.9} currency="ils" />
        <FormattedNumber value={1024} />
        <Ltr>moshe@example.com</Ltr>
      </>,
    );
    for (const text of [amount, '1,024', 'moshe@example.com']) {
      // Exact text: the no-break space of the Hebrew amount is part of it.
      const figure = screen.getByText(text, { normalizer: (content) => content });
      expect(figure.tagName).toBe('BDI');
      expect(figure).toHaveAttribute('dir', 'ltr');
    }
  });
});

describe('AmountsByCurrency', () => {
  it('lists one figure per currency, ordered by code', () => {
    renderIn('en', <AmountsByCurrency amounts={{ usd: 120.5, ils: 99 }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '₪99.00 ILS',
      '$120.50 USD',
    ]);
  });

  it('shows 0.00 (or what it is given) without any currency', () => {
    const { rerender } = renderIn('en', <AmountsByCurrency amounts={{}} />);
    expect(screen.getByText('0.00')).toHaveAttribute('dir', 'ltr');
    rerender(
      <UIProvider locale="en">
        <AmountsByCurrency amounts={{}} empty="No revenue yet" />
      </UIProvider>,
    );
    expect(screen.getByText('No revenue yet')).toBeInTheDocument();
  });
});

describe('FormattedDate and RelativeTime', () => {
  it('write English left to right', () => {
    renderIn(
      'en',
      <>
        <FormattedDate value="2025-07-03T14:05:00Z" />
        <FormattedDate value="2025-07-03T14:05:00Z" withTime />
        <RelativeTime value="2025-07-03T11:55:00Z" now={now} />
      </>,
    );
    expect(screen.getByText('03 Jul 2025').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('03 Jul 2025, 02:05 PM')).toHaveAttribute('dateTime', '2025-07-03T14:05:00.000Z');
    expect(screen.getByText('5 minutes ago').closest('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('write Hebrew right to left, in Hebrew words', () => {
    renderIn(
      'he-IL',
      <>
        <FormattedDate value="2025-07-03T14:05:00Z" />
        <FormattedDate value="2025-07-03T14:05:00Z" withTime />
        <RelativeTime value="2025-07-03T10:00:00Z" now={now} />
        <FormattedDate value={null} />
      </>,
    );
    expect(screen.getByText('3 ביולי 2025').closest('bdi')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('3 ביולי 2025, 14:05')).toBeInTheDocument();
    expect(screen.getByText('לפני שעתיים').closest('bdi')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('לא ידוע')).not.toHaveAttribute('dateTime');
  });
});
