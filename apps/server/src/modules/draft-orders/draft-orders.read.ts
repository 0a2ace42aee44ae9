import type { DraftOrder } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { columns, object, rowsOf, stamp } from '../../platform/db/json.js';
import { cartTotals } from '../carts/cart-totals.js';
import { appliedRates, taxLinesOf, type TaxLineJson } from '../carts/tax-line.shape.js';

/*
 * Draft order reads: the draft row (its cart is read as any cart, carts/cart.read.ts) and a
 * page of drafts, each with a summary of its cart and what it totals, in one statement.
 */

/** A draft_order row `d` as the v1 wire draft order, without its cart. */
const draftJson = object([
  ...columns('d', ['id', 'status', 'display_id', 'cart_id', 'order_id']),
  ['canceled_at', stamp('d.canceled_at')],
  ['completed_at', stamp('d.completed_at')],
  ['payment_at', stamp('d.payment_at')],
  ...columns('d', ['no_notification_order', 'idempotency_key', 'metadata']),
  ['created_at', stamp('d.created_at')],
  ['updated_at', stamp('d.updated_at')],
]);

export interface DraftRow {
  draft: {
    id: string;
    status: 'open' | 'completed';
    cart_id: string;
    order_id: string | null;
    [key: string]: unknown;
  };
  customer_id: string | null;
  email: string | null;
}

/** The store's draft with this id, with its cart's customer and email; undefined: none. */
export async function findDraft(t: Tx, storeId: string, id: string): Promise<DraftRow | undefined> {
  const [found] = await rowsOf<DraftRow>(
    t,
    sql`SELECT ${sql.raw(draftJson)} AS draft, c.customer_id, c.email FROM draft_order d
      JOIN cart c ON c.store_id = d.store_id AND c.id = d.cart_id
      WHERE d.store_id = ${storeId} AND d.id = ${id}`,
  );
  return found;
}

/** What a cart's total is made of: its lines and shipping methods with their tax lines. */
interface Priced {
  items: { unit_price: number; quantity: number; includes_tax: boolean; rates: TaxLineJson[] }[];
  shipping: { price: number; includes_tax: boolean; rates: TaxLineJson[] }[];
}

/** A list row's Priced, read with the row (no statement per draft). */
const pricedJson = `json_build_object(
  'items', coalesce((SELECT json_agg(json_build_object('unit_price', li.unit_price,
      'quantity', li.quantity, 'includes_tax', li.includes_tax,
      'rates', ${taxLinesOf('item', 'li', false)}))
    FROM line_item li WHERE li.store_id = c.store_id AND li.cart_id = c.id), '[]'::json),
  'shipping', coalesce((SELECT json_agg(json_build_object('price', sm.price,
      'includes_tax', sm.includes_tax,
      'rates', ${taxLinesOf('shipping_method', 'sm', false)}))
    FROM shipping_method sm WHERE sm.store_id = c.store_id AND sm.cart_id = c.id), '[]'::json))`;

/** The cart's total by the carts' own totals function. */
function totalOf(priced: Priced): number {
  return cartTotals({
    items: priced.items.map((item, index) => ({
      id: String(index),
      unitPrice: item.unit_price,
      quantity: item.quantity,
      includesTax: item.includes_tax,
      rates: appliedRates(item.rates),
    })),
    shippingMethods: priced.shipping.map((method, index) => ({
      id: String(index),
      price: method.price,
      includesTax: method.includes_tax,
      rates: appliedRates(method.rates),
    })),
  }).total;
}

/**
 * A page of the store's drafts, newest first, matching `q` (part of the email, or the draft's
 * number), each with a summary of its cart and its total, and how many match in all.
 */
export async function readDraftPage(
  t: Tx,
  storeId: string,
  query: { q?: string | undefined; limit: number; offset: number },
): Promise<{ draft_orders: DraftOrder[]; count: number }> {
  const q = query.q?.trim() ?? '';
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const where = q ? sql`AND (c.email ILIKE ${like} OR d.display_id = ${number}::int)` : sql``;
  const [found] = await rowsOf<{ count: number; drafts: DraftOrder[] }>(
    t,
    sql`SELECT (SELECT count(*)::int FROM draft_order d
          JOIN cart c ON c.store_id = d.store_id AND c.id = d.cart_id
          WHERE d.store_id = ${storeId} ${where}) AS count,
        coalesce((SELECT json_agg((${sql.raw(draftJson)})::jsonb || jsonb_build_object('cart',
            json_build_object('id', c.id, 'email', c.email, 'customer_id', c.customer_id,
              'region_id', c.region_id, 'completed_at', ${sql.raw(stamp('c.completed_at'))},
              'items_count', (SELECT count(*)::int FROM line_item li
                WHERE li.store_id = c.store_id AND li.cart_id = c.id),
              'currency_code', (SELECT r.currency_code FROM region r
                WHERE r.store_id = c.store_id AND r.id = c.region_id),
              'priced', ${sql.raw(pricedJson)}))
            ORDER BY d.created_at DESC, d.id DESC)
          FROM (SELECT d.* FROM draft_order d
            JOIN cart c ON c.store_id = d.store_id AND c.id = d.cart_id
            WHERE d.store_id = ${storeId} ${where}
            ORDER BY d.created_at DESC, d.id DESC
            LIMIT ${query.limit} OFFSET ${query.offset}) d
          JOIN cart c ON c.store_id = d.store_id AND c.id = d.cart_id), '[]'::json) AS drafts`,
  );
  // Each row's total, worked out as the cart's (the list shows what is owed).
  const drafts = found?.drafts ?? [];
  for (const draft of drafts) {
    const cart = draft.cart as (NonNullable<DraftOrder['cart']> & { priced?: Priced }) | null;
    if (!cart?.priced) continue;
    const { priced, ...rest } = cart;
    draft.cart = { ...rest, total: totalOf(priced) };
  }
  return { draft_orders: drafts, count: found?.count ?? 0 };
}
