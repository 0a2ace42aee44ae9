import type { Billing } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';

/**
 * `current_period_end` as a date people read in `locale` (e.g. March 5, 2030 in English); null
 * when there is none.
 */
export function periodEnd(
  billing: Pick<Billing, 'current_period_end'>,
  locale = 'en-US',
): string | null {
  if (!billing.current_period_end) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(billing.current_period_end),
  );
}

export function monthlyPrice(amount: number, currencyCode: string): string {
  return formatAmount({ amount, currency_code: currencyCode });
}
