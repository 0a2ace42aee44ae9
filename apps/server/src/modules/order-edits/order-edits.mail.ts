import type { OrderEdit, StoreLocale } from '@storedesk/contract';
import type { MailMessage } from '../../platform/mail.js';
import { fill, money } from '../orders/orders.mail.js';
import {
  ORDER_EDIT_MAIL_MESSAGES,
  type OrderEditMailMessages,
} from './order-edits.mail.messages.js';

/*
 * The customer's mail asking them to accept an order edit, in the store's language, written from
 * the edit as it is when the mail is sent: what is added, removed and changed, the new total,
 * what accepting costs or gives back, and the link to the hosted shop's page where they accept or
 * decline it. order-edits.service.ts queues it when staff send the edit; its outbox template is
 * in order-edits.mail-templates.ts, its name and v1 event in orders.mail.ts.
 */

/** What the mail reads of the order beside the edit. */
export interface MailedOrder {
  display_id: number;
  email: string;
  currency_code: string;
}

interface Line {
  title: string;
  description?: string | null;
  quantity: number;
}

const named = (line: Line) =>
  line.description ? `${line.title} (${line.description})` : line.title;

function wordsOf(locale: StoreLocale): OrderEditMailMessages {
  return ORDER_EDIT_MAIL_MESSAGES[locale] ?? ORDER_EDIT_MAIL_MESSAGES.en;
}

/** A titled block of lines, or nothing when it has none. */
const block = (heading: string, lines: string[]) => (lines.length ? ['', heading, ...lines] : []);

export function orderEditRequestedMail(
  order: MailedOrder,
  edit: OrderEdit,
  link: string,
  locale: StoreLocale = 'en',
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const amount = (value: number) => money(Math.abs(value), order.currency_code, locale);
  const changes = edit.changes as Array<{
    type: string;
    line_item: Line | null;
    original_line_item: Line | null;
  }>;
  const added = changes
    .filter((change) => change.type === 'item_add' && change.line_item)
    .map((change) => `  ${change.line_item!.quantity} × ${named(change.line_item!)}`);
  const removed = changes
    .filter((change) => change.type === 'item_remove' && change.original_line_item)
    .map(
      (change) => `  ${change.original_line_item!.quantity} × ${named(change.original_line_item!)}`,
    );
  const changed = changes
    .filter((change) => change.type === 'item_update' && change.line_item)
    .map(
      (change) =>
        `  ${fill(words.changedLine, {
          quantity: change.line_item!.quantity,
          title: named(change.line_item!),
          was: change.original_line_item?.quantity ?? '',
        })}`,
    );
  const difference = edit.difference_due;
  const settle =
    difference > 0
      ? fill(words.pay, { amount: amount(difference) })
      : difference < 0
        ? fill(words.refund, { amount: amount(difference) })
        : words.same;
  return {
    to: order.email,
    subject: fill(words.subject, { id }),
    text: [
      fill(words.intro, { id }),
      ...block(words.added, added),
      ...block(words.removed, removed),
      ...block(words.changed, changed),
      '',
      fill(words.newTotal, { amount: amount(edit.total) }),
      settle,
      '',
      words.link,
      link,
    ].join('\n'),
  };
}
