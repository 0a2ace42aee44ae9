import { sql } from 'drizzle-orm';
import { storeLocaleOf, type StoreLocale } from '@storedesk/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { sqlStateOf } from '../../platform/db/errors.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { WireCart } from '../carts/cart.read.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import { reserveVariants } from '../stock/stock.js';
import { authorizeKey, type Authorization } from './orders.complete.authorize.js';
import { CONFIRMATION_MAIL } from './orders.mail.js';

/*
 * Completing a cart, the order's part (orders.complete.ts runs the steps): one transaction
 * that claims the cart, reserves its stock and writes the order with its lines, shipping
 * methods, payment, timeline and queued confirmation.
 */

/** What writing the order reads of the cart (as it was read before the provider was asked). */
export type OrderedCart = Pick<
  WireCart,
  | 'id'
  | 'email'
  | 'sales_channel_id'
  | 'region'
  | 'items'
  | 'shipping_methods'
  | 'payment_session'
  | 'subtotal'
  | 'shipping_total'
  | 'tax_total'
  | 'discount_total'
  | 'total'
>;

const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';

/**
 * Step 3: the order, and the store's language for its confirmation (read by the statement
 * that writes the order); false when another completion of the cart got there first.
 */
export async function writeOrder(
  db: Db,
  storeId: string,
  cart: OrderedCart,
  authorized: Authorization | null,
  ids: { orderId: string; mailId: string | null },
  beforeCommit: (tx: Tx) => Promise<void> | void,
): Promise<{ locale: StoreLocale } | false> {
  const { orderId, mailId } = ids;
  const paymentId = authorized ? newId('pay') : null;
  return withTenantTx(db, storeId, async (tx) => {
    const [claimed] = await rowsOf<{ customer_id: string | null; email: string | null }>(
      tx,
      sql`UPDATE cart SET completed_at = now(),
          payment_authorized_at = coalesce(payment_authorized_at, now()),
          payment_id = ${paymentId}, updated_at = now()
        WHERE store_id = ${storeId} AND id = ${cart.id} AND completed_at IS NULL
        RETURNING customer_id, email`,
    );
    if (!claimed) return false;
    const email = claimed.email ?? cart.email;
    if (!email) {
      throw new StoredeskError(
        'invalid_data',
        'email: the cart needs an email before it can complete.',
      );
    }
    const customerId = claimed.customer_id ?? (await guestCustomerFor(tx, storeId, email)).id;
    await reserveVariants(
      tx,
      storeId,
      cart.items
        .filter((item) => item.variant_id)
        .map((item) => ({
          lineItemId: item.id,
          variantId: item.variant_id!,
          quantity: item.quantity,
        })),
      { salesChannelId: cart.sales_channel_id },
    );
    const session = cart.payment_session;
    const [written] = await rowsOf<{ lines: string; methods: string; locale: string | null }>(
      tx,
      sql`WITH next AS (
        INSERT INTO order_display_id AS d (store_id, last_value) VALUES (${storeId}, 1)
        ON CONFLICT (store_id) DO UPDATE SET last_value = d.last_value + 1, updated_at = now()
        RETURNING last_value
      ),
      created AS (
        INSERT INTO "order" (store_id, id, status, fulfillment_status, payment_status,
          display_id, cart_id, customer_id, email, billing_address_id, shipping_address_id,
          region_id, currency_code, sales_channel_id, metadata,
          subtotal, shipping_total, tax_total, discount_total, total)
        SELECT c.store_id, ${orderId}, 'pending', 'not_fulfilled',
          'awaiting', next.last_value, c.id, ${customerId},
          ${email}, c.billing_address_id, c.shipping_address_id, c.region_id,
          r.currency_code, c.sales_channel_id, coalesce(c.metadata, '{}'::jsonb),
          ${cart.subtotal}::int, ${cart.shipping_total}::int, ${cart.tax_total}::int,
          ${cart.discount_total}::int, ${cart.total}::int
        FROM cart c
        JOIN region r ON r.store_id = c.store_id AND r.id = c.region_id
        CROSS JOIN next
        WHERE c.store_id = ${storeId} AND c.id = ${cart.id}
        RETURNING id
      ),
      lines AS (
        UPDATE line_item SET order_id = (SELECT id FROM created), updated_at = now()
        WHERE store_id = ${storeId} AND cart_id = ${cart.id}
        RETURNING id, quantity, unit_price
      ),
      methods AS (
        UPDATE shipping_method SET order_id = (SELECT id FROM created), updated_at = now()
        WHERE store_id = ${storeId} AND cart_id = ${cart.id}
        RETURNING id, price
      ),
      paid AS (
        INSERT INTO payment (store_id, id, cart_id, order_id, amount, currency_code,
          provider_id, data, idempotency_key)
        SELECT ${storeId}, ${paymentId}, ${cart.id}, created.id, ${cart.total}::int,
          ${cart.region?.currency_code ?? ''}, ${session?.provider_id ?? ''},
          ${JSON.stringify(authorized?.data ?? {})}::jsonb,
          ${session ? authorizeKey(cart.id, session.id, cart.total) : null}
        FROM created WHERE ${paymentId}::text IS NOT NULL
        RETURNING id
      ),
      mail AS (
        INSERT INTO mail_outbox (store_id, id, template, ref)
        SELECT ${storeId}, ${mailId}, ${CONFIRMATION_MAIL}, created.id
        FROM created WHERE ${mailId}::text IS NOT NULL
      ),
      events AS (
        INSERT INTO order_event (store_id, id, order_id, kind, data)
        SELECT ${storeId}, ${newId('oev')}, created.id, 'placed',
          jsonb_build_object('total', ${cart.total}::int)
        FROM created
        UNION ALL
        SELECT ${storeId}, ${newId('oev')}, created.id, 'payment_authorized',
          jsonb_build_object('amount', ${cart.total}::int, 'provider_id',
            ${session?.provider_id ?? ''}::text)
        FROM created WHERE ${paymentId}::text IS NOT NULL
      )
      SELECT (SELECT coalesce(string_agg(id || 'x' || quantity || '@' || unit_price, ','
            ORDER BY id COLLATE "C"), '') FROM lines) AS lines,
        (SELECT coalesce(string_agg(id || '@' || price, ',' ORDER BY id COLLATE "C"), '')
          FROM methods) AS methods,
        (SELECT count(*) FROM paid) AS paid,
        (SELECT s.default_locale FROM store s WHERE s.id = ${storeId}) AS locale`,
    );
    // The lines and shipping methods were read before the cart was locked by the UPDATE
    // above: one added, changed or re-priced in between would be in the order without its
    // stock, or its price missing from the amount authorised. Then nothing is written and
    // the shopper completes again.
    const signature = <T extends { id: string }>(rows: T[], part: (row: T) => string) =>
      [...rows]
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(part)
        .join(',');
    const readLines = signature(
      cart.items,
      (item) => `${item.id}x${item.quantity}@${item.unit_price}`,
    );
    const readMethods = signature(
      cart.shipping_methods,
      (method) => `${method.id}@${method.price}`,
    );
    if (written?.lines !== readLines || written.methods !== readMethods) {
      throw new StoredeskError(
        'conflict',
        'The cart changed while it was being completed; complete it again.',
        'cart_changed',
      );
    }
    await beforeCommit(tx);
    return { locale: storeLocaleOf(written.locale) };
  });
}

/**
 * Two carts holding the same items may lock their stock levels in opposite orders; PostgreSQL
 * then ends one transaction as a deadlock. It rolled back whole, so it is simply run again.
 */
export async function writeOnce<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= 3 || (state !== DEADLOCK && state !== SERIALIZATION_FAILURE)) throw error;
    }
  }
}
