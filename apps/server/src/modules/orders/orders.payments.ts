import { sql } from 'drizzle-orm';
import type { AdminContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { PaymentProviderError } from '../../platform/providers/payment.js';
import { providerRefusal } from '../carts/payment-sessions.js';
import {
  createProviderCalls,
  eventSql,
  orderStateOf,
  readOrder,
  refused,
  type OrderAdminDeps,
  type PaymentClaim,
} from './orders.admin.shared.js';
import type { WireOrder } from './orders.mapper.js';

/*
 * The money of an order other than refunds (orders.refunds.ts): staff capturing its authorised
 * payment, and a canceled order's payments voided or given back.
 */

/** How long a capture holds its payment while the provider is asked. */
const CAPTURE_LEASE = '2 minutes';

export function createOrderPayments(
  deps: Pick<OrderAdminDeps, 'db' | 'config' | 'logger' | 'providers'>,
) {
  const { db } = deps;
  const { providerOf, contextFor } = createProviderCalls(deps);

  return {
    /**
     * Captures the order's authorised payment, all of it or `amount` of it (a partial capture
     * releases the rest, as card networks do). With `swapId`, the payment of that exchange's
     * difference instead (modules/swaps), whose status then turns `captured`.
     */
    async capture(
      ctx: AdminContext,
      id: string,
      amount?: number,
      swapId?: string,
      paymentId?: string,
    ): Promise<WireOrder> {
      const { storeId } = ctx;
      // An order edit's payment (`paymentId`) is captured on its own, never with the order's.
      const whose = paymentId
        ? sql`p.id = ${paymentId}`
        : swapId
          ? sql`p.swap_id = ${swapId}`
          : sql`p.swap_id IS NULL AND p.payment_collection_id IS NULL`;
      const [claimed] = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<PaymentClaim>(
            tx,
            sql`UPDATE payment p SET capture_claimed_until = now() + ${CAPTURE_LEASE}::interval,
                updated_at = now()
              FROM "order" o
              WHERE p.store_id = ${storeId} AND p.order_id = ${id} AND ${whose}
                AND o.store_id = p.store_id AND o.id = p.order_id
                AND o.status NOT IN ('canceled', 'archived')
                AND p.captured_at IS NULL AND p.canceled_at IS NULL
                AND (p.capture_claimed_until IS NULL OR p.capture_claimed_until < now())
                AND (${amount ?? null}::int IS NULL OR p.amount >= ${amount ?? 0}::int)
              RETURNING p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
                p.currency_code, p.data, o.email, o.customer_id`,
          ),
        { catalog: false },
      );
      if (!claimed) {
        const state = await orderStateOf(db, storeId, id);
        const order = await readOrder(db, storeId, id);
        const payment = order.payments.find((p) =>
          paymentId ? p.id === paymentId : (p.swap_id ?? undefined) === swapId,
        );
        if (state.status === 'canceled' || state.status === 'archived') {
          throw refused(`A ${state.status} order's payment cannot be captured`, 'order_closed');
        }
        if (!payment) throw refused('The order has no payment to capture', 'no_payment');
        if (payment.captured_at)
          throw refused('The payment is already captured', 'already_captured');
        if (amount !== undefined && amount > payment.amount) {
          throw refused(
            `amount: cannot capture more than the ${payment.amount} authorised`,
            'capture_too_large',
          );
        }
        throw new StoredeskError(
          'conflict',
          'The payment is being captured by another request; try again in a moment',
          'capture_in_progress',
        );
      }
      const taken = amount ?? Number(claimed.amount);
      let data: Record<string, unknown>;
      try {
        const context = await contextFor(
          storeId,
          id,
          claimed,
          taken,
          `${claimed.id}:${taken}:capture`,
        );
        data = await providerOf(claimed.provider_id).capture(context, claimed.data);
      } catch (error) {
        if (!(error instanceof PaymentProviderError || error instanceof StoredeskError)) {
          // No answer (a timeout): the capture may have happened. The claim holds until its
          // lease ends; a capture then asks the provider again with the same key.
          deps.logger.warn(
            {
              storeId,
              paymentId: claimed.id,
              err: error instanceof Error ? error.message : String(error),
            },
            'capture unanswered by the payment provider',
          );
          throw new StoredeskError(
            'conflict',
            'The payment provider did not answer. Capture again in two minutes: the provider is asked with the same key, so the payment is never taken twice.',
            'capture_pending',
          );
        }
        await withTenantTx(
          db,
          storeId,
          (tx) =>
            tx.execute(sql`UPDATE payment SET capture_claimed_until = NULL
              WHERE store_id = ${storeId} AND id = ${claimed.id} AND captured_at IS NULL`),
          { catalog: false },
        );
        providerRefusal(error);
      }
      await withTenantTx(
        db,
        storeId,
        (tx) =>
          tx.execute(sql`WITH captured AS (
              UPDATE payment SET captured_at = now(), amount_captured = ${taken}::int,
                data = ${JSON.stringify(data)}::jsonb, capture_claimed_until = NULL,
                updated_at = now()
              WHERE store_id = ${storeId} AND id = ${claimed.id} AND captured_at IS NULL
              RETURNING id
            ), event AS (${eventSql(storeId, id, 'payment_captured', ctx.actor.userId, {
              amount: taken,
              payment_id: claimed.id,
              ...(swapId && { swap_id: swapId }),
            })})
            ${
              paymentId
                ? sql`SELECT 1`
                : swapId
                  ? sql`UPDATE swap SET payment_status = 'captured', updated_at = now()
                  WHERE store_id = ${storeId} AND id = ${swapId} AND EXISTS (SELECT 1 FROM captured)`
                  : sql`UPDATE "order" o SET payment_status = 'captured', updated_at = now()
                  WHERE o.store_id = ${storeId} AND o.id = ${id} AND EXISTS (SELECT 1 FROM captured)`
            }`),
        { catalog: false },
      );
      return readOrder(db, storeId, id);
    },

    /**
     * After a cancel: each payment not yet settled is voided (authorised only) or refunded (what
     * was captured and not given back), then marked canceled. A provider's refusal leaves the
     * payment as it was, logged, for staff to settle by hand. With `swapId`, the payment of that
     * canceled exchange only (the order's own status stays).
     */
    async settleCanceled(ctx: AdminContext, id: string, swapId?: string): Promise<void> {
      const { storeId } = ctx;
      const whose = swapId ? sql`AND p.swap_id = ${swapId}` : sql``;
      const payments = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<PaymentClaim & { captured_at: Date | null }>(
            tx,
            sql`SELECT p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
                p.currency_code, p.data, p.captured_at, o.email, o.customer_id
              FROM payment p JOIN "order" o ON o.store_id = p.store_id AND o.id = p.order_id
              WHERE p.store_id = ${storeId} AND p.order_id = ${id} AND p.canceled_at IS NULL
                ${whose}`,
          ),
        { catalog: false },
      );
      for (const payment of payments) {
        try {
          const provider = providerOf(payment.provider_id);
          let data: Record<string, unknown>;
          let refunded = 0;
          if (payment.captured_at) {
            refunded = Number(payment.amount_captured ?? 0) - Number(payment.amount_refunded);
            data =
              refunded > 0
                ? await provider.refund(
                    await contextFor(storeId, id, payment, refunded, `${payment.id}:cancel-refund`),
                    payment.data,
                  )
                : payment.data;
          } else {
            data = await provider.cancel(
              await contextFor(
                storeId,
                id,
                payment,
                Number(payment.amount),
                `${payment.id}:cancel`,
              ),
              payment.data,
            );
          }
          await withTenantTx(
            db,
            storeId,
            (tx) =>
              tx.execute(sql`WITH settled AS (
                  UPDATE payment SET canceled_at = now(), data = ${JSON.stringify(data)}::jsonb,
                    amount_refunded = amount_refunded + ${refunded}::int, updated_at = now()
                  WHERE store_id = ${storeId} AND id = ${payment.id} AND canceled_at IS NULL
                  RETURNING id
                ), event AS (${eventSql(
                  storeId,
                  id,
                  refunded > 0 ? 'refunded' : 'payment_canceled',
                  ctx.actor.userId,
                  {
                    amount: refunded > 0 ? refunded : Number(payment.amount),
                    reason: swapId ? 'swap' : 'other',
                    note: swapId ? 'exchange canceled' : 'order canceled',
                    ...(swapId && { swap_id: swapId }),
                  },
                )})
                UPDATE "order" SET payment_status = 'canceled', updated_at = now()
                WHERE store_id = ${storeId} AND id = ${id} AND ${swapId ?? null}::text IS NULL
                  AND EXISTS (SELECT 1 FROM settled)`),
            { catalog: false },
          );
        } catch (error) {
          deps.logger.warn(
            {
              orderId: id,
              paymentId: payment.id,
              storeId,
              err: error instanceof Error ? error.message : String(error),
            },
            'order canceled but its payment was not settled; settle it with the provider by hand',
          );
        }
      }
    },
  };
}
