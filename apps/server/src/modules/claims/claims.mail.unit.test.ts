import { STORE_LOCALES } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import type { WireOrder } from '../orders/orders.mapper.js';
import { claimOfFulfillment, claimShippedMail } from './claims.mail.js';
import { CLAIM_MAIL_MESSAGES } from './claims.mail.messages.js';

/*
 * The builder of the mail sent when a claim's replacements ship, in each of the 21 store
 * languages: every sentence there, with English's placeholders and translated; the replacements
 * the parcel holds, named with their variant; its tracking numbers; never a sum of money.
 */

const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

interface Parcel {
  tracking_numbers?: string[];
  tracking_links?: Array<{ tracking_number: string; url: string | null }>;
  items?: Array<{ item_id: string; quantity: number }>;
}

/**
 * The parts of an order the mail reads: 2 × Mug claimed (one broke) with the replacement
 * 1 × Mug (Blue) and 1 × Saucer, sent in the fulfilment `ful_2` (`parcel`); an earlier claim
 * sent `ful_1`.
 */
function order(parcel: Parcel = {}) {
  return {
    id: 'order_1',
    display_id: 42,
    email: 'shopper@example.com',
    currency_code: 'eur',
    items: [{ id: 'item_1', title: 'Mug', description: 'Blue', quantity: 2, total: 2380 }],
    claims: [
      {
        id: 'claim_0',
        type: 'replace',
        claim_items: [{ item_id: 'item_1', quantity: 1, reason: 'missing_item' }],
        additional_items: [{ id: 'cli_0', title: 'Mug', description: 'Blue', quantity: 1 }],
        fulfillments: [
          {
            id: 'ful_1',
            tracking_numbers: ['OLD-1'],
            tracking_links: [],
            items: [{ item_id: 'cli_0', quantity: 1 }],
          },
        ],
      },
      {
        id: 'claim_1',
        type: 'replace',
        claim_items: [{ item_id: 'item_1', quantity: 2, reason: 'production_failure' }],
        additional_items: [
          { id: 'cli_1', title: 'Mug', description: 'Blue', quantity: 1 },
          { id: 'cli_2', title: 'Saucer', description: null, quantity: 1 },
        ],
        fulfillments: [
          {
            id: 'ful_2',
            tracking_numbers: ['TRK-1', 'TRK-2'],
            tracking_links: [
              { tracking_number: 'TRK-1', url: null },
              { tracking_number: 'TRK-2', url: null },
            ],
            items: [
              { item_id: 'cli_1', quantity: 1 },
              { item_id: 'cli_2', quantity: 1 },
            ],
            ...parcel,
          },
        ],
      },
    ],
  } as unknown as WireOrder;
}

const placeholder = /\{\w+\}/;

describe('the claim shipped mail’s builder', () => {
  it.each(STORE_LOCALES)('writes the mail in %s, every placeholder filled', (locale) => {
    const words = CLAIM_MAIL_MESSAGES[locale];
    const mail = claimShippedMail(order(), 'ful_2', locale);
    expect(mail.to).toBe('shopper@example.com');
    expect(mail.subject).toBe(fill(words.subject, { id: 42 }));
    expect(mail.subject).toContain('#42');
    expect(mail.text.split('\n')).toEqual([
      fill(words.intro, { id: 42 }),
      '',
      '  1 × Mug (Blue)',
      '  1 × Saucer',
      '',
      fill(words.tracking, { numbers: 'TRK-1, TRK-2' }),
      '',
      words.closing,
    ]);
    expect(mail.subject + mail.text).not.toMatch(placeholder);
    // Replacements are free: no sum in any currency's way of writing it.
    expect(mail.text).not.toMatch(/€|EUR|\d[.,]\d\d/);
  });

  it('has every sentence in every language, translated, with the English placeholders', () => {
    const en = CLAIM_MAIL_MESSAGES.en;
    const keys = Object.keys(en) as Array<keyof typeof en>;
    const names = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const locale of STORE_LOCALES) {
      const words = CLAIM_MAIL_MESSAGES[locale];
      expect(Object.keys(words).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) {
        expect(words[key].trim(), `${locale}.${key}`).not.toBe('');
        expect(names(words[key]).sort(), `${locale}.${key}`).toEqual(names(en[key]).sort());
        if (locale !== 'en') expect(words[key], `${locale}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it('writes German and Arabic, not English', () => {
    const english = claimShippedMail(order(), 'ful_2', 'en');
    expect(english.subject).toBe('Replacement for order #42 is on its way');
    expect(english.text).toContain('Tracking: TRK-1, TRK-2');
    for (const locale of ['de', 'ar'] as const) {
      const mail = claimShippedMail(order(), 'ful_2', locale);
      expect(mail.subject, locale).not.toBe(english.subject);
      expect(mail.text, locale).not.toBe(english.text);
      const lines = mail.text.split('\n');
      english.text.split('\n').forEach((line, n) => {
        // Only the replacement lines and blank lines are the same in every language.
        if (line.trim() && !line.startsWith('  ')) {
          expect(lines[n], `${locale} line ${n}`).not.toBe(line);
        }
      });
    }
    expect(claimShippedMail(order(), 'ful_2', 'de').subject).toBe(
      'Ersatz für Bestellung #42 ist unterwegs',
    );
    expect(claimShippedMail(order(), 'ful_2', 'de').text).toContain(
      'Sendungsverfolgung: TRK-1, TRK-2',
    );
  });

  it('finds the claim by the fulfilment, and names the parcel of that claim only', () => {
    expect(claimOfFulfillment(order(), 'ful_2').claim?.id).toBe('claim_1');
    expect(claimOfFulfillment(order(), 'ful_1').claim?.id).toBe('claim_0');
    expect(claimOfFulfillment(order(), 'ful_nope')).toEqual({ claim: null, fulfillment: null });
    const first = claimShippedMail(order(), 'ful_1', 'en').text.split('\n');
    expect(first.slice(2, 5)).toEqual(['  1 × Mug (Blue)', '', 'Tracking: OLD-1']);
  });

  it('lists only what the parcel holds, and every replacement when it lists nothing', () => {
    const part = claimShippedMail(order({ items: [{ item_id: 'cli_2', quantity: 1 }] }), 'ful_2');
    expect(part.text.split('\n').filter((line) => line.startsWith('  '))).toEqual(['  1 × Saucer']);
    const none = claimShippedMail(order({ items: [] }), 'ful_2');
    expect(none.text.split('\n').filter((line) => line.startsWith('  '))).toEqual([
      '  1 × Mug (Blue)',
      '  1 × Saucer',
    ]);
  });

  it('leaves the tracking out without numbers, and adds the tracking links that have an address', () => {
    const en = CLAIM_MAIL_MESSAGES.en;
    const bare = claimShippedMail(order({ tracking_numbers: [], tracking_links: [] }), 'ful_2');
    expect(bare.text.split('\n')).toEqual([
      fill(en.intro, { id: 42 }),
      '',
      '  1 × Mug (Blue)',
      '  1 × Saucer',
      '',
      en.closing,
    ]);
    const linked = claimShippedMail(
      order({
        tracking_numbers: ['TRK-1'],
        tracking_links: [
          { tracking_number: 'TRK-1', url: 'https://track.example.com/TRK-1' },
          { tracking_number: 'TRK-1', url: 'https://track.example.com/TRK-1' },
          { tracking_number: 'TRK-3', url: ' ' },
        ],
      }),
      'ful_2',
    );
    expect(linked.text.split('\n').slice(-4)).toEqual([
      'Tracking: TRK-1',
      'https://track.example.com/TRK-1',
      '',
      en.closing,
    ]);
  });
});
