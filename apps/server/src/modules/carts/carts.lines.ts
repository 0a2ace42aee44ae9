import type {
  StorePostCartsCartLineItemsItemReq,
  StorePostCartsCartLineItemsReq,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { stockScopeCteText, variantInventoryQuantityText } from '../stock/stock.js';
import type { PriceCandidate } from '../price-lists/pricing.js';
import type { WireCart } from './cart.read.js';
import { candidatePricesSql, unitPriceOf } from './cart-refresh.js';
import { fixedLines, type CartCore, type LockedCart, type Shopper } from './carts.core.js';
import { dropShippingMethods } from './carts.shipping.js';

/** A cart's line items: adding (once per `Idempotency-Key`), changing and removing them. */

type AddLineInput = z.output<typeof StorePostCartsCartLineItemsReq>;
type UpdateLineInput = z.output<typeof StorePostCartsCartLineItemsItemReq>;

/**
 * Checks a variant for a cart line and answers what the line needs: sold in the cart's sales
 * channel, priced in its region, and in stock over the channel's locations for `quantity` in
 * all (unless it does not manage inventory or allows backorders). One statement.
 */
async function variantForLine(
  tx: Tx,
  cart: LockedCart,
  variantId: string,
  quantity: (existing: number) => number,
  metadata: Record<string, unknown>,
) {
  const [row] = await rowsOf<{
    id: string;
    title: string;
    product_id: string;
    product_title: string;
    thumbnail: string | null;
    is_giftcard: boolean;
    discountable: boolean;
    in_channel: boolean;
    manage_inventory: boolean;
    allow_backorder: boolean;
    available: number;
    existing_id: string | null;
    existing_quantity: number | null;
    prices: PriceCandidate[] | null;
  }>(
    tx,
    // Stock over the locations of the cart's sales channel (the store's default channel
    // when the cart has none), as the storefront's variant answers count it.
    sql`WITH k AS (SELECT ${cart.storeId}::text AS store_id, coalesce(${cart.salesChannelId}::text,
          (SELECT s.default_sales_channel_id FROM store s WHERE s.id = ${cart.storeId})) AS channel_id),
      ${sql.raw(stockScopeCteText('store', '(SELECT store_id FROM k)', 'ARRAY[(SELECT channel_id FROM k)]'))}
      SELECT v.id, v.title, v.product_id, p.title AS product_title, p.thumbnail, p.is_giftcard,
        p.discountable, v.manage_inventory, v.allow_backorder,
        (${cart.salesChannelId}::text IS NULL OR EXISTS (
          SELECT 1 FROM product_sales_channel psc WHERE psc.store_id = p.store_id
            AND psc.product_id = p.id AND psc.sales_channel_id = ${cart.salesChannelId})) AS in_channel,
        ${sql.raw(variantInventoryQuantityText('v'))} AS available,
        li.id AS existing_id, li.quantity AS existing_quantity,
        ${candidatePricesSql(cart.storeId, sql`v.id`, cart)} AS prices
      FROM product_variant v
      JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
        AND p.deleted_at IS NULL AND p.status = 'published'
      LEFT JOIN LATERAL (
        SELECT l.id, l.quantity FROM line_item l
        WHERE l.store_id = v.store_id AND l.cart_id = ${cart.cartId} AND l.variant_id = v.id
          AND l.should_merge AND l.metadata = ${JSON.stringify(metadata)}::jsonb
        ORDER BY l.created_at LIMIT 1) li ON true
      WHERE v.store_id = ${cart.storeId} AND v.id = ${variantId} AND v.deleted_at IS NULL`,
  );
  if (!row) {
    throw new StoredeskError('not_found', `Variant with id: ${variantId} was not found`);
  }
  const name = `"${row.product_title}" (${row.title}, variant ${row.id})`;
  if (!row.in_channel) {
    throw new StoredeskError(
      'invalid_data',
      `variant_id: ${name} is not sold in the cart's sales channel`,
    );
  }
  const wanted = quantity(row.existing_quantity ?? 0);
  const price = unitPriceOf(row.prices, cart, wanted, new Date());
  if (price === null) {
    throw new StoredeskError(
      'invalid_data',
      `variant_id: ${name} has no price in the cart's region (${cart.currencyCode.toUpperCase()})`,
    );
  }
  if (row.manage_inventory && !row.allow_backorder && wanted > row.available) {
    throw new StoredeskError(
      'invalid_data',
      `${name} has ${Math.max(row.available, 0)} in stock for this sales channel; the cart asks for ${wanted}`,
      'insufficient_inventory',
    );
  }
  return { ...row, price, wanted };
}

/** Adds a line, or adds to the line of the same variant and metadata (v1 merges). */
export async function addLine(tx: Tx, cart: LockedCart, input: AddLineInput): Promise<void> {
  const metadata = input.metadata ?? {};
  const variant = await variantForLine(
    tx,
    cart,
    input.variant_id,
    (existing) => existing + input.quantity,
    metadata,
  );
  if (variant.existing_id) {
    await tx.execute(sql`UPDATE line_item SET quantity = ${variant.wanted}, updated_at = now()
      WHERE store_id = ${cart.storeId} AND id = ${variant.existing_id}`);
    return;
  }
  await tx.execute(sql`
    INSERT INTO line_item (store_id, id, cart_id, title, description, thumbnail, is_giftcard,
      should_merge, allow_discounts, has_shipping, unit_price, variant_id, product_id, quantity,
      includes_tax, metadata)
    VALUES (${cart.storeId}, ${newId('item')}, ${cart.cartId}, ${variant.product_title},
      ${variant.title}, ${variant.thumbnail}, ${variant.is_giftcard}, true, ${variant.discountable},
      false, ${variant.price}, ${variant.id}, ${variant.product_id}, ${variant.wanted},
      ${cart.includesTax}, ${JSON.stringify(metadata)}::jsonb)`);
}

/**
 * Saves the key of a request that adds to the cart; false when it was saved before, i.e. this
 * is a retry of a change already made (the cart's lock orders a retry after the first try).
 */
async function firstTry(tx: Tx, cart: LockedCart, key: string | undefined): Promise<boolean> {
  if (!key) return true;
  const saved = await rowsOf(
    tx,
    sql`INSERT INTO cart_request_key (store_id, cart_id, key)
      VALUES (${cart.storeId}, ${cart.cartId}, ${key.slice(0, 200)})
      ON CONFLICT DO NOTHING RETURNING key`,
  );
  return saved.length > 0;
}

export function createCartLines(core: CartCore) {
  const { change } = core;

  return {
    async addLineItem(shopper: Shopper, cartId: string, input: AddLineInput): Promise<WireCart> {
      return change(shopper, cartId, async (tx, cart) => {
        fixedLines(cart, 'variant_id');
        if (!(await firstTry(tx, cart, shopper.idempotencyKey))) return;
        await addLine(tx, cart, input);
        await dropShippingMethods(tx, cart);
      });
    },

    async updateLineItem(
      shopper: Shopper,
      cartId: string,
      lineId: string,
      input: UpdateLineInput,
    ): Promise<WireCart> {
      return change(shopper, cartId, async (tx, cart) => {
        fixedLines(cart, 'line_id');
        const [line] = await rowsOf<{
          variant_id: string | null;
          metadata: Record<string, unknown>;
        }>(
          tx,
          sql`SELECT variant_id, metadata FROM line_item
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`,
        );
        if (!line) {
          throw new StoredeskError('invalid_data', `line_id: the cart has no line item ${lineId}`);
        }
        if (input.quantity === 0) {
          await tx.execute(sql`DELETE FROM line_item
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`);
        } else {
          if (line.variant_id) {
            await variantForLine(tx, cart, line.variant_id, () => input.quantity, line.metadata);
          }
          await tx.execute(sql`UPDATE line_item SET quantity = ${input.quantity},
              metadata = ${input.metadata ? sql`${JSON.stringify(input.metadata)}::jsonb` : sql`metadata`},
              updated_at = now()
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`);
        }
        await dropShippingMethods(tx, cart);
      });
    },

    async deleteLineItem(shopper: Shopper, cartId: string, lineId: string): Promise<WireCart> {
      return change(shopper, cartId, async (tx, cart) => {
        fixedLines(cart, 'line_id');
        const removed = await rowsOf(
          tx,
          sql`DELETE FROM line_item WHERE store_id = ${cart.storeId} AND cart_id = ${cartId}
            AND id = ${lineId} RETURNING id`,
        );
        // v1 answers the cart as it is when the line is not (or no longer) there.
        if (removed.length > 0) await dropShippingMethods(tx, cart);
      });
    },
  };
}
