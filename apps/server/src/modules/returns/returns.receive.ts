import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  eventSql,
  mailFor,
  mailSql,
  type OrderAdminDeps,
  type PaymentClaim,
} from '../orders/orders.admin.shared.js';
import { RETURN_RECEIVED_MAIL } from '../orders/orders.mail.js';
import { createOrderRefunds, refundClaimSql } from '../orders/orders.refunds.js';
import { restock } from '../stock/stock.js';
import { refused } from './returns.request.js';

/*
 * Receiving a return and canceling one. Receiving is one transaction: the return turns
 * `received` only from `requested` or `requires_action` (the UPDATE's WHERE), so of any number of
 * receipts at once exactly one passes; in the same transaction the lines' returned quantities
 * rise, the stock comes back at the chosen location, the order's fulfilment status follows, and
 * the refund is claimed against what was captured (orders.refunds.ts). The payment provider is
 * asked after the commit, with the refund's own key: a crash in between leaves the refund
 * pending, and resumePendingRefunds finishes it, once.
 *
 * The customer hears of the receipt once (return_received, returns.mail.ts): queued in the
 * receipt's transaction when no refund is due, else after the provider refunded (or left the
 * refund pending: the mail says it is on its way), and the refund itself sends no mail of its
 * own. A refund that cannot be made (the capture is used up, or the provider refuses it)
 * sends none: the order needs staff.
 */

export interface ReceiptInput {
  items: ReadonlyArray<{ item_id: string; quantity: number }>;
  refund?: number | undefined;
  locationId?: string | undefined;
  idempotencyKey?: string | undefined;
  actorId: string | null;
}

const returnNotFound = (id: string) =>
  new StoredeskError('not_found', `Return with id: ${id} was not found`);

interface ReturnState {
  id: string;
  status: string;
  order_id: string;
  location_id: string | null;
  refund_amount: number;
  /** The exchange or claim the return belongs to, whose own settlement gives the money. */
  settled_by: string | null;
  receive_key: string | null;
  no_notification: boolean | null;
  order_status: string;
  lines: string[];
  default_location_id: string | null;
  location_ok: boolean;
}

async function stateOf(tx: Tx, storeId: string, id: string, locationId: string | null) {
  const [row] = await rowsOf<ReturnState>(
    tx,
    sql`SELECT r.id, r.status, r.order_id, r.location_id, r.refund_amount,
        coalesce(r.swap_id, r.claim_order_id) AS settled_by, r.receive_key,
        r.no_notification, o.status AS order_status,
        ARRAY(SELECT li.id FROM line_item li
          WHERE li.store_id = r.store_id AND li.order_id = r.order_id) AS lines,
        coalesce(
          (SELECT l.id FROM store s JOIN stock_location l ON l.store_id = s.id
            AND l.id = s.default_location_id AND l.deleted_at IS NULL WHERE s.id = r.store_id),
          (SELECT CASE WHEN count(*) = 1 THEN min(l.id) END FROM stock_location l
            WHERE l.store_id = r.store_id AND l.deleted_at IS NULL)) AS default_location_id,
        (${locationId}::text IS NULL OR EXISTS (SELECT 1 FROM stock_location l
          WHERE l.store_id = r.store_id AND l.id = ${locationId} AND l.deleted_at IS NULL)) AS location_ok
      FROM "return" r JOIN "order" o ON o.store_id = r.store_id AND o.id = r.order_id
      WHERE r.store_id = ${storeId} AND r.id = ${id}`,
  );
  if (!row) throw returnNotFound(id);
  return row;
}

export function createReturnReceipts(deps: OrderAdminDeps) {
  const { db, mailOutbox } = deps;
  const refunds = createOrderRefunds(deps);

  /** Queues the return's received mail (unless no_notification) and sends it after the commit. */
  async function mailReceipt(
    storeId: string,
    orderId: string,
    id: string,
    noNotification: boolean | null,
  ): Promise<void> {
    const mailId = await withTenantTx(
      db,
      storeId,
      async (tx) => {
        const mail = await mailFor(tx, mailOutbox, storeId, orderId, noNotification ?? undefined);
        if (mail) await tx.execute(mailSql(storeId, mail, RETURN_RECEIVED_MAIL, orderId, id));
        return mail;
      },
      { catalog: false },
    );
    if (mailId) mailOutbox.send(storeId, mailId);
  }

  function receiptMailFailed(storeId: string, returnId: string, error: unknown) {
    deps.logger.warn(
      { storeId, returnId, err: error instanceof Error ? error.message : String(error) },
      'return received, but its mail could not be queued',
    );
  }

  return {
    /**
     * Receives the return: `items` are what arrived (a line not named arrived as none). Answers
     * when the refund, if any, is settled with the provider. A receipt retried with the same
     * Idempotency-Key answers as the first did; any other receipt of a received return is a 400.
     */
    async receive(storeId: string, id: string, input: ReceiptInput): Promise<void> {
      const key = input.idempotencyKey ?? null;
      const refundId = newId('ref');
      const outcome = await withTenantTx(
        db,
        storeId,
        async (tx) => {
          const state = await stateOf(tx, storeId, id, input.locationId ?? null);
          if (state.status === 'received' && key && state.receive_key === key) return null;
          if (state.status === 'received') {
            throw refused(`Return with id ${id} has already been received`, 'already_received');
          }
          if (state.status === 'canceled') throw refused('Cannot receive a canceled return');
          if (state.order_status === 'canceled') {
            throw refused('A canceled order cannot be registered as received');
          }
          input.items.forEach((line, n) => {
            if (!state.lines.includes(line.item_id)) {
              throw refused(`items[${n}].item_id: the order has no line ${line.item_id}`);
            }
          });
          if (!state.location_ok) {
            throw refused(`location_id: the store has no stock location ${input.locationId}`);
          }
          const locationId =
            input.locationId ?? state.location_id ?? state.default_location_id ?? null;
          if (state.settled_by && (input.refund ?? 0) > 0) {
            throw refused(
              'refund: this return belongs to an exchange or a claim, which settles the money; it refunds nothing by itself',
            );
          }
          const refundAmount = state.settled_by
            ? 0
            : input.refund !== undefined
              ? Math.max(input.refund, 0)
              : state.refund_amount;
          const got = JSON.stringify(
            input.items.map((line) => ({ item_id: line.item_id, quantity: line.quantity })),
          );

          const received = await rowsOf<{
            item_id: string;
            variant_id: string | null;
            received: number;
          }>(
            tx,
            sql`WITH ret AS (
                UPDATE "return" r SET status = 'received', received_at = now(),
                  location_id = ${locationId}, refund_amount = ${refundAmount}::int,
                  receive_key = ${key}, updated_at = now()
                WHERE r.store_id = ${storeId} AND r.id = ${id}
                  AND r.status IN ('requested', 'requires_action')
                RETURNING r.id, r.order_id
              ), got AS (
                SELECT g.item_id, sum(g.quantity)::int AS quantity
                FROM jsonb_to_recordset(${got}::jsonb) AS g(item_id text, quantity int)
                GROUP BY g.item_id
              ), old AS (
                SELECT ri.item_id, ri.quantity FROM return_item ri
                WHERE ri.store_id = ${storeId} AND ri.return_id = ${id}
              ), merged AS (
                SELECT coalesce(got.item_id, old.item_id) AS item_id, old.quantity AS requested,
                  coalesce(got.quantity, 0) AS received
                FROM got FULL JOIN old ON old.item_id = got.item_id
              ), kept AS (
                INSERT INTO return_item (store_id, return_id, item_id, quantity, is_requested,
                  requested_quantity, received_quantity, metadata)
                SELECT ${storeId}, ret.id, m.item_id, m.received,
                  m.received = coalesce(m.requested, -1), m.requested, m.received, '{}'::jsonb
                FROM merged m, ret
                ON CONFLICT (store_id, return_id, item_id) DO UPDATE SET
                  quantity = excluded.quantity, is_requested = excluded.is_requested,
                  received_quantity = excluded.received_quantity
              )
              UPDATE line_item li SET
                returned_quantity = coalesce(li.returned_quantity, 0) + m.received,
                return_requested_quantity =
                  li.return_requested_quantity - coalesce(m.requested, 0) + m.received,
                updated_at = now()
              FROM merged m, ret
              WHERE li.store_id = ${storeId} AND li.order_id = ret.order_id AND li.id = m.item_id
                AND li.return_requested_quantity - coalesce(m.requested, 0) + m.received
                  <= coalesce(li.fulfilled_quantity, 0)
              RETURNING li.id AS item_id, li.variant_id, m.received`,
          );
          const named = new Set([
            ...input.items.map((line) => line.item_id),
            ...(await requestedLines(tx, storeId, id)),
          ]);
          if (received.length < named.size) {
            const [again] = await rowsOf<{ status: string }>(
              tx,
              sql`SELECT status FROM "return" WHERE store_id = ${storeId} AND id = ${id}`,
            );
            if (again?.status === 'received' && received.length === 0) {
              // Another receipt passed first (this one waited on it): one receipt, one refund.
              throw refused(`Return with id ${id} has already been received`, 'already_received');
            }
            const over = input.items.findIndex(
              (line) => !received.some((row) => row.item_id === line.item_id),
            );
            throw refused(
              `items[${Math.max(over, 0)}].quantity: Cannot receive more items than have been fulfilled and not yet returned`,
              'over_return',
            );
          }
          const back = received.filter((row) => row.received > 0);
          const stocked = back.some((row) => row.variant_id);
          if (stocked && !locationId) {
            throw refused(
              'location_id: choose the stock location the items come back to',
              'location_required',
            );
          }
          if (locationId && back.length) {
            await restock(tx, storeId, {
              locationId,
              lines: back.map((row) => ({ variant_id: row.variant_id, quantity: row.received })),
              reason: 'returned',
              note: `Return ${id}`,
              createdBy: input.actorId,
            });
          }
          const [claimed] =
            refundAmount > 0
              ? await rowsOf<PaymentClaim>(
                  tx,
                  refundClaimSql({
                    storeId,
                    orderId: state.order_id,
                    refundId,
                    amount: refundAmount,
                    reason: 'return',
                    note: null,
                    actorId: input.actorId,
                    metadata: { return_id: id },
                  }),
                )
              : [];
          // What a refund could not give back needs staff (v1: requires_action).
          const short = refundAmount > 0 && !claimed;
          await tx.execute(sql`WITH status AS (
              UPDATE "order" o SET fulfillment_status = CASE
                  WHEN ${short}::boolean THEN 'requires_action'
                  WHEN (SELECT bool_and(coalesce(li.returned_quantity, 0) >= li.quantity)
                    FROM line_item li WHERE li.store_id = o.store_id AND li.order_id = o.id)
                  THEN 'returned' ELSE 'partially_returned' END,
                updated_at = now()
              WHERE o.store_id = ${storeId} AND o.id = ${state.order_id}
            ), event AS (${eventSql(storeId, state.order_id, 'return_received', input.actorId, {
              return_id: id,
              items: received.map((row) => ({ item_id: row.item_id, quantity: row.received })),
              location_id: locationId,
              refund_amount: refundAmount,
              refund_id: claimed ? refundId : null,
              requires_action: short,
            })})
            SELECT 1`);
          // Nothing to refund: the customer hears of the receipt with it.
          const mailId =
            refundAmount > 0
              ? null
              : await mailFor(
                  tx,
                  mailOutbox,
                  storeId,
                  state.order_id,
                  state.no_notification ?? undefined,
                );
          if (mailId) {
            await tx.execute(mailSql(storeId, mailId, RETURN_RECEIVED_MAIL, state.order_id, id));
          }
          return {
            orderId: state.order_id,
            claimed: claimed ?? null,
            amount: refundAmount,
            noNotification: state.no_notification,
            mailId,
          };
        },
        { catalog: false },
      );
      if (!outcome) return;
      if (outcome.mailId) mailOutbox.send(storeId, outcome.mailId);
      if (!outcome.claimed) return;
      try {
        // The return's own mail tells of the refund: the refund sends no order_refunded mail.
        await refunds.settle(
          storeId,
          outcome.orderId,
          refundId,
          outcome.claimed,
          outcome.amount,
          true,
        );
      } catch (error) {
        if (error instanceof StoredeskError && error.code === 'refund_pending') {
          // The provider did not answer: the refund is pending, and the mail says it is coming.
          await mailReceipt(storeId, outcome.orderId, id, outcome.noNotification).catch(
            (mailError: unknown) => receiptMailFailed(storeId, id, mailError),
          );
          throw error;
        }
        // The provider refused: the return stays received, the order needs staff.
        await withTenantTx(
          db,
          storeId,
          (tx) =>
            tx.execute(sql`UPDATE "order" SET fulfillment_status = 'requires_action',
              updated_at = now() WHERE store_id = ${storeId} AND id = ${outcome.orderId}`),
          { catalog: false },
        );
        const why = error instanceof Error ? error.message : String(error);
        throw refused(
          `The return was received and its stock is back, but the payment provider refused the refund (${why}); refund the order from its page.`,
          'refund_refused',
        );
      }
      // The refund is through: a failure to queue its mail does not undo the receipt.
      await mailReceipt(storeId, outcome.orderId, id, outcome.noNotification).catch(
        (error: unknown) => receiptMailFailed(storeId, id, error),
      );
    },

    /**
     * Cancels a return that was not received: its lines no longer hold their quantities. A
     * canceled return stays canceled (a retry changes nothing); a received one cannot be, nor one
     * of an exchange or a claim (canceling those cancels their return).
     */
    async cancel(storeId: string, id: string, actorId: string | null): Promise<string> {
      return withTenantTx(
        db,
        storeId,
        async (tx) => {
          const [done] = await rowsOf<{ order_id: string }>(
            tx,
            cancelReturnSql(
              storeId,
              sql`r.id = ${id} AND r.swap_id IS NULL AND r.claim_order_id IS NULL`,
            ),
          );
          if (done) {
            await tx.execute(
              eventSql(storeId, done.order_id, 'return_canceled', actorId, { return_id: id }),
            );
            return done.order_id;
          }
          const state = await stateOf(tx, storeId, id, null);
          if (state.status === 'canceled') return state.order_id;
          if (state.settled_by && state.status !== 'received') {
            throw refused(
              'The return belongs to an exchange or a claim: cancel the exchange or the claim, which cancels its return',
              'return_of_swap_or_claim',
            );
          }
          throw refused("Can't cancel a return which has been received", 'already_received');
        },
        { catalog: false },
      );
    },
  };
}

/** The lines a return asked for (before its receipt). */
async function requestedLines(tx: Tx, storeId: string, id: string): Promise<string[]> {
  const rows = await rowsOf<{ item_id: string }>(
    tx,
    sql`SELECT item_id FROM return_item WHERE store_id = ${storeId} AND return_id = ${id}`,
  );
  return rows.map((row) => row.item_id);
} /**
 * Cancels the returns `match` names (a condition on `"return" r`) that are not yet received,
 * giving their units back to the order's lines; answers each canceled return's id and order.
 */
export const cancelReturnSql = (storeId: string, match: SQL) => sql`WITH ret AS (
    UPDATE "return" r SET status = 'canceled', updated_at = now()
    WHERE r.store_id = ${storeId} AND ${match} AND r.status IN ('requested', 'requires_action')
    RETURNING r.id, r.order_id
  ), freed AS (
    UPDATE line_item li SET
      return_requested_quantity = li.return_requested_quantity - ri.quantity,
      updated_at = now()
    FROM return_item ri, ret
    WHERE ri.store_id = ${storeId} AND ri.return_id = ret.id
      AND li.store_id = ri.store_id AND li.id = ri.item_id
  )
  SELECT id, order_id FROM ret`;
