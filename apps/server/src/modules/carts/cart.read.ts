import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { createBuiltInRegistry } from '../../platform/providers/built-in.js';
import type { ProviderRegistry } from '../../platform/providers/registry.js';
import { stockScopeCteText } from '../stock/stock.js';
import { columns, object, stamp, times } from '../../platform/db/json.js';
import { addressOf, customerOf } from '../customers/customer.shape.js';
import { findRegion } from '../regions/regions.query.js';
import { toRegion } from '../regions/regions.mapper.js';
import { region } from '../regions/regions.tables.js';
import { salesChannelOf } from '../sales-channels/sales-channel.shape.js';
import { cartTotals } from './cart-totals.js';
import { lineItemsOf, type LineItemJson } from './line-item.shape.js';
import { paymentSessionsOf, type WirePaymentSession } from './payment-session.shape.js';
import { shippingMethodsOf, type ShippingMethodJson } from './shipping-method.shape.js';
import { appliedRates } from './tax-line.shape.js';

/**
 * The whole v1 cart (region with its countries, items with their variant and product, tax
 * lines, shipping methods with their option, payment sessions, addresses, customer, sales
 * channel and every total) in two SQL statements whatever the number of lines: one builds the
 * cart as JSON in PostgreSQL, one reads its region as the regions area answers it. Totals are
 * worked out here by `cartTotals` from the stored prices and tax lines.
 */

export interface ReadCartOptions {
  /** Which payment providers the server offers (the region's `is_installed`); built-in ones by default. */
  providers?: ProviderRegistry;
}

/** The v1 cart as the store API answers it. */
export type WireCart = Record<string, unknown> & {
  id: string;
  email: string | null;
  customer_id: string | null;
  region_id: string;
  sales_channel_id: string | null;
  completed_at: string | null;
  region: ReturnType<typeof toRegion> | null;
  items: LineItemJson[];
  shipping_methods: ShippingMethodJson[];
  payment_sessions: WirePaymentSession[];
  payment_session: WirePaymentSession | null;
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  discount_total: number;
  total: number;
};

// payment-sessions.ts reads a cart's sessions in this shape.
export type { WirePaymentSession };

interface CartDoc {
  cart: Record<string, unknown> & { id: string; region_id: string };
  items: LineItemJson[];
  shipping_methods: ShippingMethodJson[];
  payment_sessions: WirePaymentSession[];
}

const cartScalars = object([
  ['object', `'cart'`],
  ['id', 'c.id'],
  ...times('c', true),
  ...columns('c', [
    'email',
    'billing_address_id',
    'shipping_address_id',
    'region_id',
    'customer_id',
    'payment_id',
    'type',
  ]),
  ['completed_at', stamp('c.completed_at')],
  ['payment_authorized_at', stamp('c.payment_authorized_at')],
  ...columns('c', ['idempotency_key', 'context', 'metadata', 'sales_channel_id']),
  ['billing_address', addressOf('c', 'billing_address_id')],
  ['shipping_address', addressOf('c', 'shipping_address_id')],
  ['customer', customerOf('c')],
  ['sales_channel', salesChannelOf('c')],
]);

// The stock a variant shows (`inventory_quantity`) is counted over the locations of the cart's
// sales channel, the store's default channel when the cart has none.
const stockScope = stockScopeCteText(
  'store',
  '(SELECT store_id FROM k)',
  `ARRAY[(SELECT coalesce(c.sales_channel_id, s.default_sales_channel_id)
     FROM c JOIN store s ON s.id = c.store_id)]`,
);

const cartDocText = `,
  c AS MATERIALIZED (SELECT cart.* FROM cart JOIN k ON cart.store_id = k.store_id AND cart.id = k.cart_id
    WHERE cart.deleted_at IS NULL),
  ${stockScope}
  SELECT json_build_object(
    'cart', ${cartScalars},
    'items', ${lineItemsOf('c', 'cart')},
    'shipping_methods', ${shippingMethodsOf('c', 'cart')},
    'payment_sessions', ${paymentSessionsOf('c')})::text AS doc
  FROM c`;

async function readDoc(tx: Executor, storeId: string, cartId: string): Promise<CartDoc | null> {
  const result = (await tx.execute(
    sql`WITH k AS (SELECT ${storeId}::text AS store_id, ${cartId}::text AS cart_id)${sql.raw(cartDocText)}`,
  )) as unknown as { rows: { doc: string }[] };
  const doc = result.rows[0]?.doc;
  return doc ? (JSON.parse(doc) as CartDoc) : null;
}

let builtIn: ProviderRegistry | undefined;

/**
 * A transaction on carts, their lines, shipping methods and payment sessions: none of them is
 * catalogue data, so its commit keeps this process's cached catalogue answers and publishable
 * keys (platform/db/tx.ts, `catalog: false`). Completing a cart reserves stock and uses a plain
 * tenant transaction.
 */
export function cartTx<T>(db: Db, storeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenantTx(db, storeId, fn, { catalog: false });
}

/** The cart as the store API answers it, with its totals; null when the store has no such cart. */
export async function readCart(
  db: Executor,
  storeId: string,
  cartId: string,
  options: ReadCartOptions = {},
): Promise<WireCart | null> {
  const providers = options.providers ?? (builtIn ??= createBuiltInRegistry());
  const read = async (tx: Executor) => {
    const doc = await readDoc(tx, storeId, cartId);
    if (!doc) return null;
    const found = await findRegion(
      tx as Tx,
      // A region deleted since still answers with the cart (its carts keep their prices).
      and(eq(region.storeId, storeId), eq(region.id, doc.cart.region_id)),
    );
    return { doc, region: found ? toRegion(found, providers) : null };
  };
  const read_ =
    db instanceof PgTransaction ? await read(db) : await cartTx(db as Db, storeId, read);
  return read_ ? toWireCart(read_.doc, read_.region) : null;
}

/** Puts the totals of `cartTotals` on the cart, its items and its shipping methods. */
function toWireCart(doc: CartDoc, wireRegion: Record<string, unknown> | null): WireCart {
  const totals = cartTotals({
    items: doc.items.map((item) => ({
      id: item.id,
      unitPrice: item.unit_price,
      quantity: item.quantity,
      includesTax: item.includes_tax,
      rates: appliedRates(item.tax_lines),
    })),
    shippingMethods: doc.shipping_methods.map((method) => ({
      id: method.id,
      price: method.price,
      includesTax: method.includes_tax,
      rates: appliedRates(method.tax_lines),
    })),
  });
  const { items: itemTotals, shipping_methods: methodTotals, ...cartFigures } = totals;
  const items = doc.items.map((item, index) => {
    const {
      tax_lines: _shares,
      id: _id,
      unit_price: _price,
      quantity: _qty,
      ...figures
    } = itemTotals[index]!;
    return { ...item, ...figures };
  });
  const shippingMethods = doc.shipping_methods.map((method, index) => {
    const { tax_lines: _shares, id: _id, price: _price, ...figures } = methodTotals[index]!;
    return { ...method, ...figures };
  });
  const selected = doc.payment_sessions.find((session) => session.is_selected) ?? null;
  return {
    ...doc.cart,
    discounts: [],
    gift_cards: [],
    items,
    payment: null,
    payment_sessions: doc.payment_sessions,
    payment_session: selected,
    region: wireRegion,
    shipping_methods: shippingMethods,
    ...cartFigures,
  } as unknown as WireCart;
}
