import { formatAmount } from '@storedesk/react';
import { direction } from './language';

/**
 * A price in minor units, in the shop's currency, written for the shopper's language. In a
 * right-to-left language the amount is isolated as left-to-right text (U+2066 … U+2069):
 * otherwise the bidirectional algorithm pulls the `$` of `US$` away from its letters and, for a
 * negative amount such as an exchange's credit, the sign away from its number.
 */
export const formatPrice = (amount: number, currencyCode: string, language: string): string => {
  const text = formatAmount({
    amount,
    currency_code: currencyCode,
    includeTaxes: false,
    locale: language,
  });
  return direction(language) === 'rtl' ? `\u2066${text}\u2069` : text;
};
