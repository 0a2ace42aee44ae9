import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import {
  eventSql,
  mailFor,
  mailSql,
  orderNotFound,
  readOrder,
} from '../orders/orders.admin.shared.js';
import { RETURN_REQUESTED_MAIL } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';

/*
 * Asking for a return: staff on an order's page (`POST /admin/orders/{id}/return`) or a shopper
 * (`POST /store/returns`). The statement that makes the return raises each line's
 * `return_requested_quantity` only while it stays within what was fulfilled, so returns made at
 * once never hold more of a line than left the warehouse. The customer's mail about the return
 * (return_requested, returns.mail.ts) is queued in that transaction and sent after its commit.
 */

/** What asking for a return is given (app.ts's dependencies). */
export type ReturnRequestDeps = { db: Db } & OutboxDeps;

export interface RequestedLine {
  item_id: string;
  quantity: number;
  reason_id?: string | null | undefined;
  note?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export interface ReturnRequest {
  items: readonly RequestedLine[];
  returnShipping?: { option_id: string; price?: number | undefined } | undefined;
  /** Staff only: what receiving it refunds (negative: nothing); otherwise worked out. */
  refund?: number | undefined;
  locationId?: string | undefined;
  noNotification?: boolean | undefined;
  note?: string | null | undefined;
  idempotencyKey?: string | undefined;
  /** Who asks: a user's id; null for the shopper. */
  actorId: string | null;
  /** A shopper may choose only return options open to shoppers. */
  byShopper: boolean;
  /** The request's name of the lines, for refusals (an exchange's are `return_items`). */
  field?: string | undefined;
}

export const refused = (message: string, code?: string) =>
  new StoredeskError('invalid_data', message, code);

/** Per line, what one unit gave: its total (tax and all) divided by what was bought. */
export function refundFor(
  order: WireOrder,
  lines: readonly { item_id: string; quantity: number }[],
): number {
  let total = 0;
  for (const line of lines) {
    const item = order.items.find((candidate) => candidate.id === line.item_id);
    if (!item || item.quantity <= 0) continue;
    total += (Number(item.total) * line.quantity) / item.quantity;
  }
  return Math.floor(total);
}

/** The return made with an Idempotency-Key earlier, if any (its order must be this one). */
async function earlierReturn(tx: Tx, storeId: string, orderId: string, key: string) {
  const [found] = await rowsOf<{ id: string; order_id: string }>(
    tx,
    sql`SELECT id, order_id FROM "return" WHERE store_id = ${storeId} AND idempotency_key = ${key}`,
  );
  if (found && found.order_id !== orderId) {
    throw refused(
      'Idempotency-Key: the key was used for a return of another order; send a new key with each request',
      'idempotency_key_reused',
    );
  }
  return found ?? null;
}

/**
 * Makes a return of `input.items` of the order and answers its id. A request with an
 * Idempotency-Key seen before answers the return that key made.
 */
export async function requestReturn(
  deps: ReturnRequestDeps,
  storeId: string,
  orderId: string,
  input: ReturnRequest,
): Promise<string> {
  const { db, mailOutbox } = deps;
  const key = input.idempotencyKey ?? null;
  if (key) {
    const earlier = await withTenantTx(
      db,
      storeId,
      (tx) => earlierReturn(tx, storeId, orderId, key),
      {
        catalog: false,
      },
    );
    if (earlier) return earlier.id;
  }
  const plan = await planReturn(db, storeId, await readOrder(db, storeId, orderId), input);
  const returnId = newId('ret');
  const outcome = await withTenantTx(
    db,
    storeId,
    async (tx) => {
      await checkReasons(tx, storeId, input.items);
      const made = await insertReturn(tx, storeId, plan, { returnId, key, swapId: null, input });
      if (made) {
        // The request's no_notification, else the order's (staff and shoppers alike).
        const mailId = await mailFor(tx, mailOutbox, storeId, orderId, input.noNotification);
        if (mailId) {
          await tx.execute(mailSql(storeId, mailId, RETURN_REQUESTED_MAIL, orderId, returnId));
        }
        return { id: made, mailId };
      }
      if (key && (await earlierReturn(tx, storeId, orderId, key))) {
        // A request with the same key made it meanwhile: this one changes nothing.
        throw new Retry();
      }
      throw orderNotFound(orderId);
    },
    { catalog: false },
  ).catch(async (error: unknown) => {
    if (error instanceof Retry && key) {
      const earlier = await withTenantTx(
        db,
        storeId,
        (tx) => earlierReturn(tx, storeId, orderId, key),
        { catalog: false },
      );
      if (earlier) return { id: earlier.id, mailId: null };
    }
    throw error;
  });
  if (outcome.mailId) mailOutbox.send(storeId, outcome.mailId);
  return outcome.id;
}

/** What a return will hold and give back, checked against the order before it is written. */
export interface ReturnPlan {
  orderId: string;
  items: readonly RequestedLine[];
  /** The request's name of the lines. */
  field: string;
  refundAmount: number;
  option: { id: string; amount: number } | null;
  shippingPrice: number;
}

/**
 * Checks a return of the order (lines named once and the order's own, its location, its
 * shipping option) and works out its refund; nothing is written.
 */
export async function planReturn(
  db: Db,
  storeId: string,
  order: WireOrder,
  input: Omit<ReturnRequest, 'actorId' | 'idempotencyKey'>,
): Promise<ReturnPlan> {
  const field = input.field ?? 'items';
  if (order.status === 'canceled' || order.status === 'archived') {
    throw refused(`A ${order.status} order cannot be returned`, 'order_closed');
  }
  const seen = new Set<string>();
  input.items.forEach((line, n) => {
    if (!order.items.some((item) => item.id === line.item_id)) {
      throw refused(`${field}[${n}].item_id: the order has no line ${line.item_id}`);
    }
    if (seen.has(line.item_id)) {
      throw refused(`${field}[${n}].item_id: the line ${line.item_id} is named twice`);
    }
    seen.add(line.item_id);
  });

  if (input.locationId) await checkLocation(db, storeId, input.locationId);
  const option = input.returnShipping
    ? await returnOption(
        db,
        storeId,
        order.region_id,
        input.returnShipping.option_id,
        input.byShopper,
      )
    : null;
  const shippingPrice = option ? (input.returnShipping?.price ?? option.amount) : 0;

  let refundAmount: number;
  if (input.refund !== undefined) {
    refundAmount = Math.max(input.refund, 0);
    if (refundAmount > order.refundable_amount) {
      throw refused(
        `refund: Cannot refund more than the original payment (${order.refundable_amount} can still be refunded)`,
        'refund_too_large',
      );
    }
  } else {
    refundAmount = Math.max(refundFor(order, input.items) - shippingPrice, 0);
  }
  return { orderId: order.id, items: input.items, field, refundAmount, option, shippingPrice };
}

/**
 * Writes the planned return (with its lines, shipping method and the order's timeline event) in
 * the caller's transaction, holding its units on the order's lines, and answers its id. Null
 * when nothing was written: a line would pass what was fulfilled and not yet returned, or the
 * Idempotency-Key made a return before (the caller tells which).
 */
export async function insertReturn(
  tx: Tx,
  storeId: string,
  plan: ReturnPlan,
  made: {
    returnId: string;
    key: string | null;
    swapId: string | null;
    /** The claim the return brings back the items of (modules/claims). */
    claimId?: string | null;
    input: Pick<ReturnRequest, 'locationId' | 'noNotification' | 'note' | 'actorId' | 'byShopper'>;
  },
): Promise<string | null> {
  const { orderId, refundAmount, option, shippingPrice } = plan;
  const { returnId, key, input } = made;
  const wanted = JSON.stringify(
    plan.items.map((line, n) => ({
      n,
      item_id: line.item_id,
      quantity: line.quantity,
      reason_id: line.reason_id ?? null,
      note: line.note ?? null,
      metadata: line.metadata ?? {},
    })),
  );

  const [row] = await rowsOf<{ bumped: number; made: string | null }>(
    tx,
    sql`WITH wanted AS (
            SELECT * FROM jsonb_to_recordset(${wanted}::jsonb)
              AS w(n int, item_id text, quantity int, reason_id text, note text, metadata jsonb)
          ), bumped AS (
            UPDATE line_item li
            SET return_requested_quantity = li.return_requested_quantity + w.quantity,
              updated_at = now()
            FROM wanted w
            WHERE li.store_id = ${storeId} AND li.order_id = ${orderId} AND li.id = w.item_id
              AND li.return_requested_quantity + w.quantity <= coalesce(li.fulfilled_quantity, 0)
            RETURNING w.n
          ), made AS (
            INSERT INTO "return" (store_id, id, status, order_id, swap_id, claim_order_id,
              location_id, refund_amount, no_notification, idempotency_key, created_by)
            SELECT ${storeId}, ${returnId}, 'requested', o.id, ${made.swapId},
              ${made.claimId ?? null},
              ${input.locationId ?? null},
              ${refundAmount}::int, coalesce(${input.noNotification ?? null}::boolean, o.no_notification),
              ${key}, ${input.actorId}
            FROM "order" o
            WHERE o.store_id = ${storeId} AND o.id = ${orderId}
              AND o.status NOT IN ('canceled', 'archived')
              AND (SELECT count(*) FROM bumped) = ${plan.items.length}::int
            ON CONFLICT (store_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
            RETURNING id
          ), lines AS (
            INSERT INTO return_item (store_id, return_id, item_id, quantity, is_requested,
              requested_quantity, reason_id, note, metadata)
            SELECT ${storeId}, made.id, w.item_id, w.quantity, true, w.quantity, w.reason_id,
              w.note, w.metadata
            FROM made, wanted w
          ), method AS (
            INSERT INTO shipping_method (store_id, id, shipping_option_id, return_id, price, data)
            SELECT ${storeId}, ${newId('sm')}, ${option?.id ?? null}, made.id, ${shippingPrice}::int,
              '{}'::jsonb
            FROM made WHERE ${option?.id ?? null}::text IS NOT NULL
          )
          SELECT (SELECT count(*) FROM bumped)::int AS bumped, (SELECT id FROM made) AS made`,
  );
  if (!row?.made) {
    // Every line was held but no return made: the key's return exists, or the order is gone.
    if ((row?.bumped ?? 0) === plan.items.length) {
      if (key) return null;
      throw orderNotFound(orderId);
    }
    throw await overReturned(tx, storeId, orderId, plan.items, plan.field);
  }
  await tx.execute(
    eventSql(storeId, orderId, 'return_requested', input.actorId, {
      return_id: returnId,
      items: plan.items.map((line) => ({
        item_id: line.item_id,
        quantity: line.quantity,
        reason_id: line.reason_id ?? null,
      })),
      refund_amount: refundAmount,
      note: input.note ?? null,
      by: input.byShopper ? 'customer' : 'staff',
      ...(made.swapId && { swap_id: made.swapId }),
      ...(made.claimId && { claim_order_id: made.claimId }),
    }),
  );
  return row.made;
}

/**
 * Holds units of the order's lines without a return (a claim of items that never arrived or
 * stay with the shopper): the same rule as a return's, in one statement; a line that would pass
 * what was fulfilled and not yet sent back is a 400 naming it.
 */
export async function holdLines(
  tx: Tx,
  storeId: string,
  orderId: string,
  items: readonly RequestedLine[],
  field: string,
): Promise<void> {
  const wanted = JSON.stringify(
    items.map((line) => ({ item_id: line.item_id, quantity: line.quantity })),
  );
  const held = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE line_item li
      SET return_requested_quantity = li.return_requested_quantity + w.quantity, updated_at = now()
      FROM jsonb_to_recordset(${wanted}::jsonb) AS w(item_id text, quantity int)
      WHERE li.store_id = ${storeId} AND li.order_id = ${orderId} AND li.id = w.item_id
        AND li.return_requested_quantity + w.quantity <= coalesce(li.fulfilled_quantity, 0)
      RETURNING li.id`,
  );
  if (held.length < items.length) throw await overReturned(tx, storeId, orderId, items, field);
}

/** Thrown inside the transaction to undo it when another request with the key won. */
class Retry extends Error {}

/** Why a line could not be returned: what is left to return of the first line refused. */
export async function overReturned(
  tx: Tx,
  storeId: string,
  orderId: string,
  items: readonly RequestedLine[],
  field = 'items',
): Promise<StoredeskError> {
  const lines = await rowsOf<{ id: string; left: number }>(
    tx,
    sql`SELECT id, coalesce(fulfilled_quantity, 0) - return_requested_quantity AS left
      FROM line_item WHERE store_id = ${storeId} AND order_id = ${orderId}`,
  );
  const n = items.findIndex((line) => {
    const found = lines.find((row) => row.id === line.item_id);
    return !found || found.left < line.quantity;
  });
  const left = lines.find((row) => row.id === items[Math.max(n, 0)]?.item_id)?.left ?? 0;
  return refused(
    `${field}[${Math.max(n, 0)}].quantity: Cannot return more items than have been fulfilled and not yet returned (${Math.max(left, 0)} can be returned)`,
    'over_return',
  );
}

/** Reasons must be the store's, live, and not a group of other reasons (v1). */
export async function checkReasons(
  tx: Tx,
  storeId: string,
  items: readonly RequestedLine[],
  field = 'items',
) {
  const ids = [...new Set(items.map((line) => line.reason_id).filter((id): id is string => !!id))];
  if (!ids.length) return;
  const found = await rowsOf<{ id: string; is_group: boolean }>(
    tx,
    sql`SELECT rr.id, EXISTS (SELECT 1 FROM return_reason c WHERE c.store_id = rr.store_id
        AND c.parent_return_reason_id = rr.id AND c.deleted_at IS NULL) AS is_group
      FROM return_reason rr
      WHERE rr.store_id = ${storeId} AND rr.deleted_at IS NULL
        AND rr.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
  items.forEach((line, n) => {
    if (!line.reason_id) return;
    const reason = found.find((row) => row.id === line.reason_id);
    if (!reason)
      throw refused(`${field}[${n}].reason_id: the store has no return reason ${line.reason_id}`);
    if (reason.is_group) {
      throw refused(
        `${field}[${n}].reason_id: Cannot apply return reason category; choose one of its reasons`,
      );
    }
  });
}

/** A return shipping option of the order's region (and, for shoppers, not staff-only). */
async function returnOption(
  db: Db,
  storeId: string,
  regionId: string,
  optionId: string,
  byShopper: boolean,
) {
  const [option] = await withTenantTx(
    db,
    storeId,
    (tx) =>
      rowsOf<{ id: string; amount: number | null }>(
        tx,
        sql`SELECT id, amount FROM shipping_option
          WHERE store_id = ${storeId} AND id = ${optionId} AND region_id = ${regionId}
            AND is_return AND deleted_at IS NULL
            AND (NOT ${byShopper}::boolean OR NOT admin_only)`,
      ),
    { catalog: false },
  );
  if (!option) {
    throw refused(
      `return_shipping.option_id: ${optionId} is not a return shipping option of the order's region`,
    );
  }
  return { id: option.id, amount: Number(option.amount ?? 0) };
}

/** A stock location of the store's own, live (else a 400 naming `location_id`). */
async function checkLocation(db: Db, storeId: string, locationId: string): Promise<void> {
  const [found] = await withTenantTx(
    db,
    storeId,
    (tx) =>
      rowsOf<{ id: string }>(
        tx,
        sql`SELECT id FROM stock_location
          WHERE store_id = ${storeId} AND id = ${locationId} AND deleted_at IS NULL`,
      ),
    { catalog: false },
  );
  if (!found) throw refused(`location_id: the store has no stock location ${locationId}`);
}
