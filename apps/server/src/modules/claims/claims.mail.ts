import type { StoreLocale } from '@storedesk/contract';
import type { MailMessage } from '../../platform/mail.js';
import { fill } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { CLAIM_MAIL_MESSAGES, type ClaimMailMessages } from './claims.mail.messages.js';

/*
 * The customer's mail when the replacements of a claim ship, in the store's language, written
 * from the order as it is when the mail is sent (its `claims`): what is sent in place of the
 * items they reported, and the parcel's tracking numbers (as the order's shipped mail gives
 * them). Replacements are free: the mail says nothing of money. orders.fulfilment.ts queues it
 * when a claim's fulfilment ships; its outbox template is in claims.mail-templates.ts, its name
 * and v1 event in orders.mail.ts.
 */

/** A fulfilment of a claim (orders/fulfillment.shape.ts), the parts this mail reads. */
export interface MailedClaimFulfillment {
  id: string;
  tracking_numbers?: string[] | null;
  tracking_links?: Array<{ tracking_number: string; url?: string | null }> | null;
  items?: Array<{ item_id: string; quantity: number }> | null;
}

/** The parts of an order's claim (orders/claim.shape.ts) this mail reads. */
export interface MailedClaim {
  id: string;
  /** The replacements: lines of the claim, named by title and variant. */
  additional_items: Array<{
    id: string;
    title: string;
    description?: string | null;
    quantity: number;
  }>;
  fulfillments: MailedClaimFulfillment[];
}

function wordsOf(locale: StoreLocale): ClaimMailMessages {
  return CLAIM_MAIL_MESSAGES[locale] ?? CLAIM_MAIL_MESSAGES.en;
}

/**
 * The claim of the order that sent the fulfilment `fulfillmentId`, with that fulfilment (both
 * null if the order has none such).
 */
export function claimOfFulfillment(
  order: WireOrder,
  fulfillmentId: string | null,
): { claim: MailedClaim | null; fulfillment: MailedClaimFulfillment | null } {
  const claims = (order.claims ?? []) as MailedClaim[];
  for (const claim of claims) {
    const fulfillment = (claim.fulfillments ?? []).find((entry) => entry.id === fulfillmentId);
    if (fulfillment) return { claim, fulfillment };
  }
  return { claim: null, fulfillment: null };
}

/** A line's title with its variant (`Shirt (L)`): a replacement is often the same title again. */
const named = (item: { title: string; description?: unknown }) =>
  item.description ? `${item.title} (${String(item.description)})` : item.title;

/**
 * `  1 × Mug (Blue)`, one replacement per line: what the parcel holds, else (a fulfilment that
 * lists nothing) every replacement of the claim.
 */
function linesOf(claim: MailedClaim | null, fulfillment: MailedClaimFulfillment | null) {
  const items = claim?.additional_items ?? [];
  const sent = fulfillment?.items ?? [];
  if (sent.length === 0) return items.map((item) => `  ${item.quantity} × ${named(item)}`);
  const names = new Map(items.map((item) => [item.id, named(item)]));
  return sent.map((entry) => `  ${entry.quantity} × ${names.get(entry.item_id) ?? entry.item_id}`);
}

/**
 * The parcel's tracking numbers on one line, as the order's shipped mail writes them, and below
 * it each tracking link that has an address. Nothing when the parcel has neither.
 */
function trackingLines(words: ClaimMailMessages, fulfillment: MailedClaimFulfillment | null) {
  const numbers = fulfillment?.tracking_numbers ?? [];
  const links = [
    ...new Set(
      (fulfillment?.tracking_links ?? []).flatMap((link) => (link.url?.trim() ? [link.url] : [])),
    ),
  ];
  return [
    ...(numbers.length ? [fill(words.tracking, { numbers: numbers.join(', ') })] : []),
    ...links,
  ];
}

/** The replacements of a claim shipped: what is on its way, how to follow it, and our thanks. */
export function claimShippedMail(
  order: WireOrder,
  fulfillmentId: string | null,
  locale: StoreLocale = 'en',
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const { claim, fulfillment } = claimOfFulfillment(order, fulfillmentId);
  const lines = linesOf(claim, fulfillment);
  const tracking = trackingLines(words, fulfillment);
  return {
    to: order.email,
    subject: fill(words.subject, { id }),
    text: [
      fill(words.intro, { id }),
      '',
      ...(lines.length ? [...lines, ''] : []),
      ...(tracking.length ? [...tracking, ''] : []),
      words.closing,
    ].join('\n'),
  };
}
