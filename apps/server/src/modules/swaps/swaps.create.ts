import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import { refreshCart } from '../carts/cart-refresh.js';
import { cartTx } from '../carts/cart.read.js';
import { lockCart } from '../carts/carts.core.js';
import { eventSql, mailFor, mailSql, readOrder } from '../orders/orders.admin.shared.js';
import { SWAP_CREATED_MAIL } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import {
  checkReasons,
  insertReturn,
  planReturn,
  refused,
  type RequestedLine,
} from '../returns/returns.request.js';

/*
 * Making an exchange: staff on an order's page (`POST /admin/orders/{id}/swaps`) or a shopper
 * (`POST /store/swaps`). One transaction writes the swap, its return (holding the units that
 * come back on the order's lines, with the returns' own statement, so returns and swaps at once
 * never pass what was fulfilled), and its cart: the new lines at today's prices, what comes back
 * at the price it was bought at (negative quantities, as v1), the return shipping, and the
 * shipping of the new items when staff chose it. The cart's total is what the exchange costs;
 * completing the cart confirms the swap (swaps.confirm.ts).
 */

export type SwapDeps = { db: Db } & OutboxDeps;

export interface SwapRequest {
  returnItems: readonly RequestedLine[];
  additionalItems: readonly { variant_id: string; quantity: number }[];
  returnShipping?: { option_id: string; price?: number | undefined } | undefined;
  /** How the new items ship, at what price (staff's `custom_shipping_options`). */
  shipping?: { option_id: string; price: number } | undefined;
  returnLocationId?: string | undefined;
  salesChannelId?: string | undefined;
  allowBackorder?: boolean | undefined;
  noNotification?: boolean | undefined;
  idempotencyKey?: string | undefined;
  /** Who asks: a user's id; null for the shopper. */
  actorId: string | null;
  byShopper: boolean;
}

/** Orders whose money may be exchanged: captured, and maybe partly given back since. */
const PAID = ['captured', 'partially_refunded'];

/** The swap made with an Idempotency-Key earlier, if any (its order must be this one). */
async function earlierSwap(tx: Tx, storeId: string, orderId: string, key: string) {
  const [found] = await rowsOf<{ id: string; order_id: string }>(
    tx,
    sql`SELECT id, order_id FROM swap WHERE store_id = ${storeId} AND idempotency_key = ${key}`,
  );
  if (found && found.order_id !== orderId) {
    throw refused(
      'Idempotency-Key: the key was used for an exchange of another order; send a new key with each request',
      'idempotency_key_reused',
    );
  }
  return found ?? null;
}

/** Thrown inside the transaction to undo it when another request with the key won. */
class Retry extends Error {}

/** Checks what staff or the shopper ask for against the order, before anything is written. */
async function checkOrder(db: Db, storeId: string, order: WireOrder, input: SwapRequest) {
  if (!PAID.includes(order.payment_status)) {
    throw refused('Cannot swap an order that has not been captured', 'not_captured');
  }
  if (order.fulfillment_status === 'not_fulfilled') {
    throw refused('Cannot swap an order that has not been fulfilled', 'not_fulfilled');
  }
  const seen = new Set<string>();
  input.additionalItems.forEach((item, n) => {
    if (seen.has(item.variant_id)) {
      throw refused(`additional_items[${n}].variant_id: ${item.variant_id} is named twice`);
    }
    seen.add(item.variant_id);
  });
  if (input.shipping) {
    const [option] = await withTenantTx(
      db,
      storeId,
      (tx) =>
        rowsOf<{ id: string }>(
          tx,
          sql`SELECT id FROM shipping_option
            WHERE store_id = ${storeId} AND id = ${input.shipping!.option_id}
              AND region_id = ${order.region_id} AND NOT is_return AND deleted_at IS NULL`,
        ),
      { catalog: false },
    );
    if (!option) {
      throw refused(
        `custom_shipping_options[0].option_id: ${input.shipping.option_id} is not a shipping option of the order's region`,
      );
    }
  }
}

/**
 * Makes an exchange of the order and answers its id. A request with an Idempotency-Key seen
 * before answers the swap that key made.
 */
export async function createSwap(
  deps: SwapDeps,
  storeId: string,
  orderId: string,
  input: SwapRequest,
): Promise<string> {
  const { db, mailOutbox } = deps;
  const key = input.idempotencyKey ?? null;
  if (key) {
    const earlier = await cartTx(db, storeId, (tx) => earlierSwap(tx, storeId, orderId, key));
    if (earlier) return earlier.id;
  }
  const order = await readOrder(db, storeId, orderId);
  await checkOrder(db, storeId, order, input);
  // What comes back is settled by the swap's difference, never refunded on its own.
  const plan = await planReturn(db, storeId, order, {
    items: input.returnItems,
    returnShipping: input.returnShipping,
    refund: 0,
    locationId: input.returnLocationId,
    noNotification: input.noNotification,
    byShopper: input.byShopper,
    field: 'return_items',
  });

  const swapId = newId('swap');
  const cartId = newId('cart');
  const outcome = await cartTx(db, storeId, async (tx) => {
    await checkReasons(tx, storeId, input.returnItems, 'return_items');
    const [made] = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO swap (store_id, id, order_id, no_notification, allow_backorder,
          idempotency_key, created_by)
        SELECT o.store_id, ${swapId}, o.id,
          coalesce(${input.noNotification ?? null}::boolean, o.no_notification),
          ${input.allowBackorder ?? false}, ${key}, ${input.actorId}
        FROM "order" o WHERE o.store_id = ${storeId} AND o.id = ${orderId}
        ON CONFLICT (store_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
        RETURNING id`,
    );
    if (!made) throw new Retry();
    await insertReturn(tx, storeId, plan, {
      returnId: newId('ret'),
      key: null,
      swapId,
      input: {
        locationId: input.returnLocationId,
        noNotification: input.noNotification,
        actorId: input.actorId,
        byShopper: input.byShopper,
      },
    });
    await writeCart(tx, storeId, { order, swapId, cartId, input, plan });
    await tx.execute(
      eventSql(storeId, orderId, 'swap_created', input.actorId, {
        swap_id: swapId,
        return_items: input.returnItems.map((line) => ({
          item_id: line.item_id,
          quantity: line.quantity,
        })),
        additional_items: input.additionalItems,
        by: input.byShopper ? 'customer' : 'staff',
      }),
    );
    const mailId = await mailFor(tx, mailOutbox, storeId, orderId, input.noNotification);
    if (mailId) await tx.execute(mailSql(storeId, mailId, SWAP_CREATED_MAIL, orderId, swapId));
    return { id: swapId, mailId };
  }).catch(async (error: unknown) => {
    if (error instanceof Retry && key) {
      const earlier = await cartTx(db, storeId, (tx) => earlierSwap(tx, storeId, orderId, key));
      if (earlier) return { id: earlier.id, mailId: null };
    }
    throw error;
  });
  if (outcome.mailId) mailOutbox.send(storeId, outcome.mailId);
  return outcome.id;
}

/**
 * The swap's cart (v1 `type: 'swap'`): the order's region, email, customer and channel, copies
 * of its addresses (the shopper may change them for the new parcel), the new lines, what comes
 * back, the return shipping and the new items' shipping; then priced and taxed as every cart.
 * A fixed number of statements, whatever the number of lines.
 */
async function writeCart(
  tx: Tx,
  storeId: string,
  made: {
    order: WireOrder;
    swapId: string;
    cartId: string;
    input: SwapRequest;
    plan: Awaited<ReturnType<typeof planReturn>>;
  },
): Promise<void> {
  const { order, swapId, cartId, input, plan } = made;
  const shippingAddressId = newId('addr');
  const billingAddressId = newId('addr');
  await tx.execute(sql`WITH ship AS (
      INSERT INTO address (store_id, id, company, first_name, last_name, address_1, address_2,
        city, country_code, province, postal_code, phone, metadata)
      SELECT a.store_id, ${shippingAddressId}, a.company, a.first_name, a.last_name, a.address_1,
        a.address_2, a.city, a.country_code, a.province, a.postal_code, a.phone, a.metadata
      FROM address a JOIN "order" o ON o.store_id = a.store_id AND o.shipping_address_id = a.id
      WHERE o.store_id = ${storeId} AND o.id = ${order.id}
      RETURNING id
    ), bill AS (
      INSERT INTO address (store_id, id, company, first_name, last_name, address_1, address_2,
        city, country_code, province, postal_code, phone, metadata)
      SELECT a.store_id, ${billingAddressId}, a.company, a.first_name, a.last_name, a.address_1,
        a.address_2, a.city, a.country_code, a.province, a.postal_code, a.phone, a.metadata
      FROM address a JOIN "order" o ON o.store_id = a.store_id AND o.billing_address_id = a.id
      WHERE o.store_id = ${storeId} AND o.id = ${order.id}
      RETURNING id
    ), made AS (
      INSERT INTO cart (store_id, id, email, billing_address_id, shipping_address_id, region_id,
        customer_id, type, sales_channel_id, metadata)
      SELECT o.store_id, ${cartId}, o.email, (SELECT id FROM bill), (SELECT id FROM ship),
        o.region_id, o.customer_id, 'swap', coalesce(${input.salesChannelId ?? null}::text, o.sales_channel_id),
        jsonb_build_object('swap_id', ${swapId}::text, 'parent_order_id', o.id)
      FROM "order" o WHERE o.store_id = ${storeId} AND o.id = ${order.id}
      RETURNING id
    )
    UPDATE swap SET cart_id = (SELECT id FROM made), updated_at = now()
    WHERE store_id = ${storeId} AND id = ${swapId}`);

  const locked = await lockCart(tx, storeId, cartId);
  const wanted = JSON.stringify(
    input.additionalItems.map((item, n) => ({
      n,
      id: newId('item'),
      variant_id: item.variant_id,
      quantity: item.quantity,
    })),
  );
  const back = JSON.stringify(
    plan.items.map((line) => ({
      id: newId('item'),
      item_id: line.item_id,
      quantity: line.quantity,
    })),
  );
  // The new lines (at 0 until the refresh prices them), what comes back at what it was bought
  // for (its price and copies of its tax lines), the return's shipping as a cost, and the new
  // items' shipping method.
  const [added] = await rowsOf<{ found: number[] }>(
    tx,
    sql`WITH wanted AS (
        SELECT * FROM jsonb_to_recordset(${wanted}::jsonb)
          AS w(n int, id text, variant_id text, quantity int)
      ), added AS (
        INSERT INTO line_item (store_id, id, cart_id, swap_id, title, description, thumbnail,
          is_giftcard, should_merge, allow_discounts, has_shipping, unit_price, variant_id,
          product_id, quantity, includes_tax)
        SELECT ${storeId}, w.id, ${cartId}, ${swapId}, p.title, v.title, p.thumbnail,
          p.is_giftcard, true, p.discountable, false, 0, v.id, p.id, w.quantity,
          ${locked.includesTax}
        FROM wanted w
        JOIN product_variant v ON v.store_id = ${storeId} AND v.id = w.variant_id
          AND v.deleted_at IS NULL
        JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
          AND p.deleted_at IS NULL
          AND (NOT ${input.byShopper}::boolean OR p.status = 'published')
        RETURNING id
      ), back AS (
        INSERT INTO line_item (store_id, id, cart_id, title, description, thumbnail, is_return,
          is_giftcard, should_merge, allow_discounts, has_shipping, unit_price, variant_id,
          product_id, quantity, includes_tax, metadata)
        SELECT ${storeId}, b.id, ${cartId}, li.title, li.description, li.thumbnail, true,
          li.is_giftcard, false, false, li.has_shipping, li.unit_price, li.variant_id,
          li.product_id, -b.quantity, li.includes_tax, li.metadata
        FROM jsonb_to_recordset(${back}::jsonb) AS b(id text, item_id text, quantity int)
        JOIN line_item li ON li.store_id = ${storeId} AND li.id = b.item_id
        RETURNING id
      ), back_taxes AS (
        INSERT INTO line_item_tax_line (store_id, id, item_id, rate, name, code)
        SELECT ${storeId}, 'litl_' || md5(b.id || t.id), b.id, t.rate, t.name, t.code
        FROM jsonb_to_recordset(${back}::jsonb) AS b(id text, item_id text, quantity int)
        JOIN line_item_tax_line t ON t.store_id = ${storeId} AND t.item_id = b.item_id
      ), return_shipping AS (
        INSERT INTO line_item (store_id, id, cart_id, title, is_return, should_merge,
          allow_discounts, has_shipping, unit_price, quantity, includes_tax)
        SELECT ${storeId}, ${newId('item')}, ${cartId}, 'Return shipping', true, false, false,
          true, ${plan.shippingPrice}::int, 1, ${locked.includesTax}
        WHERE ${plan.option?.id ?? null}::text IS NOT NULL
      ), method AS (
        INSERT INTO shipping_method (store_id, id, shipping_option_id, cart_id, price, data)
        SELECT ${storeId}, ${newId('sm')}, ${input.shipping?.option_id ?? null}, ${cartId},
          ${input.shipping?.price ?? 0}::int, '{}'::jsonb
        WHERE ${input.shipping?.option_id ?? null}::text IS NOT NULL
      )
      SELECT coalesce(array_agg(w.n ORDER BY w.n), '{}') AS found
      FROM wanted w JOIN added a ON a.id = w.id`,
  );
  const missing = input.additionalItems.findIndex((_, n) => !added?.found.includes(n));
  if (missing >= 0) {
    throw new StoredeskError(
      'invalid_data',
      `additional_items[${missing}].variant_id: Variant with id: ${input.additionalItems[missing]!.variant_id} was not found`,
    );
  }
  await refreshCart(tx, locked);
  // The refresh drops a line its region has no price for: that variant cannot be sent.
  const priced = await rowsOf<{ variant_id: string }>(
    tx,
    sql`SELECT variant_id FROM line_item WHERE store_id = ${storeId} AND swap_id = ${swapId}`,
  );
  const unpriced = input.additionalItems.findIndex(
    (item) => !priced.some((row) => row.variant_id === item.variant_id),
  );
  if (unpriced >= 0) {
    throw refused(
      `additional_items[${unpriced}].variant_id: ${input.additionalItems[unpriced]!.variant_id} has no price in the order's region (${order.currency_code.toUpperCase()})`,
    );
  }
}
