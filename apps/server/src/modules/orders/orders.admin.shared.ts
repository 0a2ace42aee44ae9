import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { MailOutbox, OutboxDeps } from '../../platform/outbox/outbox.js';
import type { PaymentContext, StorePaymentProvider } from '../../platform/providers/payment.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { toOrder, type WireOrder } from './orders.mapper.js';
import { readOrderRows } from './orders.query.js';

/*
 * What staff do with an order (Medusa v1 admin API): edit it, complete, cancel or archive it,
 * capture and refund its payment, fulfil its items from a stock location, ship and cancel
 * fulfilments (docs/orders.md). One file per use case: orders.admin.read.ts,
 * orders.transitions.ts, orders.payments.ts, orders.refunds.ts, orders.fulfilment.ts; this file
 * holds what they share.
 *
 * Every change checks the order's current state in the statement that makes it (an UPDATE whose
 * WHERE is the rule), so two staff acting at once, or a retried request, never pass a rule: a
 * refund never above what was captured, never more fulfilled than ordered, a shipment only of a
 * live fulfilment. Money moves through the order's payment provider OUTSIDE any transaction (a
 * provider can take seconds), between a claim written before (the capture's lease, the refund's
 * pending row) and the record written after; a provider's refusal undoes the claim. Each change
 * writes its line of the order's timeline (order_event) in the same transaction.
 */

/** What the staff use cases of orders are given (app.ts's dependencies). */
export type OrderAdminDeps = Pick<AppDeps, 'db' | 'config' | 'logger'> & ProviderDeps & OutboxDeps;

export const refused = (message: string, code?: string) =>
  new StoredeskError('invalid_data', message, code);

export const orderNotFound = (id: string) =>
  new StoredeskError('not_found', `Order with id: ${id} was not found`);

/** The order as the admin API answers it, after a change (the orders area's one order read). */
export async function readOrder(db: Db, storeId: string, id: string): Promise<WireOrder> {
  const { rows } = await readOrderRows(db, storeId, { id }, { limit: 1, offset: 0 });
  if (!rows[0]) throw orderNotFound(id);
  return toOrder(rows[0]);
}

/** Why a conditional change of the order found nothing to change: 404, or the state in the way. */
export async function orderStateOf(db: Db, storeId: string, id: string) {
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
  if (!row) throw orderNotFound(id);
  return row;
}

/** A line of the order's timeline, as a CTE-able INSERT (one statement with the change). */
export const eventSql = (
  storeId: string,
  orderId: string,
  kind: string,
  actor: string | null,
  data: Record<string, unknown> = {},
) => sql`INSERT INTO order_event (store_id, id, order_id, kind, data, actor_id)
  VALUES (${storeId}, ${newId('oev')}, ${orderId}, ${kind}, ${JSON.stringify(data)}::jsonb, ${actor})`;

/** Queues an order's mail with the change (null: staff asked for no notification). */
export const mailSql = (
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
export async function mailFor(
  tx: Tx,
  mailOutbox: MailOutbox,
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

/** An order's payment, claimed for a call to its provider, with what the provider is told. */
export interface PaymentClaim {
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

/** The order's payment provider, and what a call to it is given (the store's own settings). */
export function createProviderCalls(deps: Pick<AppDeps, 'db' | 'config'> & ProviderDeps) {
  const { db, providers } = deps;
  const paymentProviders = createPaymentProvidersService(deps);

  return {
    providerOf(id: string): StorePaymentProvider {
      const provider = providers.payment(id);
      if (!provider) throw refused(`payment: the provider ${id} is not available on this server`);
      return provider;
    },

    async contextFor(
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
    },
  };
}

export type ProviderCalls = ReturnType<typeof createProviderCalls>;
