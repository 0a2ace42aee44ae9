import { sql } from 'drizzle-orm';
import type { AdminContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  eventSql,
  mailFor,
  mailSql,
  orderNotFound,
  readOrder,
  refused,
  type OrderAdminDeps,
} from './orders.admin.shared.js';
import { CLAIM_SHIPPED_MAIL, SHIPPED_MAIL } from './orders.mail.js';
import type { WireOrder } from './orders.mapper.js';

/*
 * Staff fulfilling an order's items from a stock location, canceling a fulfilment that has not
 * shipped, and shipping one. The lines' fulfilled and shipped quantities, the stock and the
 * order's fulfilment status change in the fulfilment's own transaction. An exchange's new items
 * (modules/swaps) go out through the same statements, scoped to the swap: its lines, its
 * fulfilments, its status.
 */

/** Whose lines a fulfilment takes: the order's own, or one of its exchanges' or claims'. */
export interface FulfilmentScope {
  orderId: string;
  swapId: string | null;
  claimId?: string | null;
}

/** The lines of the scope, as a condition on `line_item li`. */
const linesOfScope = (scope: FulfilmentScope) =>
  scope.swapId
    ? sql`li.swap_id = ${scope.swapId}`
    : scope.claimId
      ? sql`li.claim_order_id = ${scope.claimId}`
      : sql`li.order_id = ${scope.orderId}`;

/** The fulfilments of the scope, as a condition on `fulfillment`. */
const fulfilmentsOfScope = (scope: FulfilmentScope) =>
  scope.swapId
    ? sql`swap_id = ${scope.swapId}`
    : scope.claimId
      ? sql`claim_order_id = ${scope.claimId}`
      : sql`swap_id IS NULL AND claim_order_id IS NULL`;

/** A fulfilment status from the scope's lines (`li`), as v1 names them for the scope. */
const statusOfLines = (partlyFulfilled: boolean) =>
  sql.raw(`CASE
        WHEN bool_and(coalesce(li.shipped_quantity, 0) >= li.quantity) THEN 'shipped'
        WHEN bool_or(coalesce(li.shipped_quantity, 0) > 0) THEN 'partially_shipped'
        WHEN bool_and(coalesce(li.fulfilled_quantity, 0) >= li.quantity) THEN 'fulfilled'
        ${partlyFulfilled ? "WHEN bool_or(coalesce(li.fulfilled_quantity, 0) > 0) THEN 'partially_fulfilled'" : ''}
        ELSE 'not_fulfilled' END`);

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

/** The fulfilment status of the scope from its lines, after a change to them (same transaction). */
const refreshFulfillmentStatus = (storeId: string, scope: FulfilmentScope) =>
  scope.swapId
    ? sql`UPDATE swap sw SET fulfillment_status = s.status, updated_at = now()
    FROM (SELECT ${statusOfLines(false)} AS status
      FROM line_item li WHERE li.store_id = ${storeId} AND li.swap_id = ${scope.swapId}) s
    WHERE sw.store_id = ${storeId} AND sw.id = ${scope.swapId} AND sw.canceled_at IS NULL`
    : scope.claimId
      ? sql`UPDATE claim_order cl SET fulfillment_status = s.status, updated_at = now()
    FROM (SELECT ${statusOfLines(true)} AS status
      FROM line_item li WHERE li.store_id = ${storeId} AND li.claim_order_id = ${scope.claimId}) s
    WHERE cl.store_id = ${storeId} AND cl.id = ${scope.claimId} AND cl.canceled_at IS NULL`
      : orderFulfillmentStatus(storeId, scope.orderId);

const orderFulfillmentStatus = (storeId: string, orderId: string) =>
  sql`UPDATE "order" o SET fulfillment_status = s.status, updated_at = now()
    FROM (SELECT CASE
        WHEN bool_and(coalesce(li.shipped_quantity, 0) >= li.quantity) THEN 'shipped'
        WHEN bool_or(coalesce(li.shipped_quantity, 0) > 0) THEN 'partially_shipped'
        WHEN bool_and(coalesce(li.fulfilled_quantity, 0) >= li.quantity) THEN 'fulfilled'
        WHEN bool_or(coalesce(li.fulfilled_quantity, 0) > 0) THEN 'partially_fulfilled'
        ELSE 'not_fulfilled' END AS status
      FROM line_item li WHERE li.store_id = ${storeId} AND li.order_id = ${orderId}) s
    WHERE o.store_id = ${storeId} AND o.id = ${orderId} AND o.status <> 'canceled'`;

export function createOrderFulfilment(deps: Pick<OrderAdminDeps, 'db' | 'mailOutbox'>) {
  const { db, mailOutbox } = deps;
  const orderScope = (id: string): FulfilmentScope => ({ orderId: id, swapId: null });

  const methods = {
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
      await methods.fulfil(ctx, orderScope(id), input);
      return readOrder(db, ctx.storeId, id);
    },

    /** `createFulfillment` of the scope's lines; answers the fulfilment's id. */
    async fulfil(
      ctx: AdminContext,
      scope: FulfilmentScope,
      input: FulfillmentInput,
    ): Promise<string> {
      const { storeId } = ctx;
      const id = scope.orderId;
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
              WHERE sm.store_id = o.store_id
                AND ${
                  scope.swapId
                    ? sql`sm.swap_id = ${scope.swapId}`
                    : scope.claimId
                      ? sql`sm.claim_order_id = ${scope.claimId}`
                      : sql`sm.order_id = o.id`
                }
              ORDER BY sm.created_at LIMIT 1) AS provider_id`,
        );
        if (!order) {
          const [exists] = await rowsOf<{ status: string }>(
            tx,
            sql`SELECT status FROM "order" WHERE store_id = ${storeId} AND id = ${id}`,
          );
          if (!exists) throw orderNotFound(id);
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
            WHERE li.store_id = ${storeId} AND ${linesOfScope(scope)} AND li.id = w.item_id
              AND coalesce(li.fulfilled_quantity, 0) + w.quantity <= li.quantity
            RETURNING w.n`,
        );
        if (raised.length < input.items.length) {
          const done = new Set(raised.map((row) => row.n));
          const n = input.items.findIndex((_, index) => !done.has(index));
          const [line] = await rowsOf<{ quantity: number; fulfilled: number }>(
            tx,
            sql`SELECT quantity, coalesce(fulfilled_quantity, 0) AS fulfilled FROM line_item li
              WHERE store_id = ${storeId} AND ${linesOfScope(scope)} AND id = ${input.items[n]!.item_id}`,
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
            INSERT INTO fulfillment (store_id, id, order_id, swap_id, claim_order_id, location_id,
              provider_id, no_notification, created_by, metadata, idempotency_key)
            VALUES (${storeId}, ${fulfillmentId}, ${id}, ${scope.swapId}, ${scope.claimId ?? null},
              ${moved?.location_id ?? input.location_id ?? null},
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
            ...(scope.swapId && { swap_id: scope.swapId }),
            ...(scope.claimId && { claim_order_id: scope.claimId }),
          })}`);
        await tx.execute(refreshFulfillmentStatus(storeId, scope));
      });
      return fulfillmentId;
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
      await methods.cancelFulfilment(ctx, orderScope(id), fulfillmentId);
      return readOrder(db, ctx.storeId, id);
    },

    /** `cancelFulfillment` of one of the scope's fulfilments. */
    async cancelFulfilment(
      ctx: AdminContext,
      scope: FulfilmentScope,
      fulfillmentId: string,
    ): Promise<void> {
      const { storeId } = ctx;
      const id = scope.orderId;
      await withTenantTx(db, storeId, async (tx) => {
        const [fulfillment] = await rowsOf<{ location_id: string | null }>(
          tx,
          sql`UPDATE fulfillment SET canceled_at = now(), updated_at = now()
            WHERE store_id = ${storeId} AND id = ${fulfillmentId} AND order_id = ${id}
              AND ${fulfilmentsOfScope(scope)}
              AND canceled_at IS NULL AND shipped_at IS NULL
            RETURNING location_id`,
        );
        if (!fulfillment) {
          const [row] = await rowsOf<{ shipped_at: Date | null; canceled_at: Date | null }>(
            tx,
            sql`SELECT shipped_at, canceled_at FROM fulfillment
              WHERE store_id = ${storeId} AND id = ${fulfillmentId} AND order_id = ${id}
                AND ${fulfilmentsOfScope(scope)}`,
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
            ...(scope.swapId && { swap_id: scope.swapId }),
            ...(scope.claimId && { claim_order_id: scope.claimId }),
          })}`);
        await tx.execute(refreshFulfillmentStatus(storeId, scope));
      });
    },

    /** Marks a live fulfilment shipped, with its tracking numbers, and tells the customer. */
    async createShipment(ctx: AdminContext, id: string, input: ShipmentInput): Promise<WireOrder> {
      await methods.ship(ctx, orderScope(id), input);
      return readOrder(db, ctx.storeId, id);
    },

    /** `createShipment` of one of the scope's fulfilments. */
    async ship(ctx: AdminContext, scope: FulfilmentScope, input: ShipmentInput): Promise<void> {
      const { storeId } = ctx;
      const id = scope.orderId;
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
                AND ${fulfilmentsOfScope(scope)}
                AND shipped_at IS NULL AND canceled_at IS NULL
              RETURNING no_notification`,
          );
          if (!shipped) {
            const [row] = await rowsOf<{ shipped_at: Date | null }>(
              tx,
              sql`SELECT shipped_at FROM fulfillment
                WHERE store_id = ${storeId} AND id = ${input.fulfillment_id} AND order_id = ${id}
                  AND ${fulfilmentsOfScope(scope)}`,
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
          // The order's shipped mail names the order's lines; a claim's parcel has its own
          // (claims.mail.ts), an exchange's sends none.
          const mail = scope.swapId
            ? null
            : await mailFor(
                tx,
                mailOutbox,
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
              ...(scope.swapId && { swap_id: scope.swapId }),
              ...(scope.claimId && { claim_order_id: scope.claimId }),
            })})
            ${mailSql(
              storeId,
              mail,
              scope.claimId ? CLAIM_SHIPPED_MAIL : SHIPPED_MAIL,
              id,
              input.fulfillment_id,
            )}`);
          await tx.execute(refreshFulfillmentStatus(storeId, scope));
          return mail;
        },
        { catalog: false },
      );
      if (mailId) mailOutbox.send(storeId, mailId);
    },
  };
  return methods;
}
