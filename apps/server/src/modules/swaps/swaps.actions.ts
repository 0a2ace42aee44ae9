import { sql } from 'drizzle-orm';
import type { AdminContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  eventSql,
  refused,
  type OrderAdminDeps,
  type PaymentClaim,
} from '../orders/orders.admin.shared.js';
import {
  createOrderFulfilment,
  type FulfillmentInput,
  type ShipmentInput,
} from '../orders/orders.fulfilment.js';
import { createOrderPayments } from '../orders/orders.payments.js';
import { createOrderRefunds, refundClaimSql } from '../orders/orders.refunds.js';
import { cancelReturnSql } from '../returns/returns.receive.js';
import { releaseLinesSql } from '../stock/stock.js';
import { swapNotFound } from './swaps.read.js';

/*
 * What staff do with a confirmed exchange (Medusa v1 `/admin/orders/{id}/swaps/{swap_id}/...`):
 * settle its difference (capture what the shopper paid, or refund what the store owes), send
 * the new items (the order fulfilment's statements, scoped to the swap), and cancel it. Each
 * change checks the swap's state in the statement that makes it.
 */

interface SwapState {
  id: string;
  order_id: string;
  payment_status: string;
  fulfillment_status: string;
  difference_due: number | null;
  confirmed_at: string | null;
  canceled_at: string | null;
  no_notification: boolean | null;
}

async function stateOf(tx: Tx, storeId: string, orderId: string, swapId: string) {
  const [row] = await rowsOf<SwapState>(
    tx,
    sql`SELECT id, order_id, payment_status, fulfillment_status, difference_due::float8 AS difference_due,
        confirmed_at, canceled_at, no_notification
      FROM swap WHERE store_id = ${storeId} AND id = ${swapId} AND order_id = ${orderId}
        AND deleted_at IS NULL`,
  );
  if (!row) throw swapNotFound(swapId);
  return row;
}

/** Payment states after which the difference is settled. */
const SETTLED = ['captured', 'difference_refunded', 'partially_refunded', 'refunded'];

export function createSwapActions(deps: OrderAdminDeps) {
  const { db } = deps;
  const fulfilment = createOrderFulfilment(deps);
  const payments = createOrderPayments(deps);
  const refunds = createOrderRefunds(deps);
  const read = (storeId: string, orderId: string, swapId: string) =>
    withTenantTx(db, storeId, (tx) => stateOf(tx, storeId, orderId, swapId), { catalog: false });

  /** A swap that may change: confirmed by the shopper (when asked) and not canceled. */
  async function live(storeId: string, orderId: string, swapId: string, confirmed: boolean) {
    const state = await read(storeId, orderId, swapId);
    if (state.canceled_at) throw refused('The exchange is canceled', 'swap_canceled');
    if (confirmed && !state.confirmed_at) {
      throw refused(
        "Cannot process a swap that hasn't been confirmed by the customer",
        'swap_not_confirmed',
      );
    }
    return state;
  }

  return {
    /**
     * Settles the difference (v1 process-payment): a positive one is captured from the swap's
     * payment, a negative one refunded from the order's, once: the swap's payment status moves
     * in the statement that claims the refund, so two requests at once give one refund.
     */
    async processPayment(ctx: AdminContext, orderId: string, swapId: string): Promise<void> {
      const { storeId } = ctx;
      const state = await live(storeId, orderId, swapId, true);
      if (SETTLED.includes(state.payment_status)) return;
      const due = Number(state.difference_due ?? 0);
      if (due > 0) {
        await payments.capture(ctx, orderId, undefined, swapId);
        return;
      }
      const refundId = newId('ref');
      const claim = await withTenantTx(
        db,
        storeId,
        async (tx) => {
          const [moved] = await rowsOf<{ id: string }>(
            tx,
            sql`UPDATE swap SET payment_status = 'difference_refunded', updated_at = now()
              WHERE store_id = ${storeId} AND id = ${swapId} AND canceled_at IS NULL
                AND payment_status IN ('awaiting', 'confirmed', 'requires_action')
              RETURNING id`,
          );
          if (!moved) return 'settled' as const;
          if (due === 0) {
            await tx.execute(
              eventSql(storeId, orderId, 'swap_settled', ctx.actor.userId, { swap_id: swapId }),
            );
            return null;
          }
          const [claimed] = await rowsOf<PaymentClaim>(
            tx,
            refundClaimSql({
              storeId,
              orderId,
              refundId,
              amount: -due,
              reason: 'swap',
              note: null,
              actorId: ctx.actor.userId,
            }),
          );
          if (!claimed) throw new NothingToRefund();
          return claimed;
        },
        { catalog: false },
      ).catch(async (error: unknown) => {
        if (!(error instanceof NothingToRefund)) throw error;
        await markRequiresAction(storeId, swapId);
        throw refused(
          `The order has less captured and not yet refunded than the ${-due} the exchange gives back; refund it from the order's page`,
          'refund_too_large',
        );
      });
      if (!claim || claim === 'settled') return;
      try {
        await refunds.settle(storeId, orderId, refundId, claim, -due, state.no_notification);
      } catch (error) {
        // Refused by the provider: the claim was taken back; staff settle it by hand. A
        // provider that did not answer leaves the refund pending, asked again within minutes.
        if (!(error instanceof StoredeskError && error.code === 'refund_pending')) {
          await markRequiresAction(storeId, swapId);
        }
        throw error;
      }
    },

    /** Fulfils every new item of a confirmed swap (v1 fulfils them all at once). */
    async fulfil(
      ctx: AdminContext,
      orderId: string,
      swapId: string,
      input: Omit<FulfillmentInput, 'items'>,
    ): Promise<void> {
      const { storeId } = ctx;
      await live(storeId, orderId, swapId, true);
      const lines = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<{ item_id: string; quantity: number }>(
            tx,
            sql`SELECT id AS item_id, quantity - coalesce(fulfilled_quantity, 0) AS quantity
              FROM line_item WHERE store_id = ${storeId} AND swap_id = ${swapId}
                AND quantity > coalesce(fulfilled_quantity, 0)
              ORDER BY created_at, id`,
          ),
        { catalog: false },
      );
      if (lines.length === 0) {
        throw refused('The exchange has nothing left to fulfil', 'over_fulfillment');
      }
      await fulfilment.fulfil(ctx, { orderId, swapId }, { ...input, items: lines });
    },

    async cancelFulfillment(
      ctx: AdminContext,
      orderId: string,
      swapId: string,
      fulfillmentId: string,
    ): Promise<void> {
      await read(ctx.storeId, orderId, swapId);
      await fulfilment.cancelFulfilment(ctx, { orderId, swapId }, fulfillmentId);
    },

    async ship(
      ctx: AdminContext,
      orderId: string,
      swapId: string,
      input: ShipmentInput,
    ): Promise<void> {
      await live(ctx.storeId, orderId, swapId, true);
      await fulfilment.ship(ctx, { orderId, swapId }, input);
    },

    /**
     * Cancels a swap whose difference is not settled and that has no live fulfilment (v1's
     * rules): its return, if not received, is canceled with it (its units free again), the new
     * items' stock is released, and an authorised payment is voided.
     */
    async cancel(ctx: AdminContext, orderId: string, swapId: string): Promise<void> {
      const { storeId } = ctx;
      const done = await withTenantTx(db, storeId, async (tx) => {
        const [canceled] = await rowsOf<{ id: string }>(
          tx,
          sql`UPDATE swap s SET canceled_at = now(), payment_status = 'canceled',
              fulfillment_status = 'canceled', updated_at = now()
            WHERE s.store_id = ${storeId} AND s.id = ${swapId} AND s.order_id = ${orderId}
              AND s.canceled_at IS NULL
              AND s.payment_status <> ALL(${`{${SETTLED.join(',')}}`}::text[])
              AND NOT EXISTS (SELECT 1 FROM fulfillment f WHERE f.store_id = s.store_id
                AND f.swap_id = s.id AND f.canceled_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM "return" r WHERE r.store_id = s.store_id
                AND r.swap_id = s.id AND r.status = 'received')
            RETURNING s.id`,
        );
        if (!canceled) return false;
        await tx.execute(cancelReturnSql(storeId, sql`r.swap_id = ${swapId}`));
        await tx.execute(sql`${releaseLinesSql(
          storeId,
          sql`SELECT li.id FROM line_item li WHERE li.store_id = ${storeId} AND li.swap_id = ${swapId}`,
        )}, event AS (${eventSql(storeId, orderId, 'swap_canceled', ctx.actor.userId, {
          swap_id: swapId,
        })})
        UPDATE cart SET deleted_at = now(), updated_at = now()
        WHERE store_id = ${storeId} AND id = (SELECT cart_id FROM swap
          WHERE store_id = ${storeId} AND id = ${swapId}) AND completed_at IS NULL`);
        return true;
      });
      if (!done) {
        const state = await read(storeId, orderId, swapId);
        if (state.canceled_at) return;
        if (SETTLED.includes(state.payment_status)) {
          throw refused(
            'Cannot cancel an exchange whose difference was captured or refunded',
            'swap_settled',
          );
        }
        throw refused(
          'Cancel the fulfilments of the exchange (and make sure its return was not received) before canceling it',
          'swap_has_fulfillments',
        );
      }
      await payments.settleCanceled(ctx, orderId, swapId);
    },
  };

  async function markRequiresAction(storeId: string, swapId: string) {
    await withTenantTx(
      db,
      storeId,
      (tx) =>
        tx.execute(sql`UPDATE swap SET payment_status = 'requires_action', updated_at = now()
          WHERE store_id = ${storeId} AND id = ${swapId} AND canceled_at IS NULL`),
      { catalog: false },
    );
  }
}

/** Thrown in the refund's transaction when the order has too little captured left. */
class NothingToRefund extends Error {}

export type SwapActions = ReturnType<typeof createSwapActions>;
