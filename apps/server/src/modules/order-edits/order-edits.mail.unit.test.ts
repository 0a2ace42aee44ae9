import { STORE_LOCALES, type OrderEdit } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { orderEditRequestedMail } from './order-edits.mail.js';
import { ORDER_EDIT_MAIL_MESSAGES } from './order-edits.mail.messages.js';

/*
 * The builder of the mail that asks a customer to accept an order edit, in each of the 21 store
 * languages: every sentence there with English's placeholders and translated; what is added,
 * removed and changed, named with their variant; the new total; the money either way; the link
 * last.
 */

const order = { display_id: 42, email: 'shopper@example.com', currency_code: 'eur' };
const link = 'https://shop.example/shop/acme/order-edit/oe_1';

const line = (title: string, description: string | null, quantity: number) => ({
  title,
  description,
  quantity,
});

/** An edit adding 1 × Saucer, removing 1 × Spoon and taking the mugs from 2 to 3. */
function edit(differenceDue: number): OrderEdit {
  return {
    id: 'oe_1',
    total: 5000,
    difference_due: differenceDue,
    changes: [
      { type: 'item_add', line_item: line('Saucer', null, 1), original_line_item: null },
      { type: 'item_remove', line_item: null, original_line_item: line('Spoon', 'Steel', 1) },
      {
        type: 'item_update',
        line_item: line('Mug', 'Blue', 3),
        original_line_item: line('Mug', 'Blue', 2),
      },
    ],
  } as unknown as OrderEdit;
}

const placeholders = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('the order edit mail in every store language', () => {
  it.each([...STORE_LOCALES])('%s: every sentence translated, with its placeholders', (locale) => {
    const words = ORDER_EDIT_MAIL_MESSAGES[locale];
    const english = ORDER_EDIT_MAIL_MESSAGES.en;
    for (const key of Object.keys(english) as Array<keyof typeof english>) {
      expect(placeholders(words[key]).sort()).toEqual(placeholders(english[key]).sort());
      if (locale !== 'en' && key !== 'changedLine') expect(words[key]).not.toBe(english[key]);
    }
  });

  it('names the changes, the new total and what to pay, with the link last', () => {
    const mail = orderEditRequestedMail(order, edit(1190), link);
    expect(mail.to).toBe('shopper@example.com');
    expect(mail.subject).toBe('Changes to your order #42');
    expect(mail.text.split('\n')).toEqual([
      'Your order #42 was changed at your request. Please look at the changes, then accept or decline them.',
      '',
      'Added',
      '  1 × Saucer',
      '',
      'Removed',
      '  1 × Spoon (Steel)',
      '',
      'Changed',
      '  3 × Mug (Blue) (before: 2)',
      '',
      'New total: €50.00',
      'To accept, pay the difference of €11.90.',
      '',
      'Accept or decline the changes here:',
      link,
    ]);
  });

  it('says what is refunded, or that nothing changes, in the store language', () => {
    expect(orderEditRequestedMail(order, edit(-500), link, 'de').text).toContain(
      'Wenn Sie annehmen, erstatten wir Ihnen 5,00\u00a0€.',
    );
    expect(orderEditRequestedMail(order, edit(0), link, 'fr').text).toContain(
      'Le total ne change pas.',
    );
    const arabic = orderEditRequestedMail(order, edit(1190), link, 'ar');
    expect(arabic.subject).toBe('تغييرات على طلبك رقم #42');
    expect(arabic.text.split('\n').at(-1)).toBe(link);
  });
});
