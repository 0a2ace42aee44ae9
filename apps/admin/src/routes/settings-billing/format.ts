import type { Billing } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** `current_period_end` as a date people read (e.g. March 5, 2030); null when there is none. */
export function periodEnd(billing: Pick<Billing, 'current_period_end'>): string | null {
  return billing.current_period_end
    ? dateFormat.format(new Date(billing.current_period_end))
    : null;
}

export function monthlyPrice(amount: number, currencyCode: string): string {
  return formatAmount({ amount, currency_code: currencyCode });
}
