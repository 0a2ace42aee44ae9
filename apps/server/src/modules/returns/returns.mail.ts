import type { Return, StoreLocale } from '@storedesk/contract';
import type { MailMessage } from '../../platform/mail.js';
import { fill, money } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { RETURN_MAIL_MESSAGES, type ReturnMailMessages } from './returns.mail.messages.js';

/*
 * The customer's mails about a return of their order, in the store's language, written from the
 * order as it is when the mail is sent (its `returns` and `refunds`): the return was registered
 * (returns.request.ts queues it), the items arrived (returns.receive.ts queues it, after the
 * refund, if any, is settled with the provider). Their outbox templates are in
 * returns.mail-templates.ts; their names and v1 events are in orders.mail.ts.
 */

function wordsOf(locale: StoreLocale): ReturnMailMessages {
  return RETURN_MAIL_MESSAGES[locale] ?? RETURN_MAIL_MESSAGES.en;
}

/** The return `returnId` of the order (null if the order has none such). */
function returnOf(order: WireOrder, returnId: string | null): Return | null {
  const returns = (order.returns ?? []) as Return[];
  return returns.find((entry) => entry.id === returnId) ?? null;
}

/** `  2 × Mug`, one line of the order per entry, by the line's title. */
function linesOf(order: WireOrder, entries: Array<{ item_id: string; quantity: number }>) {
  const titles = new Map(order.items.map((item) => [item.id, item.title]));
  return entries.map(
    (entry) => `  ${entry.quantity} × ${titles.get(entry.item_id) ?? entry.item_id}`,
  );
}

/**
 * The return was registered: the lines coming back, the refund due when they arrive, and what
 * the customer does now.
 */
export function returnRequestedMail(
  order: WireOrder,
  returnId: string | null,
  locale: StoreLocale = 'en',
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const found = returnOf(order, returnId);
  const lines = linesOf(
    order,
    (found?.items ?? []).map((item) => ({
      item_id: item.item_id,
      quantity: item.requested_quantity ?? item.quantity,
    })),
  );
  const refund = Number(found?.refund_amount ?? 0);
  return {
    to: order.email,
    subject: fill(words.requestedSubject, { id }),
    text: [
      fill(words.requestedIntro, { id }),
      '',
      ...lines,
      '',
      ...(refund > 0
        ? [fill(words.requestedRefund, { amount: money(refund, order.currency_code, locale) })]
        : []),
      words.requestedNext,
    ].join('\n'),
  };
}

/** What the mail says of the return's refund: the refund whose metadata names the return. */
function refundSentence(
  order: WireOrder,
  found: Return | null,
  words: ReturnMailMessages,
  locale: StoreLocale,
): string {
  const refunds = (order.refunds ?? []) as Array<{
    amount: number;
    status: string;
    metadata: Record<string, unknown> | null;
  }>;
  const refund = found
    ? refunds.findLast((entry) => entry.metadata?.return_id === found.id)
    : undefined;
  if (refund) {
    const amount = money(Number(refund.amount), order.currency_code, locale);
    if (refund.status === 'succeeded') return fill(words.receivedRefunded, { amount });
    return fill(words.receivedRefundPending, { amount });
  }
  // A refund was due and is not recorded: the provider refused it, and staff take it from here.
  if (Number(found?.refund_amount ?? 0) > 0) return words.receivedRefundLater;
  return words.receivedNoRefund;
}

/**
 * The return's items arrived: the lines received, and its refund (given, on its way, or none
 * due).
 */
export function returnReceivedMail(
  order: WireOrder,
  returnId: string | null,
  locale: StoreLocale = 'en',
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const found = returnOf(order, returnId);
  const lines = linesOf(
    order,
    (found?.items ?? [])
      .map((item) => ({ item_id: item.item_id, quantity: item.received_quantity ?? 0 }))
      .filter((item) => item.quantity > 0),
  );
  return {
    to: order.email,
    subject: fill(words.receivedSubject, { id }),
    text: [
      fill(words.receivedIntro, { id }),
      '',
      ...lines,
      '',
      refundSentence(order, found, words, locale),
    ].join('\n'),
  };
}
