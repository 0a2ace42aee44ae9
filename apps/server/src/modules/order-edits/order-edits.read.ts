import type { OrderEdit, PaymentCollection } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';
import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { cartTotals } from '../carts/cart-totals.js';
import { lineItemsOf, type LineItemJson } from '../carts/line-item.shape.js';
import { paymentSessionJson } from '../carts/payment-session.shape.js';
import { shippingMethodsOf, type ShippingMethodJson } from '../carts/shipping-method.shape.js';
import { appliedRates } from '../carts/tax-line.shape.js';
import { paymentJson } from '../orders/payment.shape.js';
import { stockScopeCteText } from '../stock/stock.js';

/*
 * The wire shapes of order edits and payment collections, each read one statement whatever the
 * number of lines: PostgreSQL writes the JSON, and the totals are worked out here by the carts'
 * totals function over the edit's lines and the order's shipping, as v1's `decorateTotals` does.
 */

export const orderEditNotFound = (id: string) =>
  new StoredeskError('not_found', `Order edit with id ${id} was not found`);
export const collectionNotFound = (id: string) =>
  new StoredeskError('not_found', `Payment collection with id ${id} was not found`);

/** A payment collection row `alias` with its sessions and payments. */
export const paymentCollectionJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...columns(alias, [
      'type',
      'status',
      'description',
      'amount',
      'authorized_amount',
      'region_id',
      'currency_code',
      'metadata',
      'created_by',
    ]),
    [
      'payment_sessions',
      listOf(
        paymentSessionJson('ps'),
        `payment_session ps WHERE ps.store_id = ${alias}.store_id
          AND ps.payment_collection_id = ${alias}.id`,
        'ps.created_at, ps.provider_id',
      ),
    ],
    [
      'payments',
      listOf(
        paymentJson('pay'),
        `payment pay WHERE pay.store_id = ${alias}.store_id
          AND pay.payment_collection_id = ${alias}.id`,
        'pay.created_at, pay.id',
      ),
    ],
    ...times(alias, true),
  ]);

/** What the statement answers of an edit, before the totals. */
interface EditDoc extends Record<string, unknown> {
  id: string;
  requested_at: string | null;
  declined_at: string | null;
  confirmed_at: string | null;
  canceled_at: string | null;
  items: LineItemJson[];
  changes: Array<{
    id: string;
    type: string;
    original_line_item_id: string | null;
    line_item_id: string | null;
  }>;
  order_items: LineItemJson[];
  order_shipping: ShippingMethodJson[];
  order_total: number | null;
}

const editJson = (alias: string) =>
  object([
    ['object', `'order_edit'`],
    ['id', `${alias}.id`],
    ...columns(alias, [
      'order_id',
      'internal_note',
      'created_by',
      'requested_by',
      'confirmed_by',
      'declined_by',
      'declined_reason',
      'canceled_by',
      'payment_collection_id',
    ]),
    ['requested_at', stamp(`${alias}.requested_at`)],
    ['confirmed_at', stamp(`${alias}.confirmed_at`)],
    ['declined_at', stamp(`${alias}.declined_at`)],
    ['canceled_at', stamp(`${alias}.canceled_at`)],
    ...times(alias, 'omit'),
    ['items', lineItemsOf(alias, 'order_edit')],
    [
      'changes',
      listOf(
        object([
          ['id', 'c.id'],
          ...columns('c', ['type', 'order_edit_id', 'original_line_item_id', 'line_item_id']),
          ...times('c', true),
        ]),
        `order_item_change c WHERE c.store_id = ${alias}.store_id
          AND c.order_edit_id = ${alias}.id AND c.deleted_at IS NULL`,
        'c.created_at, c.id',
      ),
    ],
    ['order_items', lineItemsOf('o', 'order')],
    ['order_shipping', shippingMethodsOf('o', 'order')],
    ['order_total', 'o.total'],
    [
      'payment_collection',
      `(SELECT ${paymentCollectionJson('pc')} FROM payment_collection pc
        WHERE pc.store_id = ${alias}.store_id AND pc.id = ${alias}.payment_collection_id)`,
    ],
  ]);

/** Lines with their totals, and the totals of the lines with the order's shipping. */
function priced(items: readonly LineItemJson[], shipping: readonly ShippingMethodJson[]) {
  const totals = cartTotals({
    items: items.map((item) => ({
      id: item.id,
      unitPrice: Number(item.unit_price),
      quantity: item.quantity,
      includesTax: item.includes_tax,
      rates: appliedRates(item.tax_lines),
    })),
    shippingMethods: shipping.map((method) => ({
      id: method.id,
      price: Number(method.price),
      includesTax: method.includes_tax,
      rates: appliedRates(method.tax_lines),
    })),
  });
  const { items: figures, shipping_methods: _methods, ...sums } = totals;
  return {
    items: items.map((item, n) => {
      const { tax_lines: _shares, id: _id, ...own } = figures[n]!;
      return { ...item, ...own };
    }),
    sums,
  };
}

const statusOf = (doc: EditDoc): OrderEdit['status'] =>
  doc.canceled_at
    ? 'canceled'
    : doc.confirmed_at
      ? 'confirmed'
      : doc.declined_at
        ? 'declined'
        : doc.requested_at
          ? 'requested'
          : 'created';

/** The fields v1 keeps from shoppers (`/store/order-edits`). */
const STAFF_ONLY = ['internal_note', 'created_by', 'confirmed_by', 'canceled_by'] as const;

function toOrderEdit(doc: EditDoc, forShopper: boolean): OrderEdit {
  const {
    order_items: orderItems,
    order_shipping: shipping,
    order_total: orderTotal,
    ...edit
  } = doc;
  const { items, sums } = priced(doc.items, shipping);
  const originals = priced(orderItems, []).items;
  const byId = new Map([...originals, ...items].map((item) => [item.id, item]));
  const wire: Record<string, unknown> = {
    ...edit,
    status: statusOf(doc),
    items,
    changes: doc.changes.map((change) => ({
      ...change,
      original_line_item: change.original_line_item_id
        ? (byId.get(change.original_line_item_id) ?? null)
        : null,
      line_item: change.line_item_id ? (byId.get(change.line_item_id) ?? null) : null,
    })),
    subtotal: sums.subtotal,
    discount_total: sums.discount_total,
    shipping_total: sums.shipping_total,
    gift_card_total: sums.gift_card_total,
    gift_card_tax_total: sums.gift_card_tax_total,
    tax_total: sums.tax_total,
    total: sums.total,
    difference_due: sums.total - Number(orderTotal ?? 0),
  };
  if (forShopper) for (const key of STAFF_ONLY) delete wire[key];
  return wire as OrderEdit;
}

const editFrom = (store: string) => `order_edit e
  JOIN "order" o ON o.store_id = e.store_id AND o.id = e.order_id
  WHERE e.store_id = ${store}`;

/** One edit of the store with its lines, changes, totals and payment collection. */
export async function readOrderEdit(
  db: Executor,
  storeId: string,
  id: string,
  forShopper = false,
): Promise<OrderEdit> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const text = `WITH ${stockScopeCteText('store', store, null)}
    SELECT ${editJson('e')}::text FROM ${editFrom(store)} AND e.id = ${query.param(id)}`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null) throw orderEditNotFound(id);
  return toOrderEdit(JSON.parse(json) as EditDoc, forShopper);
}

/** A page of the store's edits, newest first (`q` searches the internal note, as v1). */
export async function listOrderEdits(
  db: Executor,
  storeId: string,
  filter: { orderId?: string | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ order_edits: OrderEdit[]; count: number }> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const conditions: string[] = [];
  if (filter.orderId) conditions.push(`e.order_id = ${query.param(filter.orderId)}`);
  const q = filter.q?.trim();
  if (q) conditions.push(`e.internal_note ILIKE '%' || ${query.param(q)} || '%'`);
  const where = conditions.map((condition) => ` AND ${condition}`).join('');
  const text = `WITH ${stockScopeCteText('store', store, null)},
    page AS (
      SELECT e.id, count(*) OVER () AS total FROM order_edit e
      WHERE e.store_id = ${store}${where}
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${query.param(page.limit)}::int OFFSET ${query.param(page.offset)}::int
    )
    SELECT json_build_object(
      'count', coalesce((SELECT max(total) FROM page), (SELECT count(*) FROM order_edit e
        WHERE e.store_id = ${store}${where})),
      'edits', coalesce((SELECT json_agg(${editJson('e')} ORDER BY e.created_at DESC, e.id DESC)
        FROM ${editFrom(store)} AND e.id IN (SELECT id FROM page)), '[]'::json))::text`;
  const json = await tenantRead(db, storeId, text, query);
  const doc = JSON.parse(json ?? '{"count":0,"edits":[]}') as { count: number; edits: EditDoc[] };
  return {
    order_edits: doc.edits.map((edit) => toOrderEdit(edit, false)),
    count: Number(doc.count),
  };
}

/** One payment collection of the store with its sessions and payments. */
export async function readPaymentCollection(
  db: Executor,
  storeId: string,
  id: string,
): Promise<PaymentCollection> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const text = `SELECT ${paymentCollectionJson('pc')}::text FROM payment_collection pc
    WHERE pc.store_id = ${store} AND pc.id = ${query.param(id)} AND pc.deleted_at IS NULL`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null) throw collectionNotFound(id);
  return JSON.parse(json) as PaymentCollection;
}
