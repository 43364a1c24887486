import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { Amount, AmountsByCurrency, FormattedDate, FormattedNumber, Ltr, RelativeTime } from '.';

const meta = {
  title: 'UI/Formatted',
  parameters: {
    docs: {
      description: {
        component:
          "Dates, relative times, amounts and left-to-right values (e-mails, card digits) formatted for the provider's locale and isolated in `<bdi>`.\n\n**When to use.** Whenever a date, time, amount or identifier is shown, so it is formatted by the spec's rules and never reordered by the text around it.\n\n**Right to left.** Each value is its own isolate: a Hebrew date reads right to left with its digits left to right, an amount, e-mail or card number stays left to right inside Hebrew text.",
      },
    },
  },
  component: Amount,
  args: { amount: 9.9, currency: 'ils' },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

const NOW = Date.UTC(2025, 6, 3, 12, 0);

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
`;
const Term = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Row = styled.div`
  display: contents;
`;
const Value = styled.dd`
  margin: 0;
`;

const rows = (terms: string[]) => {
  const values = [
    <Amount key="usd" amount={9.99} currency="usd" />,
    <Amount key="ils" amount={1999.9} currency="ILS" />,
    <Amount key="xyz" amount={12} currency="xyz" />,
    <AmountsByCurrency key="by" amounts={{ usd: 120.5, ils: 99, eur: 15 }} />,
    <FormattedNumber key="n" value={1024} />,
    <FormattedDate key="d" value="2025-07-03T14:05:00Z" />,
    <FormattedDate key="dt" value="2025-07-03T14:05:00Z" withTime />,
    <FormattedDate key="none" value={null} />,
    <RelativeTime key="r1" value={NOW - 30_000} now={NOW} />,
    <RelativeTime key="r2" value={NOW - 5 * 60_000} now={NOW} />,
    <RelativeTime key="r3" value={NOW - 2 * 3_600_000} now={NOW} />,
    <RelativeTime key="r4" value={NOW - 2 * 86_400_000} now={NOW} />,
    <Ltr key="mail">moshe@example.com</Ltr>,
  ];
  return (
    <List>
      {values.map((value, i) => (
        <Row key={value.key}>
          <Term>{terms[i]}</Term>
          <Value>{value}</Value>
        </Row>
      ))}
    </List>
  );
};

/** Every formatter in English: amounts in their own currency, one figure per currency, dates, relative times. */
export const AllFormats: Story = {
  render: () =>
    rows([
      'Amount in dollars',
      'Amount in shekels',
      'Currency without a symbol',
      'Revenue by currency',
      'Count',
      'Date',
      'Date and time',
      'Missing date',
      'Under a minute ago',
      'Minutes ago',
      'Hours ago',
      'Days ago',
      'E-mail',
    ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$9.99 USD')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('₪1,999.90 ILS')).toBeVisible();
    await expect(canvas.getByText('12.00 XYZ')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '€15.00 EUR',
      '₪99.00 ILS',
      '$120.50 USD',
    ]);
    await expect(canvas.getByText('03 Jul 2025, 02:05 PM')).toBeVisible();
    await expect(canvas.getByText('5 minutes ago')).toBeVisible();
  },
};
/** The same values under a Hebrew provider: Hebrew dates and relative times, amounts still left to right. */
export const AllFormatsRtl = rtl<Story>({
  render: () =>
    rows([
      'סכום בדולרים',
      'סכום בשקלים',
      'מטבע ללא סימן',
      'הכנסות לפי מטבע',
      'מספר',
      'תאריך',
      'תאריך ושעה',
      'תאריך חסר',
      'לפני פחות מדקה',
      'לפני דקות',
      'לפני שעות',
      'לפני ימים',
      'דוא״ל',
    ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₪1,999.90 ILS')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('3 ביולי 2025')).toBeVisible();
    await expect(canvas.getByText('3 ביולי 2025, 14:05')).toBeVisible();
    await expect(canvas.getByText('לא ידוע')).toBeVisible();
    await expect(canvas.getByText('לפני רגע')).toBeVisible();
    await expect(canvas.getByText('לפני 5 דקות')).toBeVisible();
    await expect(canvas.getByText('לפני שעתיים')).toBeVisible();
    await expect(canvas.getByText('לפני יומיים')).toBeVisible();
  },
});

const Sentence = styled.p`
  margin: 0;
  max-inline-size: ${({ theme }) => theme.sizes.modal};
`;

/**
 * Inside running text the figures keep their order: an amount, a date and an e-mail do not swap places with
 * the words around them, in either direction.
 */
export const InASentence: Story = {
  render: () => (
    <Sentence>
      <Ltr>moshe@example.com</Ltr> paid <Amount amount={9.9} currency="ils" /> on{' '}
      <FormattedDate value="2025-07-03T14:05:00Z" />, <RelativeTime value={NOW - 2 * 86_400_000} now={NOW} />.
    </Sentence>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'moshe@example.com paid ₪9.90 ILS on 03 Jul 2025, 2 days ago.',
    );
  },
};
export const InASentenceRtl = rtl<Story>({
  render: () => (
    <Sentence>
      <Ltr>moshe@example.com</Ltr> שילם <Amount amount={9.9} currency="ils" /> ב־
      <FormattedDate value="2025-07-03T14:05:00Z" />, <RelativeTime value={NOW - 2 * 86_400_000} now={NOW} />.
    </Sentence>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByText('moshe@example.com');
    const amount = canvas.getByText('₪9.90 ILS');
    // Right to left: the e-mail opens the sentence at the right, the amount comes after it, to its left.
    await expect(amount.getBoundingClientRect().right).toBeLessThan(email.getBoundingClientRect().left);
    await expect(canvas.getByText('לפני יומיים')).toBeVisible();
  },
});
