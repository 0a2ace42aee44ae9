import { describe, expect, it } from 'vitest';
import { refundSchema } from './refund-form';

const values = (amount: string, note = '') => ({
  amount,
  reason: 'discount' as const,
  note,
  notify: true,
});

describe('refundSchema', () => {
  it('turns the amount typed into minor units, within what may be refunded', () => {
    expect(refundSchema('usd', 4690).parse(values('12,50', ' Late '))).toEqual({
      amount: 1250,
      reason: 'discount',
      note: 'Late',
      no_notification: false,
    });
    expect(refundSchema('jpy', 5000).parse(values('5000')).amount).toBe(5000);
  });

  it('names each problem with the amount', () => {
    const problem = (amount: string, currency = 'usd') =>
      refundSchema(currency, 4690).safeParse(values(amount)).error?.issues[0]?.message;
    expect(problem('')).toBe('amountRequired');
    expect(problem('1.234')).toBe('amountFormat');
    expect(problem('12.5', 'jpy')).toBe('amountFormat');
    expect(problem('0')).toBe('amountZero');
    expect(problem('46.91')).toBe('amountTooHigh');
    expect(problem('46.90')).toBeUndefined();
  });
});
