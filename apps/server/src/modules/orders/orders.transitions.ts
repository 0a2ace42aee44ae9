import { sql } from 'drizzle-orm';
import type { AdminContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';
import {
  eventSql,
  mailSql,
  orderStateOf,
  readOrder,
  refused,
  type OrderAdminDeps,
} from './orders.admin.shared.js';
import { CANCELED_MAIL } from './orders.mail.js';
import type { WireOrder } from './orders.mapper.js';
import { createOrderPayments } from './orders.payments.js';
import { releaseLinesSql } from '../stock/stock.js';

/*
 * Staff changing an order's own fields and its status (Medusa v1 admin API): editing it,
 * completing, archiving and canceling it. Canceling also settles its payments
 * (orders.payments.ts).
 */

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

export function createOrderTransitions(deps: OrderAdminDeps) {
  const { db, mailOutbox } = deps;
  const payments = createOrderPayments(deps);

  return {
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
        const state = await orderStateOf(db, storeId, id);
        throw refused(`A ${state.status} order cannot be changed`, 'order_closed');
      }
      return readOrder(db, storeId, id);
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
        await tx.execute(sql`${releaseLinesSql(
          storeId,
          sql`SELECT li.id FROM line_item li WHERE li.store_id = ${storeId} AND li.order_id = ${id}`,
        )}, event AS (${eventSql(storeId, id, 'canceled', ctx.actor.userId)})
          ${mailSql(storeId, order.no_notification ? null : mailId, CANCELED_MAIL, id, null)}`);
        return { mail: order.no_notification ? null : mailId };
      });
      if (!canceled) {
        const state = await orderStateOf(db, storeId, id);
        if (['pending', 'requires_action', 'completed'].includes(state.status)) {
          throw refused(
            'Cancel every fulfilment and make sure the order has no refund before canceling it',
            'order_has_fulfillments_or_refunds',
          );
        }
        throw refused(`A ${state.status} order cannot be canceled`, 'order_closed');
      }
      await payments.settleCanceled(ctx, id);
      if (canceled.mail) mailOutbox.send(storeId, canceled.mail);
      return readOrder(db, storeId, id);
    },
  };

  /** A status change allowed only `from` the given statuses, with its line of the timeline. */
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
      const state = await orderStateOf(db, storeId, id);
      throw refused(`A ${state.status} order cannot be ${to}`, 'order_state');
    }
    return readOrder(db, storeId, id);
  }
}
