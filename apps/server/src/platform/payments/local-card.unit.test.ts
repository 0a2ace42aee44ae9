import { describe, expect, it } from 'vitest';
import { chargeTestCard } from './local-card.js';

const now = new Date('2026-11-21T00:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace' };

describe('chargeTestCard', () => {
  it('pays with the success test card', () => {
    expect(chargeTestCard(card, now)).toEqual({ ok: true, last4: '4242' });
    expect(
      chargeTestCard({ ...card, number: '4242-4242-4242-4242', expiry: '11/2026' }, now).ok,
    ).toBe(true);
  });

  it('declines and refuses for insufficient funds with the provider messages', () => {
    expect(chargeTestCard({ ...card, number: '4000 0000 0000 0002' }, now)).toEqual({
      ok: false,
      field: 'card',
      message: 'Your card was declined.',
    });
    expect(chargeTestCard({ ...card, number: '4000000000009995' }, now)).toMatchObject({
      message: 'Your card has insufficient funds.',
    });
  });

  it('names the wrong field', () => {
    expect(chargeTestCard({ ...card, number: '4242 4242 4242 4241' }, now)).toMatchObject({
      field: 'number',
    });
    expect(chargeTestCard({ ...card, expiry: '13/30' }, now)).toMatchObject({ field: 'expiry' });
    expect(chargeTestCard({ ...card, expiry: '10/26' }, now)).toMatchObject({
      message: 'Your card has expired.',
    });
    expect(chargeTestCard({ ...card, cvc: '12' }, now)).toMatchObject({ field: 'cvc' });
    expect(chargeTestCard({ ...card, name: ' ' }, now)).toMatchObject({ field: 'name' });
  });

  it('declines real-looking cards, since no money moves', () => {
    expect(chargeTestCard({ ...card, number: '4012888888881881' }, now)).toMatchObject({
      ok: false,
      message: expect.stringContaining('test checkout'),
    });
  });
});
