import styled, { useTheme } from 'styled-components';
import { paymentMethodKey } from './paymentMethod';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

/** The provider's mark for a payment method as the payment provider names it ('visa', 'MasterCard', 'american_express'). */
export function cardBrandOf(paymentMethod: string): CardBrand {
  const method = paymentMethodKey(paymentMethod);
  if (method.includes('visa')) return 'visa';
  if (method.includes('mastercard')) return 'mastercard';
  if (method.includes('amex') || method.includes('americanexpress')) return 'amex';
  return 'other';
}

const Svg = styled.svg`
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.cardMarkWidth};
  block-size: ${({ theme }) => theme.sizes.cardMarkHeight};
`;

/**
 * A small card-provider mark drawn in SVG (no artwork files): Visa and Amex as lettered cards, Mastercard
 * as its two circles, anything else as a plain card. Decorative: the method's name is written beside it.
 */
export function CardBrandIcon({ brand }: { brand: CardBrand }) {
  const { cardBrandColors: c, colors } = useTheme();
  return (
    <Svg viewBox="0 0 32 20" aria-hidden="true" focusable="false" data-brand={brand}>
      {brand === 'mastercard' ? (
        <>
          <rect width="32" height="20" rx="3" fill={colors.surface} stroke={colors.border} />
          <circle cx="13" cy="10" r="6" fill={c.mastercardRed} />
          <circle cx="19" cy="10" r="6" fill={c.mastercardYellow} fillOpacity="0.85" />
        </>
      ) : brand === 'other' ? (
        <>
          <rect width="32" height="20" rx="3" fill={c.other} />
          <rect y="5" width="32" height="4" fill={colors.textInverse} fillOpacity="0.6" />
          <rect x="4" y="13" width="10" height="2" rx="1" fill={colors.textInverse} />
        </>
      ) : (
        <>
          <rect width="32" height="20" rx="3" fill={brand === 'visa' ? c.visa : c.amex} />
          <text
            x="16"
            y="13.5"
            textAnchor="middle"
            fill={colors.textInverse}
            fontSize="8"
            fontWeight="700"
            fontStyle={brand === 'visa' ? 'italic' : 'normal'}
            fontFamily="sans-serif"
          >
            {brand === 'visa' ? 'VISA' : 'AMEX'}
          </text>
        </>
      )}
    </Svg>
  );
}
