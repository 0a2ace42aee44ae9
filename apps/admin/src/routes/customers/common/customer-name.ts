import type { Customer } from '@storedesk/contract';

/** 'Ada Lovelace', or null when the customer gave no name (a guest often gives none). */
export function customerName(customer: Pick<Customer, 'first_name' | 'last_name'>): string | null {
  const name = [customer.first_name, customer.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}
