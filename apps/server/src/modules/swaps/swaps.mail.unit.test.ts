import { STORE_LOCALES } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { money } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { swapCreatedMail, swapLink } from './swaps.mail.js';
import { SWAP_MAIL_MESSAGES } from './swaps.mail.messages.js';

/*
 * The exchange mail's builder in each of the 21 store languages: every sentence there, with
 * English's placeholders, and the money said as the swap stands (given back, nothing, owed with
 * or without the store's link, paid).
 */

const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * The parts of an order the exchange mail reads: 2 × Mug back for 1 × Bowl, the swap confirmed
 * with `difference` (null: not confirmed yet).
 */
function order(difference: number | null, additional = [{ title: 'Bowl', quantity: 1 }]) {
  return {
    id: 'order_1',
    display_id: 42,
    email: 'shopper@example.com',
    currency_code: 'eur',
    items: [
      { id: 'item_1', title: 'Mug', quantity: 2, total: 2380 },
      { id: 'item_2', title: 'Plate', quantity: 1, total: 2975 },
    ],
    swaps: [
      {
        id: 'swap_1',
        cart_id: 'cart_1',
        confirmed_at: difference === null ? null : '2024-05-01T10:00:00.000Z',
        difference_due: difference,
        additional_items: additional,
        return_order: {
          id: 'ret_1',
          items: [{ item_id: 'item_1', quantity: 2, requested_quantity: 2 }],
        },
      },
    ],
  } as unknown as WireOrder;
}

const LINK = 'https://shop.example.com/exchange/{cart_id}/pay';
const placeholder = /\{\w+\}/;

describe('the exchange mail’s builder', () => {
  it.each(STORE_LOCALES)('writes the mail in %s, every placeholder filled', (locale) => {
    const words = SWAP_MAIL_MESSAGES[locale];
    const amount = money(1875, 'eur', locale);
    const head = [
      fill(words.intro, { id: 42 }),
      '',
      words.returning,
      '  2 × Mug',
      '',
      words.sending,
      '  1 × Bowl',
      '',
    ];
    const cases = [
      // Confirmed, the store gives the difference back.
      [order(-1875), null, null, [fill(words.refund, { amount }), words.nextConfirmed]],
      // Not confirmed yet, its cart's total says the same.
      [order(null), -1875, LINK, [fill(words.refund, { amount }), words.nextConfirmed]],
      [order(0), null, LINK, [words.nothingToPay, words.nextConfirmed]],
      [order(null), 0, null, [words.nothingToPay, words.nextConfirmed]],
      [
        order(null),
        1875,
        LINK,
        [
          fill(words.payLink, { amount }),
          'https://shop.example.com/exchange/cart_1/pay',
          words.nextUnpaid,
        ],
      ],
      [order(null), 1875, null, [fill(words.payLater, { amount }), words.nextUnpaid]],
      // Written after the customer paid (a resend): the confirmed difference, no link.
      [order(1875), 9999, LINK, [fill(words.paid, { amount }), words.nextConfirmed]],
    ] as const;
    for (const [of, cartTotal, linkTemplate, tail] of cases) {
      const mail = swapCreatedMail(of, 'swap_1', locale, { cartTotal, linkTemplate });
      expect(mail.to).toBe('shopper@example.com');
      expect(mail.subject).toBe(fill(words.subject, { id: 42 }));
      expect(mail.subject).toContain('#42');
      expect(mail.text.split('\n')).toEqual([...head, ...tail]);
      expect(mail.subject + mail.text).not.toMatch(placeholder);
    }
  });

  it('has every sentence in every language, translated, with the English placeholders', () => {
    const en = SWAP_MAIL_MESSAGES.en;
    const keys = Object.keys(en) as Array<keyof typeof en>;
    const names = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const locale of STORE_LOCALES) {
      const words = SWAP_MAIL_MESSAGES[locale];
      expect(Object.keys(words).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) {
        expect(words[key].trim(), `${locale}.${key}`).not.toBe('');
        expect(names(words[key]).sort(), `${locale}.${key}`).toEqual(names(en[key]).sort());
        if (locale !== 'en') expect(words[key], `${locale}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it('writes German and Arabic, not English', () => {
    const args = [order(null), 'swap_1'] as const;
    const payment = { cartTotal: 1875, linkTemplate: LINK };
    const english = swapCreatedMail(...args, 'en', payment);
    expect(english.subject).toBe('Exchange registered for order #42');
    expect(english.text).toContain(`please pay the difference of ${money(1875, 'eur')} here:`);
    for (const locale of ['de', 'ar'] as const) {
      const mail = swapCreatedMail(...args, locale, payment);
      expect(mail.subject, locale).not.toBe(english.subject);
      expect(mail.text, locale).not.toBe(english.text);
      const lines = mail.text.split('\n');
      english.text.split('\n').forEach((line, n) => {
        // Only the item lines, the link and blank lines are the same in every language.
        if (line.trim() && !line.startsWith('  ') && !line.startsWith('https:')) {
          expect(lines[n], `${locale} line ${n}`).not.toBe(line);
        }
      });
    }
    expect(swapCreatedMail(...args, 'de', payment).subject).toBe(
      'Umtausch für Bestellung #42 angemeldet',
    );
    expect(swapCreatedMail(...args, 'ar', payment).subject).toBe('تسجيل استبدال للطلب #42');
  });

  it('leaves the new lines out when nothing is sent, and the money when it is unknown', () => {
    const mail = swapCreatedMail(order(null, []), 'swap_1', 'en', {
      cartTotal: null,
      linkTemplate: LINK,
    });
    const en = SWAP_MAIL_MESSAGES.en;
    expect(mail.text.split('\n')).toEqual([
      fill(en.intro, { id: 42 }),
      '',
      en.returning,
      '  2 × Mug',
      '',
      en.nextConfirmed,
    ]);
  });

  it('fills every {cart_id} of the store’s link, and gives none without a template', () => {
    expect(swapLink('https://s.example/{cart_id}?c={cart_id}', 'cart_9')).toBe(
      'https://s.example/cart_9?c=cart_9',
    );
    expect(swapLink(null, 'cart_9')).toBeNull();
    expect(swapLink('  ', 'cart_9')).toBeNull();
    expect(swapLink(LINK, null)).toBeNull();
  });
});
