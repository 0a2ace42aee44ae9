import { StoredeskError } from '@storedesk/client';
import { describe, expect, it } from 'vitest';
import { serverField } from './server-field';

const refused = (message: string, type = 'invalid_data') =>
  new StoredeskError(message, { kind: 'response', status: 400, body: { type, message } });

describe('serverField', () => {
  it('reads the field a 400 starts with, brackets as dots', () => {
    expect(serverField(refused('amount: refund at most 10.00'), ['amount'])).toEqual({
      path: 'amount',
      message: 'amount: refund at most 10.00',
    });
    expect(serverField(refused('items[1].quantity: only 2 left'), ['items'])?.path).toBe(
      'items.1.quantity',
    );
    expect(
      serverField(refused('shipping_address.city must be at most 200 characters'), [
        'shipping_address',
      ])?.path,
    ).toBe('shipping_address.city');
  });

  it('leaves other errors to the banner', () => {
    expect(serverField(refused('A canceled order cannot be fulfilled'), ['amount'])).toBeNull();
    expect(serverField(refused('amount: no', 'not_found'), ['amount'])).toBeNull();
    expect(serverField(new Error('amount: offline'), ['amount'])).toBeNull();
  });
});
