import { sql } from 'drizzle-orm';
import type { SwapWithOrder } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { cartTx, readCart, type WireCart } from '../carts/cart.read.js';
import { eventSql } from '../orders/orders.admin.shared.js';
import {
  authorizeCart,
  authorizeKey,
  releaseAuthorization,
  type AuthorizationDeps,
} from '../orders/orders.complete.authorize.js';
import { writeOnce } from '../orders/orders.complete.write.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { reserveVariants, StockShortageError } from '../stock/stock.js';
import { readSwap } from './swaps.read.js';

/*
 * Confirming an exchange by completing its cart (`POST /store/carts/{id}/complete` on a cart of
 * type `swap`, as v1): the difference, when the shopper owes one, is authorised with the cart's
 * payment session outside any transaction (as checkout does, with the same keys); then one
 * transaction marks the cart completed only if it is not (of completions at once exactly one
 * goes on), confirms the swap only if it is neither confirmed nor canceled, reserves the new
 * items' stock with checkout's statement (never oversold: a shortage rolls it all back and
 * answers 409 naming the line), and records the payment on the swap and the order.
 */

export type SwapCompletion =
  { type: 'swap'; swap: SwapWithOrder } | { type: 'cart'; cart: WireCart };

interface SwapOfCart {
  id: string;
  order_id: string;
  confirmed_at: string | null;
  canceled_at: string | null;
}

export function createSwapCheckout(deps: AppDeps & ProviderDeps) {
  const { db, providers } = deps;
  const payment: AuthorizationDeps = {
    db,
    logger: deps.logger,
    providers,
    settingsFor: createPaymentProvidersService(deps).settingsFor,
  };

  async function swapOfCart(storeId: string, cartId: string): Promise<SwapOfCart | null> {
    const [row] = await cartTx(db, storeId, (tx) =>
      rowsOf<SwapOfCart>(
        tx,
        sql`SELECT id, order_id, confirmed_at, canceled_at FROM swap
          WHERE store_id = ${storeId} AND cart_id = ${cartId} AND deleted_at IS NULL`,
      ),
    );
    return row ?? null;
  }

  const confirmed = async (storeId: string, swapId: string): Promise<SwapCompletion> => ({
    type: 'swap',
    swap: await readSwap(db, storeId, swapId),
  });

  return {
    /** Completes the swap's cart (the store API's cart completion). */
    complete: async (storeId: string, cartId: string): Promise<SwapCompletion> =>
      (await run(storeId, cartId, false))!,

    /**
     * Confirms the swap of the cart when the shopper owes nothing (staff making an exchange
     * that costs nothing, or gives money back); false when something is owed.
     */
    confirmIfFree: async (storeId: string, cartId: string): Promise<boolean> =>
      (await run(storeId, cartId, true)) !== null,
  };

  /** Completes the cart; with `freeOnly`, only when nothing is owed (else null). */
  async function run(
    storeId: string,
    cartId: string,
    freeOnly: boolean,
  ): Promise<SwapCompletion | null> {
    const cart = await readCart(db, storeId, cartId, { providers });
    if (!cart) throw new StoredeskError('not_found', `Cart with id: ${cartId} was not found`);
    const swap = await swapOfCart(storeId, cartId);
    if (!swap) throw new StoredeskError('not_found', `Cart with id: ${cartId} was not found`);
    if (swap.confirmed_at || cart.completed_at) return confirmed(storeId, swap.id);
    if (swap.canceled_at) {
      throw new StoredeskError(
        'invalid_data',
        'Cart related to canceled swap cannot be completed',
        'swap_canceled',
      );
    }
    if (freeOnly && cart.total > 0) return null;
    const authorized = await authorizeCart(payment, storeId, cart);
    if (authorized && authorized.status !== 'authorized') {
      return { type: 'cart', cart: (await readCart(db, storeId, cartId, { providers })) ?? cart };
    }
    const paymentId = authorized ? newId('pay') : null;
    const newLines = cart.items.filter((item) => !item.is_return && item.variant_id);
    try {
      await writeOnce(() =>
        withTenantTx(db, storeId, async (tx) => {
          const [claimed] = await rowsOf<{ id: string }>(
            tx,
            sql`UPDATE cart SET completed_at = now(), payment_id = ${paymentId},
                  payment_authorized_at = CASE WHEN ${paymentId}::text IS NOT NULL THEN now() END,
                  updated_at = now()
                WHERE store_id = ${storeId} AND id = ${cartId} AND completed_at IS NULL
                RETURNING id`,
          );
          if (!claimed) return; // another completion got there first
          const [signature] = await rowsOf<{ lines: string }>(
            tx,
            sql`UPDATE swap SET confirmed_at = now(), difference_due = ${cart.total},
                  payment_status = CASE WHEN ${cart.total}::bigint = 0 THEN 'confirmed' ELSE 'awaiting' END,
                  shipping_address_id = ${(cart.shipping_address_id as string | null) ?? null},
                  updated_at = now()
                WHERE store_id = ${storeId} AND id = ${swap.id}
                  AND confirmed_at IS NULL AND canceled_at IS NULL
                RETURNING (SELECT coalesce(string_agg(li.id || 'x' || li.quantity || '@' || li.unit_price, ','
                    ORDER BY li.id COLLATE "C"), '') || '|' || coalesce((SELECT string_agg(
                    sm.id || '@' || sm.price, ',' ORDER BY sm.id COLLATE "C") FROM shipping_method sm
                    WHERE sm.store_id = ${storeId} AND sm.cart_id = ${cartId}), '')
                  FROM line_item li WHERE li.store_id = ${storeId} AND li.cart_id = ${cartId}) AS lines`,
          );
          if (!signature) {
            throw new StoredeskError(
              'invalid_data',
              'Cart related to canceled swap cannot be completed',
              'swap_canceled',
            );
          }
          // What was read before the lock must be what is confirmed (as checkout checks).
          const read = [
            [...cart.items]
              .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
              .map((item) => `${item.id}x${item.quantity}@${item.unit_price}`)
              .join(','),
            [...cart.shipping_methods]
              .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
              .map((method) => `${method.id}@${method.price}`)
              .join(','),
          ].join('|');
          if (signature.lines !== read) {
            throw new StoredeskError(
              'conflict',
              'The cart changed while it was being completed; complete it again.',
              'cart_changed',
            );
          }
          await reserveVariants(
            tx,
            storeId,
            newLines.map((item) => ({
              lineItemId: item.id,
              variantId: item.variant_id!,
              quantity: item.quantity,
            })),
            { salesChannelId: cart.sales_channel_id },
          );
          const session = cart.payment_session;
          await tx.execute(sql`WITH paid AS (
                INSERT INTO payment (store_id, id, cart_id, order_id, swap_id, amount,
                  currency_code, provider_id, data, idempotency_key)
                SELECT ${storeId}, ${paymentId}, ${cartId}, ${swap.order_id}, ${swap.id},
                  ${cart.total}::int, ${cart.region?.currency_code ?? ''},
                  ${session?.provider_id ?? ''}, ${JSON.stringify(authorized?.data ?? {})}::jsonb,
                  ${session ? authorizeKey(cartId, session.id, cart.total) : null}
                WHERE ${paymentId}::text IS NOT NULL
              ), methods AS (
                UPDATE shipping_method SET swap_id = ${swap.id}, updated_at = now()
                WHERE store_id = ${storeId} AND cart_id = ${cartId}
              )
              ${eventSql(storeId, swap.order_id, 'swap_confirmed', null, {
                swap_id: swap.id,
                difference_due: cart.total,
              })}`);
        }),
      );
    } catch (error) {
      if (
        error instanceof StockShortageError ||
        (error instanceof StoredeskError &&
          (error.code === 'cart_changed' || error.code === 'swap_canceled'))
      ) {
        await releaseAuthorization(payment, storeId, cart);
      }
      throw error;
    }
    return confirmed(storeId, swap.id);
  }
}

export type SwapCheckout = ReturnType<typeof createSwapCheckout>;
