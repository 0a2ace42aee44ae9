import { sql } from 'drizzle-orm';
import type { AdminContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { PaymentProviderError } from '../../platform/providers/payment.js';
import { providerRefusal } from '../carts/payment-sessions.js';
import {
  createProviderCalls,
  eventSql,
  mailFor,
  mailSql,
  readOrder,
  refused,
  type OrderAdminDeps,
  type PaymentClaim,
} from './orders.admin.shared.js';
import { REFUNDED_MAIL } from './orders.mail.js';
import type { WireOrder } from './orders.mapper.js';

/*
 * Staff giving back what was captured of an order's payment. A refund is written `pending`
 * before the provider is asked and `succeeded` after; one the provider left unanswered is asked
 * again by resumePendingRefunds with its own key, so a customer is never refunded twice.
 */

export interface RefundInput {
  amount: number;
  reason: string;
  note?: string | null | undefined;
  no_notification?: boolean | undefined;
}

/** What a refund claim is made of (the refund row's columns). */
export interface RefundClaim {
  storeId: string;
  orderId: string;
  refundId: string;
  amount: number;
  reason: string;
  note?: string | null | undefined;
  actorId: string | null;
  metadata?: Record<string, unknown> | undefined;
  /** The payment to refund (`/admin/payments/{id}/refund`); else the order's first captured. */
  paymentId?: string | undefined;
}

/**
 * The statement that claims a refund: it raises the order's captured payment's
 * `amount_refunded` only while that stays within what was captured, and writes the `pending`
 * refund row with it; it answers the payment claimed, or no row when the refund would pass the
 * capture (or the order has none, or is archived). Returns use it in their receipt's
 * transaction (modules/returns).
 */
export const refundClaimSql = (claim: RefundClaim) => {
  const { storeId, orderId: id, refundId, amount } = claim;
  return sql`WITH target AS (
      SELECT p.id FROM payment p
      WHERE p.store_id = ${storeId} AND p.order_id = ${id}
        AND p.captured_at IS NOT NULL AND p.canceled_at IS NULL
        AND (${claim.paymentId ?? null}::text IS NULL OR p.id = ${claim.paymentId ?? null})
      ORDER BY p.created_at, p.id LIMIT 1
    ), raised AS (
      UPDATE payment p SET amount_refunded = p.amount_refunded + ${amount}::int,
        updated_at = now()
      FROM target, "order" o
      WHERE p.store_id = ${storeId} AND p.id = target.id
        AND o.store_id = p.store_id AND o.id = p.order_id
        AND o.status <> 'archived'
        AND p.amount_refunded + ${amount}::int <= p.amount_captured
      RETURNING p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
        p.currency_code, p.data, o.email, o.customer_id
    ), made AS (
      INSERT INTO refund (store_id, id, order_id, payment_id, amount, reason, note,
        created_by, idempotency_key, metadata)
      SELECT ${storeId}, ${refundId}, ${id}, raised.id, ${amount}::int,
        ${claim.reason}, ${claim.note ?? null}, ${claim.actorId},
        ${`${refundId}:refund`}, ${claim.metadata ? JSON.stringify(claim.metadata) : null}::jsonb
      FROM raised
    )
    SELECT * FROM raised`;
};

/**
 * A test seam where a crash would hit a refund: the provider refunded, the refund not yet
 * recorded. A hook that throws stands for the process dying there; orders.crash-points.ts kills
 * a real process there (`after-refund`).
 */
export interface RefundHooks {
  afterProviderRefund?(refundId: string): Promise<void> | void;
}

const refundHooksByDb = new WeakMap<object, RefundHooks>();

/** Sets the refund hooks of a database (tests and the crash points only). */
export function setRefundHooks(db: object, hooks: RefundHooks): void {
  refundHooksByDb.set(db, hooks);
}

export function createOrderRefunds(deps: OrderAdminDeps) {
  const { db, mailOutbox } = deps;
  const { providerOf, contextFor } = createProviderCalls(deps);

  return {
    /**
     * Gives back `amount` of what was captured. The refund row and the payment's refunded
     * amount are written by one statement that refuses to pass the capture, before the provider
     * is asked; a refusal by the provider takes both back.
     */
    async refund(
      ctx: AdminContext,
      id: string,
      input: RefundInput,
      paymentId?: string,
    ): Promise<WireOrder> {
      const { storeId } = ctx;
      const refundId = newId('ref');
      const [claimed] = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<PaymentClaim>(
            tx,
            refundClaimSql({
              storeId,
              orderId: id,
              refundId,
              amount: input.amount,
              reason: input.reason,
              note: input.note,
              actorId: ctx.actor.userId,
              paymentId,
            }),
          ),
        { catalog: false },
      );
      if (!claimed) {
        const order = await readOrder(db, storeId, id);
        const captured = order.payments.find(
          (payment) =>
            payment.captured_at && !payment.canceled_at && (!paymentId || payment.id === paymentId),
        );
        if (!captured) {
          throw refused('The order has no captured payment to refund', 'not_captured');
        }
        const left =
          Number((captured as { amount_captured?: number | null }).amount_captured ?? 0) -
          captured.amount_refunded;
        throw refused(
          `amount: Refund amount cannot be greater than the amount captured and not yet refunded (${left})`,
          'refund_too_large',
        );
      }
      await settle(storeId, id, refundId, claimed, input.amount, input.no_notification);
      return readOrder(db, storeId, id);
    },

    settle,

    /**
     * Finishes refunds left `pending` (the provider did not answer, or the process died between
     * the provider and the record): each is asked again with its own key, so a provider that
     * already refunded answers that refund instead of paying twice. A refund is taken by one
     * sweeper at a time (its `updated_at` is the claim). Runs every minute in each server
     * process (main.ts); answers how many it settled.
     */
    async resumePendingRefunds(olderThanMs = 60_000): Promise<number> {
      const due = (
        (await db.execute(sql`UPDATE refund r SET updated_at = now()
          WHERE (r.store_id, r.id) IN (
            SELECT store_id, id FROM refund WHERE status = 'pending'
              AND updated_at < now() - ${`${olderThanMs} milliseconds`}::interval
            ORDER BY updated_at LIMIT 50 FOR UPDATE SKIP LOCKED)
          RETURNING r.store_id, r.id, r.order_id, r.payment_id, r.amount`)) as unknown as {
          rows: Array<{ store_id: string; id: string; order_id: string; amount: number }>;
        }
      ).rows;
      let settled = 0;
      for (const refund of due) {
        const storeId = refund.store_id;
        const [payment] = await withTenantTx(
          db,
          storeId,
          (tx) =>
            rowsOf<PaymentClaim>(
              tx,
              sql`SELECT p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
                  p.currency_code, p.data, o.email, o.customer_id
                FROM refund r
                JOIN payment p ON p.store_id = r.store_id AND p.id = r.payment_id
                JOIN "order" o ON o.store_id = p.store_id AND o.id = p.order_id
                WHERE r.store_id = ${storeId} AND r.id = ${refund.id}`,
            ),
          { catalog: false },
        );
        if (!payment) continue;
        try {
          const context = await contextFor(
            storeId,
            refund.order_id,
            payment,
            Number(refund.amount),
            `${refund.id}:refund`,
          );
          const data = await providerOf(payment.provider_id).refund(context, payment.data);
          providerAnswered(refund.id, context.idempotencyKey);
          const mailId = await recordRefund(storeId, refund.id, data, undefined);
          if (mailId) mailOutbox.send(storeId, mailId);
          settled += 1;
        } catch (error) {
          await settleFailedRefund(storeId, refund.id, error).catch(() => undefined);
        }
      }
      return settled;
    },
  };

  /**
   * Asks the provider for a refund claimed by refundClaimSql (after its transaction committed)
   * and records its answer; a refusal takes the claim back and throws, a provider that does not
   * answer leaves the refund pending for resumePendingRefunds.
   */
  async function settle(
    storeId: string,
    orderId: string,
    refundId: string,
    claimed: PaymentClaim,
    amount: number,
    noNotification: boolean | null | undefined,
  ): Promise<void> {
    let data: Record<string, unknown>;
    try {
      const context = await contextFor(storeId, orderId, claimed, amount, `${refundId}:refund`);
      data = await providerOf(claimed.provider_id).refund(context, claimed.data);
      providerAnswered(refundId, context.idempotencyKey);
    } catch (error) {
      await settleFailedRefund(storeId, refundId, error);
      throw error;
    }
    await refundHooksByDb.get(db)?.afterProviderRefund?.(refundId);
    const mailId = await recordRefund(storeId, refundId, data, noNotification ?? undefined);
    if (mailId) mailOutbox.send(storeId, mailId);
  }

  /** Logged for each refund a provider made, with the key it was asked with (crash tests). */
  function providerAnswered(refundId: string, key: string) {
    deps.logger.info({ refundId, key }, 'refund answered by the payment provider');
  }

  /**
   * A provider call for a refund failed. A refusal (PaymentProviderError: the provider answered
   * no) takes the refund back: its row and the amount it raised. Anything else (a timeout, a
   * dropped connection) may have refunded all the same: the refund stays pending, logged, for
   * resumePendingRefunds to ask again with the same key.
   */
  async function settleFailedRefund(storeId: string, refundId: string, error: unknown) {
    if (error instanceof PaymentProviderError || error instanceof StoredeskError) {
      await withTenantTx(
        db,
        storeId,
        (tx) =>
          tx.execute(sql`WITH gone AS (
              DELETE FROM refund WHERE store_id = ${storeId} AND id = ${refundId}
                AND status = 'pending' RETURNING payment_id, amount
            )
            UPDATE payment p SET amount_refunded = p.amount_refunded - gone.amount
            FROM gone WHERE p.store_id = ${storeId} AND p.id = gone.payment_id`),
        { catalog: false },
      );
      providerRefusal(error);
    }
    deps.logger.warn(
      { storeId, refundId, err: error instanceof Error ? error.message : String(error) },
      'refund pending: the payment provider did not answer; it is asked again within minutes',
    );
    throw new StoredeskError(
      'conflict',
      'The payment provider did not answer. The refund is recorded as pending and is completed automatically within a few minutes; do not refund again.',
      'refund_pending',
    );
  }

  /**
   * Records what the provider answered for a pending refund: the refund succeeded, the
   * payment's data, the order's payment status, its timeline and (unless staff said not to) the
   * customer's mail, once: nothing is written when the refund is no longer pending. Answers the
   * mail's id to send.
   */
  async function recordRefund(
    storeId: string,
    refundId: string,
    data: Record<string, unknown>,
    noNotification: boolean | undefined,
  ): Promise<string | null> {
    return withTenantTx(
      db,
      storeId,
      async (tx) => {
        const [refund] = await rowsOf<{
          order_id: string;
          payment_id: string;
          amount: number;
          reason: string;
          note: string | null;
          created_by: string | null;
        }>(
          tx,
          sql`UPDATE refund SET status = 'succeeded', updated_at = now()
            WHERE store_id = ${storeId} AND id = ${refundId} AND status = 'pending'
            RETURNING order_id, payment_id, amount, reason, note, created_by`,
        );
        if (!refund) return null;
        const orderId = refund.order_id;
        const mail = await mailFor(tx, mailOutbox, storeId, orderId, noNotification);
        await tx.execute(sql`WITH paid AS (
            UPDATE payment SET data = ${JSON.stringify(data)}::jsonb, updated_at = now()
            WHERE store_id = ${storeId} AND id = ${refund.payment_id}
          ), status AS (
            UPDATE "order" o SET payment_status = CASE
                WHEN (SELECT sum(p.amount_refunded) >= sum(coalesce(p.amount_captured, 0))
                  FROM payment p WHERE p.store_id = o.store_id AND p.order_id = o.id
                    AND p.canceled_at IS NULL)
                THEN 'refunded' ELSE 'partially_refunded' END,
              updated_at = now()
            WHERE o.store_id = ${storeId} AND o.id = ${orderId} AND o.status <> 'canceled'
          ), event AS (${eventSql(storeId, orderId, 'refunded', refund.created_by, {
            amount: Number(refund.amount),
            reason: refund.reason,
            note: refund.note,
            refund_id: refundId,
          })})
          ${mailSql(storeId, mail, REFUNDED_MAIL, orderId, refundId)}`);
        return mail;
      },
      { catalog: false },
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Finishes refunds left pending (app.ts; main.ts runs it every minute). */
    resumePendingRefunds(olderThanMs?: number): Promise<number>;
  }
}
