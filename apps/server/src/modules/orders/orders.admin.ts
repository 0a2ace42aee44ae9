import { sql } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import {
  PaymentProviderError,
  type PaymentContext,
  type StorePaymentProvider,
} from '../../platform/providers/payment.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { providerRefusal } from '../carts/payment-sessions.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { CANCELED_MAIL, REFUNDED_MAIL, SHIPPED_MAIL } from './orders.mail.js';
import { toOrder, type WireOrder } from './orders.mapper.js';
import { readOrderRows, type AdminOrderFilter, type OrderSelection } from './orders.query.js';
import { rowsOf } from '../../platform/db/json.js';

/*
 * What staff do with an order (Medusa v1 admin API): edit it, complete, cancel or archive it,
 * capture and refund its payment, fulfil its items from a stock location, ship and cancel
 * fulfilments. README, "Orders back office".
 *
 * Every change checks the order's current state in the statement that makes it (an UPDATE whose
 * WHERE is the rule), so two staff acting at once, or a retried request, never pass a rule: a
 * refund never above what was captured, never more fulfilled than ordered, a shipment only of a
 * live fulfilment. Money moves through the order's payment provider OUTSIDE any transaction (a
 * provider can take seconds), between a claim written before (the capture's lease, the refund's
 * pending row) and the record written after; a provider's refusal undoes the claim. Each change
 * writes its line of the order's timeline (order_event) in the same transaction.
 */

const refused = (message: string, code?: string) =>
  new StoredeskError('invalid_data', message, code);

const notFound = (id: string) =>
  new StoredeskError('not_found', `Order with id: ${id} was not found`);

/** How long a capture holds its payment while the provider is asked. */
const CAPTURE_LEASE = '2 minutes';

export interface OrderUpdate {
  email?: string | undefined;
  metadata?: Record<string, unknown> | null | undefined;
  no_notification?: boolean | undefined;
  shipping_address?: AddressInput | undefined;
  billing_address?: AddressInput | undefined;
}

export interface AddressInput {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  company?: string | null | undefined;
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  city?: string | null | undefined;
  province?: string | null | undefined;
  postal_code?: string | null | undefined;
  country_code?: string | null | undefined;
  phone?: string | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

export interface RefundInput {
  amount: number;
  reason: string;
  note?: string | null | undefined;
  no_notification?: boolean | undefined;
}

export interface FulfillmentInput {
  items: ReadonlyArray<{ item_id: string; quantity: number }>;
  location_id?: string | undefined;
  no_notification?: boolean | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export interface ShipmentInput {
  fulfillment_id: string;
  tracking_numbers?: readonly string[] | undefined;
  no_notification?: boolean | undefined;
}

/** A line of the order's timeline, as a CTE-able INSERT (one statement with the change). */
const eventSql = (
  storeId: string,
  orderId: string,
  kind: string,
  actor: string | null,
  data: Record<string, unknown> = {},
) => sql`INSERT INTO order_event (store_id, id, order_id, kind, data, actor_id)
  VALUES (${storeId}, ${newId('oev')}, ${orderId}, ${kind}, ${JSON.stringify(data)}::jsonb, ${actor})`;

/** The order's fulfilment status from its lines, after a change to them (same transaction). */
const refreshFulfillmentStatus = (storeId: string, orderId: string) =>
  sql`UPDATE "order" o SET fulfillment_status = s.status, updated_at = now()
    FROM (SELECT CASE
        WHEN bool_and(coalesce(li.shipped_quantity, 0) >= li.quantity) THEN 'shipped'
        WHEN bool_or(coalesce(li.shipped_quantity, 0) > 0) THEN 'partially_shipped'
        WHEN bool_and(coalesce(li.fulfilled_quantity, 0) >= li.quantity) THEN 'fulfilled'
        WHEN bool_or(coalesce(li.fulfilled_quantity, 0) > 0) THEN 'partially_fulfilled'
        ELSE 'not_fulfilled' END AS status
      FROM line_item li WHERE li.store_id = ${storeId} AND li.order_id = ${orderId}) s
    WHERE o.store_id = ${storeId} AND o.id = ${orderId} AND o.status <> 'canceled'`;

interface PaymentClaim {
  id: string;
  provider_id: string;
  amount: number;
  amount_captured: number | null;
  amount_refunded: number;
  currency_code: string;
  data: Record<string, unknown>;
  email: string;
  customer_id: string | null;
}

export function createOrderAdmin(deps: AppDeps & ProviderDeps & OutboxDeps) {
  const { db, providers, mailOutbox } = deps;
  const paymentProviders = createPaymentProvidersService(deps);

  async function read(storeId: string, id: string): Promise<WireOrder> {
    const { rows } = await readOrderRows(db, storeId, { id }, { limit: 1, offset: 0 });
    if (!rows[0]) throw notFound(id);
    return toOrder(rows[0]);
  }

  /** Why a conditional change of the order found nothing to change: 404, or the state in the way. */
  async function stateOf(storeId: string, id: string) {
    const [row] = await withTenantTx(
      db,
      storeId,
      (tx) =>
        rowsOf<{ status: string; payment_status: string; fulfillment_status: string }>(
          tx,
          sql`SELECT status, payment_status, fulfillment_status FROM "order"
            WHERE store_id = ${storeId} AND id = ${id}`,
        ),
      { catalog: false },
    );
    if (!row) throw notFound(id);
    return row;
  }

  function providerOf(id: string): StorePaymentProvider {
    const provider = providers.payment(id);
    if (!provider) throw refused(`payment: the provider ${id} is not available on this server`);
    return provider;
  }

  async function contextFor(
    storeId: string,
    orderId: string,
    payment: PaymentClaim,
    amount: number,
    idempotencyKey: string,
  ): Promise<PaymentContext> {
    const settings = await paymentProviders.settingsFor(db, storeId, payment.provider_id);
    if (!settings) {
      throw refused(
        `payment: the store has no settings for ${payment.provider_id} any more; enter them again in Settings`,
        'not_configured',
      );
    }
    return {
      storeId,
      currencyCode: payment.currency_code,
      amount,
      resourceId: orderId,
      email: payment.email,
      customerId: payment.customer_id,
      idempotencyKey,
      settings,
    };
  }

  /** Queues an order's mail with the change (null: staff asked for no notification). */
  const mailSql = (
    storeId: string,
    id: string | null,
    template: string,
    orderId: string,
    detail: string | null,
  ) =>
    id
      ? sql`INSERT INTO mail_outbox (store_id, id, template, ref, detail)
          SELECT ${storeId}, ${id}, ${template}, ${orderId}, ${detail}`
      : sql`SELECT 1`;

  /** A mail id when the change should tell the customer, from the request and the order. */
  async function mailFor(
    tx: Tx,
    storeId: string,
    orderId: string,
    noNotification: boolean | undefined,
  ): Promise<string | null> {
    if (!mailOutbox.enabled || noNotification === true) return null;
    if (noNotification === false) return newId('mail');
    const [row] = await rowsOf<{ no_notification: boolean | null }>(
      tx,
      sql`SELECT no_notification FROM "order" WHERE store_id = ${storeId} AND id = ${orderId}`,
    );
    return row?.no_notification ? null : newId('mail');
  }

  return {
    read,

    async list(
      storeId: string,
      filter: AdminOrderFilter,
      page: { limit: number; offset: number },
      selection: OrderSelection | null = null,
    ): Promise<{ orders: WireOrder[]; count: number }> {
      const { rows, count } = await readOrderRows(db, storeId, filter, page, selection);
      // A lean answer is built whole by PostgreSQL; a full order gets its totals here.
      return { orders: selection ? (rows as unknown as WireOrder[]) : rows.map(toOrder), count };
    },

    async update(ctx: AdminContext, id: string, input: OrderUpdate): Promise<WireOrder> {
      const { storeId } = ctx;
      const changed = await withTenantTx(
        db,
        storeId,
        async (tx) => {
          const [order] = await rowsOf<{ id: string }>(
            tx,
            sql`UPDATE "order" SET
                email = coalesce(${input.email ?? null}, email),
                metadata = CASE WHEN ${input.metadata === undefined} THEN metadata
                  ELSE coalesce(metadata, '{}'::jsonb) || coalesce(${JSON.stringify(input.metadata ?? {})}::jsonb, '{}'::jsonb) END,
                no_notification = coalesce(${input.no_notification ?? null}::boolean, no_notification),
                updated_at = now()
              WHERE store_id = ${storeId} AND id = ${id} AND status NOT IN ('canceled', 'archived')
              RETURNING id`,
          );
          if (!order) return false;
          for (const [field, column] of [
            ['shipping_address', 'shipping_address_id'],
            ['billing_address', 'billing_address_id'],
          ] as const) {
            const address = input[field];
            if (!address) continue;
            // The order keeps an address of its own: a new row (the old one with what was
            // given), so the customer's saved addresses and other orders stay as they were.
            const given = JSON.stringify({
              ...address,
              country_code: address.country_code?.toLowerCase() ?? address.country_code,
            });
            const made = newId('addr');
            await tx.execute(sql`WITH merged AS (
                SELECT * FROM jsonb_populate_record(NULL::address,
                  coalesce((SELECT to_jsonb(a) FROM address a WHERE a.store_id = ${storeId}
                    AND a.id = (SELECT ${sql.raw(column)} FROM "order"
                      WHERE store_id = ${storeId} AND id = ${id})), '{}'::jsonb)
                  || ${given}::jsonb)
              ), made AS (
                INSERT INTO address (store_id, id, first_name, last_name, company, address_1,
                  address_2, city, province, postal_code, country_code, phone, metadata)
                SELECT ${storeId}, ${made}, m.first_name, m.last_name, m.company, m.address_1,
                  m.address_2, m.city, m.province, m.postal_code, m.country_code, m.phone,
                  m.metadata
                FROM merged m
              )
              UPDATE "order" SET ${sql.raw(column)} = ${made}
              WHERE store_id = ${storeId} AND id = ${id}`);
          }
          const fields = Object.keys(input).filter(
            (key) => input[key as keyof OrderUpdate] !== undefined,
          );
          await tx.execute(eventSql(storeId, id, 'updated', ctx.actor.userId, { fields }));
          return true;
        },
        { catalog: false },
      );
      if (!changed) {
        const state = await stateOf(storeId, id);
        throw refused(`A ${state.status} order cannot be changed`, 'order_closed');
      }
      return read(storeId, id);
    },

    /** `pending` → `completed` (staff are done with it). */
    async complete(ctx: AdminContext, id: string): Promise<WireOrder> {
      return simpleTransition(ctx, id, 'completed', ['pending', 'requires_action'], 'completed');
    },

    /** `completed` or `canceled` → `archived`. */
    async archive(ctx: AdminContext, id: string): Promise<WireOrder> {
      return simpleTransition(ctx, id, 'archived', ['completed', 'canceled'], 'archived');
    },

    /**
     * Cancels an order that has no live fulfilment and no refund (v1's rules): its stock
     * reservations are released in the same statement, then its payment is voided (authorised)
     * or refunded (captured) through the provider, and the customer is told.
     */
    async cancel(ctx: AdminContext, id: string): Promise<WireOrder> {
      const { storeId } = ctx;
      const mailId = mailOutbox.enabled ? newId('mail') : null;
      const canceled = await withTenantTx(db, storeId, async (tx) => {
        const [order] = await rowsOf<{ id: string; no_notification: boolean | null }>(
          tx,
          sql`UPDATE "order" o SET status = 'canceled', fulfillment_status = 'canceled',
              canceled_at = now(), updated_at = now()
            WHERE o.store_id = ${storeId} AND o.id = ${id}
              AND o.status IN ('pending', 'requires_action', 'completed')
              AND NOT EXISTS (SELECT 1 FROM fulfillment f WHERE f.store_id = o.store_id
                AND f.order_id = o.id AND f.canceled_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.store_id = o.store_id
                AND r.order_id = o.id)
            RETURNING o.id, o.no_notification`,
        );
        if (!order) return false;
        await tx.execute(sql`WITH released AS (
            UPDATE reservation_item r SET deleted_at = now(), updated_at = now()
            WHERE r.store_id = ${storeId} AND r.deleted_at IS NULL AND r.line_item_id IN (
              SELECT li.id FROM line_item li WHERE li.store_id = ${storeId} AND li.order_id = ${id})
            RETURNING r.inventory_item_id, r.location_id, r.quantity
          ), per_level AS (
            SELECT inventory_item_id, location_id, sum(quantity)::int AS quantity
            FROM released GROUP BY inventory_item_id, location_id
          ), levels AS (
            UPDATE inventory_level il SET reserved_quantity = greatest(il.reserved_quantity - p.quantity, 0),
              updated_at = now()
            FROM per_level p
            WHERE il.store_id = ${storeId} AND il.inventory_item_id = p.inventory_item_id
              AND il.location_id = p.location_id
          ), event AS (${eventSql(storeId, id, 'canceled', ctx.actor.userId)})
          ${mailSql(storeId, order.no_notification ? null : mailId, CANCELED_MAIL, id, null)}`);
        return { mail: order.no_notification ? null : mailId };
      });
      if (!canceled) {
        const state = await stateOf(storeId, id);
        if (['pending', 'requires_action', 'completed'].includes(state.status)) {
          throw refused(
            'Cancel every fulfilment and make sure the order has no refund before canceling it',
            'order_has_fulfillments_or_refunds',
          );
        }
        throw refused(`A ${state.status} order cannot be canceled`, 'order_closed');
      }
      await settlePayments(ctx, id);
      if (canceled.mail) mailOutbox.send(storeId, canceled.mail);
      return read(storeId, id);
    },

    /**
     * Captures the order's authorised payment, all of it or `amount` of it (a partial capture
     * releases the rest, as card networks do).
     */
    async capture(ctx: AdminContext, id: string, amount?: number): Promise<WireOrder> {
      const { storeId } = ctx;
      const [claimed] = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<PaymentClaim>(
            tx,
            sql`UPDATE payment p SET capture_claimed_until = now() + ${CAPTURE_LEASE}::interval,
                updated_at = now()
              FROM "order" o
              WHERE p.store_id = ${storeId} AND p.order_id = ${id}
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
        const state = await stateOf(storeId, id);
        const order = await read(storeId, id);
        const payment = order.payments[0];
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
            })})
            UPDATE "order" o SET payment_status = 'captured', updated_at = now()
            WHERE o.store_id = ${storeId} AND o.id = ${id} AND EXISTS (SELECT 1 FROM captured)`),
        { catalog: false },
      );
      return read(storeId, id);
    },

    /**
     * Gives back `amount` of what was captured. The refund row and the payment's refunded
     * amount are written by one statement that refuses to pass the capture, before the provider
     * is asked; a refusal by the provider takes both back.
     */
    async refund(ctx: AdminContext, id: string, input: RefundInput): Promise<WireOrder> {
      const { storeId } = ctx;
      const refundId = newId('ref');
      const [claimed] = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<PaymentClaim>(
            tx,
            sql`WITH target AS (
                SELECT p.id FROM payment p
                WHERE p.store_id = ${storeId} AND p.order_id = ${id}
                  AND p.captured_at IS NOT NULL AND p.canceled_at IS NULL
                ORDER BY p.created_at, p.id LIMIT 1
              ), raised AS (
                UPDATE payment p SET amount_refunded = p.amount_refunded + ${input.amount}::int,
                  updated_at = now()
                FROM target, "order" o
                WHERE p.store_id = ${storeId} AND p.id = target.id
                  AND o.store_id = p.store_id AND o.id = p.order_id
                  AND o.status <> 'archived'
                  AND p.amount_refunded + ${input.amount}::int <= p.amount_captured
                RETURNING p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
                  p.currency_code, p.data, o.email, o.customer_id
              ), made AS (
                INSERT INTO refund (store_id, id, order_id, payment_id, amount, reason, note,
                  created_by, idempotency_key)
                SELECT ${storeId}, ${refundId}, ${id}, raised.id, ${input.amount}::int,
                  ${input.reason}, ${input.note ?? null}, ${ctx.actor.userId},
                  ${`${refundId}:refund`}
                FROM raised
              )
              SELECT * FROM raised`,
          ),
        { catalog: false },
      );
      if (!claimed) {
        const order = await read(storeId, id);
        const captured = order.payments.find(
          (payment) => payment.captured_at && !payment.canceled_at,
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
      let data: Record<string, unknown>;
      try {
        const context = await contextFor(storeId, id, claimed, input.amount, `${refundId}:refund`);
        data = await providerOf(claimed.provider_id).refund(context, claimed.data);
      } catch (error) {
        await settleFailedRefund(storeId, refundId, error);
        throw error;
      }
      const mailId = await recordRefund(storeId, refundId, data, input.no_notification);
      if (mailId) mailOutbox.send(storeId, mailId);
      return read(storeId, id);
    },

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
          const mailId = await recordRefund(storeId, refund.id, data, undefined);
          if (mailId) mailOutbox.send(storeId, mailId);
          settled += 1;
        } catch (error) {
          await settleFailedRefund(storeId, refund.id, error).catch(() => undefined);
        }
      }
      return settled;
    },

    /**
     * Fulfils `items` of the order from a stock location: each line's fulfilled quantity rises
     * only while it stays within what was ordered (the UPDATE's WHERE), the lines' reservations
     * are released and the stock leaves the location's level, which may not go below what is
     * still reserved there, all in one transaction.
     */
    async createFulfillment(
      ctx: AdminContext,
      id: string,
      input: FulfillmentInput,
    ): Promise<WireOrder> {
      const { storeId } = ctx;
      const fulfillmentId = newId('ful');
      const wanted = JSON.stringify(
        input.items.map((item, n) => ({ n, item_id: item.item_id, quantity: item.quantity })),
      );
      await withTenantTx(db, storeId, async (tx) => {
        const [order] = await rowsOf<{ provider_id: string | null }>(
          tx,
          sql`UPDATE "order" o SET updated_at = now()
            WHERE o.store_id = ${storeId} AND o.id = ${id}
              AND o.status NOT IN ('canceled', 'archived')
            RETURNING (SELECT so.provider_id FROM shipping_method sm
              JOIN shipping_option so ON so.store_id = sm.store_id AND so.id = sm.shipping_option_id
              WHERE sm.store_id = o.store_id AND sm.order_id = o.id
              ORDER BY sm.created_at LIMIT 1) AS provider_id`,
        );
        if (!order) {
          const [exists] = await rowsOf<{ status: string }>(
            tx,
            sql`SELECT status FROM "order" WHERE store_id = ${storeId} AND id = ${id}`,
          );
          if (!exists) throw notFound(id);
          throw refused(`A ${exists.status} order cannot be fulfilled`, 'order_closed');
        }
        const raised = await rowsOf<{ n: number }>(
          tx,
          sql`WITH wanted AS (
              SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS w(n int, item_id text, quantity int)
            )
            UPDATE line_item li
            SET fulfilled_quantity = coalesce(li.fulfilled_quantity, 0) + w.quantity,
              updated_at = now()
            FROM wanted w
            WHERE li.store_id = ${storeId} AND li.order_id = ${id} AND li.id = w.item_id
              AND coalesce(li.fulfilled_quantity, 0) + w.quantity <= li.quantity
            RETURNING w.n`,
        );
        if (raised.length < input.items.length) {
          const done = new Set(raised.map((row) => row.n));
          const n = input.items.findIndex((_, index) => !done.has(index));
          const [line] = await rowsOf<{ quantity: number; fulfilled: number }>(
            tx,
            sql`SELECT quantity, coalesce(fulfilled_quantity, 0) AS fulfilled FROM line_item
              WHERE store_id = ${storeId} AND order_id = ${id} AND id = ${input.items[n]!.item_id}`,
          );
          if (!line) throw refused(`items[${n}].item_id: the order has no such line`);
          throw refused(
            `items[${n}].quantity: Cannot fulfill more items than have been purchased (${line.quantity - line.fulfilled} left to fulfil)`,
            'over_fulfillment',
          );
        }
        // Where the stock leaves from: the location given, else the one the lines' stock is
        // reserved at (when that is one location).
        const [moved] = await rowsOf<{
          needs: number;
          wanted: number;
          moved: number;
          location_id: string | null;
        }>(
          tx,
          sql`WITH wanted AS (
              SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS w(n int, item_id text, quantity int)
            ), need AS (
              SELECT w.item_id AS line_id, pvi.inventory_item_id AS item,
                w.quantity * pvi.required_quantity AS qty
              FROM wanted w
              JOIN line_item li ON li.store_id = ${storeId} AND li.id = w.item_id
              JOIN product_variant v ON v.store_id = li.store_id AND v.id = li.variant_id
                AND v.manage_inventory
              JOIN product_variant_inventory_item pvi
                ON pvi.store_id = v.store_id AND pvi.variant_id = v.id
            ), held AS (
              SELECT DISTINCT ON (n.line_id, n.item) r.id, r.location_id, r.quantity, n.qty, n.item
              FROM need n
              JOIN reservation_item r ON r.store_id = ${storeId} AND r.line_item_id = n.line_id
                AND r.inventory_item_id = n.item AND r.deleted_at IS NULL
              ORDER BY n.line_id, n.item, r.created_at, r.id
            ), place AS (
              SELECT coalesce(${input.location_id ?? null}::text,
                  CASE WHEN count(DISTINCT location_id) = 1 THEN min(location_id) END) AS location_id,
                count(DISTINCT location_id)::int AS locations
              FROM held
            ), released AS (
              UPDATE reservation_item r SET
                quantity = CASE WHEN h.quantity > h.qty THEN h.quantity - h.qty ELSE r.quantity END,
                deleted_at = CASE WHEN h.quantity <= h.qty THEN now() END,
                updated_at = now()
              FROM held h
              WHERE r.store_id = ${storeId} AND r.id = h.id
              RETURNING r.inventory_item_id AS item, r.location_id AS loc,
                least(h.quantity, h.qty) AS amount
            ), deltas AS (
              SELECT item, loc, sum(reserved)::int AS reserved, sum(stocked)::int AS stocked
              FROM (
                SELECT item, loc, amount AS reserved, 0 AS stocked FROM released
                UNION ALL
                SELECT n.item, place.location_id, 0, n.qty FROM need n CROSS JOIN place
              ) d WHERE loc IS NOT NULL GROUP BY item, loc
            ), levels AS (
              UPDATE inventory_level il SET
                reserved_quantity = greatest(il.reserved_quantity - d.reserved, 0),
                stocked_quantity = il.stocked_quantity - d.stocked,
                updated_at = now()
              FROM deltas d
              WHERE il.store_id = ${storeId} AND il.inventory_item_id = d.item
                AND il.location_id = d.loc
                AND il.stocked_quantity - d.stocked >= 0
                AND il.stocked_quantity - d.stocked >= greatest(il.reserved_quantity - d.reserved, 0)
              RETURNING il.id
            )
            SELECT (SELECT count(*) FROM need)::int AS needs,
              (SELECT count(*) FROM deltas)::int AS wanted,
              (SELECT count(*) FROM levels)::int AS moved,
              (SELECT location_id FROM place) AS location_id`,
        );
        if (moved && moved.needs > 0 && !moved.location_id) {
          throw refused(
            'location_id: the items are held at several stock locations, or at none; choose the one they leave from',
          );
        }
        if (moved && moved.moved < moved.wanted) {
          throw refused(
            'location_id: this stock location does not have the items in stock (less than ordered, or held for other orders)',
            'insufficient_inventory',
          );
        }
        await tx.execute(sql`WITH made AS (
            INSERT INTO fulfillment (store_id, id, order_id, location_id, provider_id,
              no_notification, created_by, metadata, idempotency_key)
            VALUES (${storeId}, ${fulfillmentId}, ${id}, ${moved?.location_id ?? input.location_id ?? null},
              ${order.provider_id ?? 'manual'}, ${input.no_notification ?? null}::boolean,
              ${ctx.actor.userId}, ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb,
              ${fulfillmentId})
            RETURNING id
          ), items AS (
            INSERT INTO fulfillment_item (store_id, fulfillment_id, item_id, quantity)
            SELECT ${storeId}, made.id, w.item_id, w.quantity
            FROM made, jsonb_to_recordset(${wanted}::jsonb) AS w(n int, item_id text, quantity int)
          )
          ${eventSql(storeId, id, 'fulfilled', ctx.actor.userId, {
            fulfillment_id: fulfillmentId,
            items: input.items,
          })}`);
        await tx.execute(refreshFulfillmentStatus(storeId, id));
      });
      return read(storeId, id);
    },

    /**
     * Cancels a fulfilment that has not shipped: its lines count as unfulfilled again, and its
     * stock goes back to the location it left, held for the order again.
     */
    async cancelFulfillment(
      ctx: AdminContext,
      id: string,
      fulfillmentId: string,
    ): Promise<WireOrder> {
      const { storeId } = ctx;
      await withTenantTx(db, storeId, async (tx) => {
        const [fulfillment] = await rowsOf<{ location_id: string | null }>(
          tx,
          sql`UPDATE fulfillment SET canceled_at = now(), updated_at = now()
            WHERE store_id = ${storeId} AND id = ${fulfillmentId} AND order_id = ${id}
              AND canceled_at IS NULL AND shipped_at IS NULL
            RETURNING location_id`,
        );
        if (!fulfillment) {
          const [row] = await rowsOf<{ shipped_at: Date | null; canceled_at: Date | null }>(
            tx,
            sql`SELECT shipped_at, canceled_at FROM fulfillment
              WHERE store_id = ${storeId} AND id = ${fulfillmentId} AND order_id = ${id}`,
          );
          if (!row) {
            throw new StoredeskError(
              'not_found',
              `Fulfillment with id: ${fulfillmentId} was not found`,
            );
          }
          throw refused(
            row.shipped_at
              ? 'A shipped fulfilment cannot be canceled'
              : 'The fulfilment is already canceled',
            'fulfillment_closed',
          );
        }
        const location = fulfillment.location_id;
        await tx.execute(sql`WITH lines AS (
            UPDATE line_item li SET fulfilled_quantity = coalesce(li.fulfilled_quantity, 0) - fi.quantity,
              updated_at = now()
            FROM fulfillment_item fi
            WHERE fi.store_id = ${storeId} AND fi.fulfillment_id = ${fulfillmentId}
              AND li.store_id = fi.store_id AND li.id = fi.item_id
            RETURNING li.id, li.variant_id, fi.quantity
          ), need AS (
            SELECT l.id AS line_id, pvi.inventory_item_id AS item,
              l.quantity * pvi.required_quantity AS qty
            FROM lines l
            JOIN product_variant v ON v.store_id = ${storeId} AND v.id = l.variant_id
              AND v.manage_inventory
            JOIN product_variant_inventory_item pvi
              ON pvi.store_id = v.store_id AND pvi.variant_id = v.id
            WHERE ${location}::text IS NOT NULL
          ), held AS (
            INSERT INTO reservation_item (store_id, id, inventory_item_id, location_id, quantity,
              line_item_id, created_by)
            SELECT ${storeId}, 'resitem_' || md5(${fulfillmentId} || n.line_id || n.item),
              n.item, ${location}, n.qty, n.line_id, ${ctx.actor.userId}
            FROM need n
          ), per_level AS (
            SELECT item, sum(qty)::int AS qty FROM need GROUP BY item
          ), levels AS (
            UPDATE inventory_level il SET stocked_quantity = il.stocked_quantity + p.qty,
              reserved_quantity = il.reserved_quantity + p.qty, updated_at = now()
            FROM per_level p
            WHERE il.store_id = ${storeId} AND il.inventory_item_id = p.item
              AND il.location_id = ${location}
          )
          ${eventSql(storeId, id, 'fulfillment_canceled', ctx.actor.userId, {
            fulfillment_id: fulfillmentId,
          })}`);
        await tx.execute(refreshFulfillmentStatus(storeId, id));
      });
      return read(storeId, id);
    },

    /** Marks a live fulfilment shipped, with its tracking numbers, and tells the customer. */
    async createShipment(ctx: AdminContext, id: string, input: ShipmentInput): Promise<WireOrder> {
      const { storeId } = ctx;
      const numbers = [...new Set(input.tracking_numbers ?? [])];
      const mailId = await withTenantTx(
        db,
        storeId,
        async (tx) => {
          const [shipped] = await rowsOf<{ no_notification: boolean | null }>(
            tx,
            sql`UPDATE fulfillment SET shipped_at = now(),
                tracking_numbers = ${JSON.stringify(numbers)}::jsonb, updated_at = now()
              WHERE store_id = ${storeId} AND id = ${input.fulfillment_id} AND order_id = ${id}
                AND shipped_at IS NULL AND canceled_at IS NULL
              RETURNING no_notification`,
          );
          if (!shipped) {
            const [row] = await rowsOf<{ shipped_at: Date | null }>(
              tx,
              sql`SELECT shipped_at FROM fulfillment
                WHERE store_id = ${storeId} AND id = ${input.fulfillment_id} AND order_id = ${id}`,
            );
            if (!row) {
              throw refused(
                `fulfillment_id: the order has no fulfilment ${input.fulfillment_id}`,
                'not_found',
              );
            }
            throw refused(
              row.shipped_at
                ? 'fulfillment_id: the fulfilment has already shipped'
                : 'fulfillment_id: a canceled fulfilment cannot ship',
              'fulfillment_closed',
            );
          }
          const mail = await mailFor(
            tx,
            storeId,
            id,
            input.no_notification ?? shipped.no_notification ?? undefined,
          );
          const links = JSON.stringify(numbers.map((number) => ({ id: newId('tlink'), number })));
          await tx.execute(sql`WITH links AS (
              INSERT INTO tracking_link (store_id, id, fulfillment_id, tracking_number)
              SELECT ${storeId}, t.id, ${input.fulfillment_id}, t.number
              FROM jsonb_to_recordset(${links}::jsonb) AS t(id text, number text)
            ), lines AS (
              UPDATE line_item li SET shipped_quantity = coalesce(li.shipped_quantity, 0) + fi.quantity,
                updated_at = now()
              FROM fulfillment_item fi
              WHERE fi.store_id = ${storeId} AND fi.fulfillment_id = ${input.fulfillment_id}
                AND li.store_id = fi.store_id AND li.id = fi.item_id
            ), event AS (${eventSql(storeId, id, 'shipped', ctx.actor.userId, {
              fulfillment_id: input.fulfillment_id,
              tracking_numbers: numbers,
            })})
            ${mailSql(storeId, mail, SHIPPED_MAIL, id, input.fulfillment_id)}`);
          await tx.execute(refreshFulfillmentStatus(storeId, id));
          return mail;
        },
        { catalog: false },
      );
      if (mailId) mailOutbox.send(storeId, mailId);
      return read(storeId, id);
    },
  };

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
        const mail = await mailFor(tx, storeId, orderId, noNotification);
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

  async function simpleTransition(
    ctx: AdminContext,
    id: string,
    to: string,
    from: readonly string[],
    kind: string,
  ): Promise<WireOrder> {
    const { storeId } = ctx;
    const done = await withTenantTx(
      db,
      storeId,
      async (tx) => {
        const rows = await rowsOf<{ id: string }>(
          tx,
          sql`WITH moved AS (
              UPDATE "order" SET status = ${to}, updated_at = now()
              WHERE store_id = ${storeId} AND id = ${id}
                AND status = ANY(${`{${from.join(',')}}`}::text[])
              RETURNING id
            ), event AS (
              INSERT INTO order_event (store_id, id, order_id, kind, actor_id)
              SELECT ${storeId}, ${newId('oev')}, moved.id, ${kind}, ${ctx.actor.userId} FROM moved
            )
            SELECT id FROM moved`,
        );
        return rows.length > 0;
      },
      { catalog: false },
    );
    if (!done) {
      const state = await stateOf(storeId, id);
      throw refused(`A ${state.status} order cannot be ${to}`, 'order_state');
    }
    return read(storeId, id);
  }

  /**
   * After a cancel: each payment not yet settled is voided (authorised only) or refunded (what
   * was captured and not given back), then marked canceled. A provider's refusal leaves the
   * payment as it was, logged, for staff to settle by hand.
   */
  async function settlePayments(ctx: AdminContext, id: string): Promise<void> {
    const { storeId } = ctx;
    const payments = await withTenantTx(
      db,
      storeId,
      (tx) =>
        rowsOf<PaymentClaim & { captured_at: Date | null }>(
          tx,
          sql`SELECT p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
              p.currency_code, p.data, p.captured_at, o.email, o.customer_id
            FROM payment p JOIN "order" o ON o.store_id = p.store_id AND o.id = p.order_id
            WHERE p.store_id = ${storeId} AND p.order_id = ${id} AND p.canceled_at IS NULL`,
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
            await contextFor(storeId, id, payment, Number(payment.amount), `${payment.id}:cancel`),
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
                  reason: 'other',
                  note: 'order canceled',
                },
              )})
              UPDATE "order" SET payment_status = 'canceled', updated_at = now()
              WHERE store_id = ${storeId} AND id = ${id} AND EXISTS (SELECT 1 FROM settled)`),
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
  }
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Finishes refunds left pending (app.ts; main.ts runs it every minute). */
    resumePendingRefunds(olderThanMs?: number): Promise<number>;
  }
}
