import { describe, expect, it } from 'vitest';
import { STORE_LOCALES } from '@storedesk/contract';
import {
  canceledMail,
  claimMail,
  confirmationMail,
  money,
  refundedMail,
  shippedMail,
} from './orders.mail.js';
import { ORDER_MAIL_MESSAGES } from './orders.mail.messages.js';
import type { WireOrder } from './orders.mapper.js';

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

  it('writes the amount in the language asked for', () => {
    expect(money(1234, 'eur', 'de')).toBe('12,34\u00a0€');
    expect(money(123456, 'jpy', 'ja')).toBe('￥123,456');
    expect(money(1234, 'eur', 'en')).toBe('€12.34');
  });
});

/** The parts of an order the mails read. */
function order(overrides: Partial<WireOrder> = {}): WireOrder {
  return {
    id: 'order_1',
    display_id: 42,
    email: 'shopper@example.com',
    currency_code: 'eur',
    items: [{ id: 'item_1', title: 'Mug', description: null, quantity: 2, total: 2500 }],
    subtotal: 2500,
    shipping_total: 500,
    tax_total: 570,
    total: 3570,
    refunded_total: 0,
    refunds: [{ id: 'ref_1', amount: 1200 }],
    fulfillments: [
      { id: 'ful_1', tracking_numbers: ['TRACK-1'], items: [{ item_id: 'item_1', quantity: 2 }] },
    ],
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: 'Hauptstr. 1',
      postal_code: '10115',
      city: 'Berlin',
      country_code: 'de',
    },
    ...overrides,
  } as unknown as WireOrder;
}

describe('order mails in the store’s language', () => {
  it('writes English by default, as before', () => {
    const mail = confirmationMail(order());
    expect(mail.subject).toBe('Order #42 confirmed');
    expect(mail.text).toContain('Total: €35.70');
    expect(mail.text).toContain('Shipping to:');
    expect(canceledMail(order()).subject).toBe('Order #42 canceled');
  });

  it('writes German: words, and sums as Germans write them', () => {
    const mail = confirmationMail(order(), 'de');
    expect(mail.subject).toBe('Bestellung #42 bestätigt');
    expect(mail.text.split('\n')).toEqual([
      'Vielen Dank für Ihre Bestellung #42.',
      '',
      '  2 × Mug: 25,00\u00a0€',
      '',
      'Zwischensumme: 25,00\u00a0€',
      'Versand: 5,00\u00a0€',
      'Steuer: 5,70\u00a0€',
      'Gesamt: 35,70\u00a0€',
      '',
      'Lieferadresse:',
      '  Ada Lovelace',
      '  Hauptstr. 1',
      '  10115 Berlin',
      '  DE',
      '',
      'Wir melden uns wieder, sobald sie versandt wird.',
    ]);
    expect(refundedMail(order(), 'ref_1', 'de').text).toContain(
      'Wir haben Ihnen 12,00\u00a0€ für Ihre Bestellung #42 erstattet.',
    );
  });

  it('writes Japanese, with yen in their own way', () => {
    const yen = order({ currency_code: 'jpy', total: 5850 } as Partial<WireOrder>);
    const mail = confirmationMail(yen, 'ja');
    expect(mail.subject).toBe('ご注文 #42 を承りました');
    expect(mail.text).toContain('合計：￥5,850');
    const shipped = shippedMail(yen, 'ful_1', 'ja');
    expect(shipped.subject).toBe('ご注文 #42 を発送しました');
    expect(shipped.text).toContain('追跡番号：TRACK-1');
    expect(canceledMail(yen, 'ja').subject).toBe('ご注文 #42 のキャンセル');
  });

  it('has every sentence in every language, with the placeholders of the English one', () => {
    expect(Object.keys(ORDER_MAIL_MESSAGES).sort()).toEqual([...STORE_LOCALES].sort());
    const english = ORDER_MAIL_MESSAGES.en;
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of STORE_LOCALES) {
      const words = ORDER_MAIL_MESSAGES[locale];
      for (const [key, text] of Object.entries(english)) {
        const theirs = words[key as keyof typeof words];
        expect(holes(theirs), `${locale}.${key}`).toEqual(holes(text));
      }
      // Some words are the same in another language (Total, Subtotal); whole sentences are not.
      if (locale !== 'en') expect(words.canceledNext, locale).not.toBe(english.canceledNext);
    }
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
