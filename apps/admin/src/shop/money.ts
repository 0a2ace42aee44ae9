import { formatAmount } from '@storedesk/react';

/** A price in minor units, in the shop's currency, written for the shopper's language. */
export const formatPrice = (amount: number, currencyCode: string, language: string): string =>
  formatAmount({ amount, currency_code: currencyCode, includeTaxes: false, locale: language });
