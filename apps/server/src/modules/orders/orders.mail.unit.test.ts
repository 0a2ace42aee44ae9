import { describe, expect, it } from 'vitest';
import { claimMail, money } from './orders.mail.js';

describe('money', () => {
  it('writes minor units in the currency’s own number of decimals', () => {
    expect(money(1234, 'eur')).toBe('€12.34');
    expect(money(1234, 'usd')).toBe('$12.34');
    expect(money(1234, 'jpy')).toBe('¥1,234');
    expect(money(1234, 'kwd')).toMatch(/^KWD\s1\.234$/);
    expect(money(-500, 'eur')).toBe('-€5.00');
  });

  it('keeps a code Intl does not know as it is, with the stored number', () => {
    expect(money(1234, 'xx1')).toBe('1234 XX1');
  });
});

describe('claimMail', () => {
  it('names the orders and carries the token on a line of its own', () => {
    const mail = claimMail('old@example.com', [3, 7], 'eyJ.token.sig');
    expect(mail.to).toBe('old@example.com');
    expect(mail.text).toContain('#3, #7');
    expect(mail.text.split('\n')).toContain('eyJ.token.sig');
  });
});
