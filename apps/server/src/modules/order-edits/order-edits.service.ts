import type { OrderEdit } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { calculateTaxLines } from '../taxes/applicable-rates.js';
import {
  createProviderCalls,
  eventSql,
  mailFor,
  mailSql,
  refused,
  type OrderAdminDeps,
  type PaymentClaim,
} from '../orders/orders.admin.shared.js';
import { ORDER_EDIT_REQUESTED_MAIL } from '../orders/orders.mail.js';
import { toOrder } from '../orders/orders.mapper.js';
import { readOrderRows } from '../orders/orders.query.js';
import { createOrderRefunds, refundClaimSql } from '../orders/orders.refunds.js';
import { releaseLinesSql, reserveVariants, StockShortageError } from '../stock/stock.js';
import { orderEditNotFound, readOrderEdit } from './order-edits.read.js';

/*
 * Order edits (docs/order-edits.md): staff change an order's lines on the edit's copies, and
 * confirming makes the changes to the order's own lines in one transaction that locks them, so
 * a fulfilment racing the confirmation either comes first (and the edit is refused) or finds the
 * lines as the edit left them. Every change of an edit locks the edit's row first, so a change
 * racing a confirmation or a cancel is ordered after it and refused.
 */

/** The edit's row, locked, with what its changes need of the order. */
interface LockedEdit {
  id: string;
  order_id: string;
  requested_at: string | null;
  confirmed_at: string | null;
  declined_at: string | null;
  canceled_at: string | null;
  payment_collection_id: string | null;
  collection_status: string | null;
  region_id: string;
  currency_code: string;
  sales_channel_id: string | null;
  includes_tax: boolean;
  order_status: string;
}

const statusOf = (edit: LockedEdit): OrderEdit['status'] =>
  edit.canceled_at
    ? 'canceled'
    : edit.confirmed_at
      ? 'confirmed'
      : edit.declined_at
        ? 'declined'
        : edit.requested_at
          ? 'requested'
          : 'created';

async function lockEdit(tx: Tx, storeId: string, id: string): Promise<LockedEdit> {
  const [edit] = await rowsOf<LockedEdit>(
    tx,
    sql`SELECT e.id, e.order_id, e.requested_at, e.confirmed_at, e.declined_at, e.canceled_at,
        e.payment_collection_id, pc.status AS collection_status, o.region_id, o.currency_code,
        o.sales_channel_id, coalesce(r.includes_tax, false) AS includes_tax,
        o.status AS order_status
      FROM order_edit e
      JOIN "order" o ON o.store_id = e.store_id AND o.id = e.order_id
      LEFT JOIN region r ON r.store_id = o.store_id AND r.id = o.region_id
      LEFT JOIN payment_collection pc ON pc.store_id = e.store_id AND pc.id = e.payment_collection_id
      WHERE e.store_id = ${storeId} AND e.id = ${id}
      FOR UPDATE OF e`,
  );
  if (!edit) throw orderEditNotFound(id);
  return edit;
}

/** Lines may change only before the edit is sent to the customer (its amount is then fixed). */
function mustBeOpen(edit: LockedEdit): void {
  const status = statusOf(edit);
  if (status === 'created') return;
  throw refused(
    status === 'requested'
      ? 'The edit was sent to the customer and cannot change any more; cancel it and start a new one'
      : `Can not change the order edit ${edit.id} with the status ${status}`,
    'order_edit_closed',
  );
}

/** The order's lines, locked: none may be fulfilled or held by a return for an edit to apply. */
async function lockUnfulfilledLines(tx: Tx, storeId: string, orderId: string): Promise<void> {
  const [state] = await rowsOf<{ status: string; fulfilled: boolean }>(
    tx,
    sql`SELECT o.status, coalesce((SELECT bool_or(coalesce(li.fulfilled_quantity, 0) > 0
          OR li.return_requested_quantity > 0)
        FROM (SELECT fulfilled_quantity, return_requested_quantity FROM line_item
          WHERE store_id = ${storeId} AND order_id = ${orderId} FOR UPDATE) li), false) AS fulfilled
      FROM "order" o WHERE o.store_id = ${storeId} AND o.id = ${orderId}`,
  );
  if (!state) throw new StoredeskError('not_found', `Order with id ${orderId} was not found`);
  if (state.status === 'canceled' || state.status === 'archived') {
    throw refused(`A ${state.status} order cannot be edited`, 'order_closed');
  }
  if (state.fulfilled) {
    throw refused(
      'The order has fulfilled items: an edit changes an order before it is fulfilled; use a return, an exchange or a claim instead',
      'order_fulfilled',
    );
  }
}

/**
 * Copies the order's line `only` (all its lines when null) into the edit, with its tax lines.
 * A copy's id is its original's with the edit's mark, so copies list in the order's own order.
 */
async function copyLines(
  tx: Tx,
  storeId: string,
  editId: string,
  orderId: string,
  only: string | null,
): Promise<void> {
  await tx.execute(sql`WITH source AS (
      SELECT li.*, li.id || '_' || substr(md5(${editId}), 1, 8) AS copy_id
      FROM line_item li
      WHERE li.store_id = ${storeId} AND li.order_id = ${orderId}
        AND (${only}::text IS NULL OR li.id = ${only})
    ), copies AS (
      INSERT INTO line_item (store_id, id, order_edit_id, original_item_id, title, description,
        thumbnail, is_return, is_giftcard, should_merge, allow_discounts, has_shipping,
        unit_price, variant_id, product_id, quantity, fulfilled_quantity, returned_quantity,
        shipped_quantity, includes_tax, metadata, created_at)
      SELECT store_id, copy_id, ${editId}, id, title, description, thumbnail, is_return,
        is_giftcard, should_merge, allow_discounts, has_shipping, unit_price, variant_id,
        product_id, quantity, fulfilled_quantity, returned_quantity, shipped_quantity,
        includes_tax, metadata, created_at
      FROM source
      RETURNING id
    )
    INSERT INTO line_item_tax_line (store_id, id, item_id, rate, name, code, metadata)
    SELECT t.store_id, 'litl_' || substr(md5(s.copy_id || t.id), 1, 26), s.copy_id, t.rate,
      t.name, t.code, t.metadata
    FROM source s
    JOIN line_item_tax_line t ON t.store_id = s.store_id AND t.item_id = s.id
    WHERE EXISTS (SELECT 1 FROM copies)`);
}

/**
 * A read through `storedesk_tenant_read` inside a transaction clears the tenant setting when it
 * ends (migration 0043): set it again before the transaction writes.
 */
const tenantAgain = (t: Tx, storeId: string) =>
  t.execute(sql`SELECT set_config('app.store_id', ${storeId}, true)`);

/** Whether a change with this Idempotency-Key was made on the edit already (its retry). */
async function doneBefore(t: Tx, storeId: string, editId: string, key: string | null) {
  if (!key) return false;
  const [found] = await rowsOf<{ id: string }>(
    t,
    sql`SELECT id FROM order_item_change
      WHERE store_id = ${storeId} AND order_edit_id = ${editId} AND idempotency_key = ${key}`,
  );
  return Boolean(found);
}

export interface EditActor {
  /** A user's id, a customer's id, or null for a shopper signed out. */
  id: string | null;
}

export function createOrderEdits(deps: OrderAdminDeps) {
  const { db, logger, mailOutbox } = deps;
  const refunds = createOrderRefunds(deps);
  const { providerOf, contextFor } = createProviderCalls(deps);
  const tx = <T>(storeId: string, fn: (tx: Tx) => Promise<T>) =>
    withTenantTx(db, storeId, fn, { catalog: false });

  /** Voids the authorised payments of an edit that will not be confirmed (best effort). */
  async function voidPayments(storeId: string, collectionId: string | null): Promise<void> {
    if (!collectionId) return;
    const payments = await tx(storeId, (t) =>
      rowsOf<PaymentClaim & { order_id: string | null }>(
        t,
        sql`UPDATE payment p SET canceled_at = now(), updated_at = now()
          FROM payment_collection pc
          LEFT JOIN order_edit e ON e.store_id = pc.store_id AND e.payment_collection_id = pc.id
          LEFT JOIN "order" o ON o.store_id = e.store_id AND o.id = e.order_id
          WHERE p.store_id = ${storeId} AND p.payment_collection_id = ${collectionId}
            AND pc.store_id = p.store_id AND pc.id = p.payment_collection_id
            AND p.captured_at IS NULL AND p.canceled_at IS NULL
          RETURNING p.id, p.provider_id, p.amount, p.amount_captured, p.amount_refunded,
            p.currency_code, p.data, coalesce(o.email, '') AS email, o.customer_id, o.id AS order_id`,
      ),
    );
    for (const payment of payments) {
      try {
        const context = await contextFor(
          storeId,
          payment.order_id ?? collectionId,
          payment,
          Number(payment.amount),
          `${payment.id}:cancel`,
        );
        await providerOf(payment.provider_id).cancel(context, payment.data);
      } catch (error) {
        logger.warn(
          { storeId, paymentId: payment.id, err: error instanceof Error ? error.message : error },
          'an order edit payment could not be voided; release it with the provider',
        );
      }
    }
  }

  return {
    /** `POST /admin/order-edits`: the edit with copies of the order's lines. */
    async create(
      storeId: string,
      input: { order_id: string; internal_note?: string | undefined },
      actor: EditActor,
      key: string | null = null,
    ): Promise<string> {
      const id = newId('oe');
      return tx(storeId, async (t) => {
        // The order's lines are locked first, so a retry waits for its first try and finds it.
        await lockUnfulfilledLines(t, storeId, input.order_id);
        if (key) {
          const [earlier] = await rowsOf<{ id: string; order_id: string }>(
            t,
            sql`SELECT id, order_id FROM order_edit
              WHERE store_id = ${storeId} AND idempotency_key = ${key}`,
          );
          if (earlier && earlier.order_id !== input.order_id) {
            throw refused(
              'Idempotency-Key: the key was used for an edit of another order; send a new key with each request',
              'idempotency_key_reused',
            );
          }
          if (earlier) return earlier.id;
        }
        const [made] = await rowsOf<{ id: string }>(
          t,
          sql`INSERT INTO order_edit (store_id, id, order_id, internal_note, created_by,
              idempotency_key)
            VALUES (${storeId}, ${id}, ${input.order_id}, ${input.internal_note ?? null},
              ${actor.id ?? 'unknown'}, ${key})
            ON CONFLICT (store_id, order_id) WHERE confirmed_at IS NULL AND canceled_at IS NULL
              AND declined_at IS NULL
            DO NOTHING
            RETURNING id`,
        );
        if (!made) {
          throw refused(
            `An active order edit already exists for the order ${input.order_id}`,
            'order_edit_exists',
          );
        }
        await copyLines(t, storeId, id, input.order_id, null);
        await t.execute(
          eventSql(storeId, input.order_id, 'order_edit_created', actor.id, { order_edit_id: id }),
        );
        return id;
      });
    },

    /** `POST /admin/order-edits/{id}`: the internal note. */
    async update(storeId: string, id: string, input: { internal_note?: string | undefined }) {
      await tx(storeId, async (t) => {
        await lockEdit(t, storeId, id);
        if (input.internal_note === undefined) return;
        await t.execute(sql`UPDATE order_edit SET internal_note = ${input.internal_note},
            updated_at = now()
          WHERE store_id = ${storeId} AND id = ${id}`);
      });
    },

    /** `DELETE /admin/order-edits/{id}`: an edit not yet sent, with its lines and changes. */
    async remove(storeId: string, id: string): Promise<void> {
      await tx(storeId, async (t) => {
        const locked = await lockEdit(t, storeId, id).catch((error: unknown) => {
          if (error instanceof StoredeskError && error.kind === 'not_found') return null;
          throw error;
        });
        if (!locked) return; // v1: deleting an edit that is not there succeeds
        if (statusOf(locked) !== 'created') {
          throw refused(`Cannot delete order edit with status ${statusOf(locked)}`);
        }
        await t.execute(sql`WITH lines AS (
            DELETE FROM line_item WHERE store_id = ${storeId} AND order_edit_id = ${id}
          )
          DELETE FROM order_edit WHERE store_id = ${storeId} AND id = ${id}`);
      });
    },

    /** `POST /admin/order-edits/{id}/items`: a new line at the region's price, taxed. */
    async addItem(
      storeId: string,
      id: string,
      input: { variant_id: string; quantity: number; metadata?: Record<string, unknown> },
      key: string | null = null,
    ): Promise<void> {
      await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        if (await doneBefore(t, storeId, id, key)) return;
        mustBeOpen(edit);
        const lineId = newId('item');
        const [added] = await rowsOf<{ product_id: string; unit_price: number }>(
          t,
          sql`WITH added AS (
              INSERT INTO line_item (store_id, id, order_edit_id, title, description, thumbnail,
                is_giftcard, should_merge, allow_discounts, has_shipping, unit_price, variant_id,
                product_id, quantity, includes_tax, metadata)
              SELECT ${storeId}, ${lineId}, ${id}, p.title, v.title, p.thumbnail, p.is_giftcard,
                true, p.discountable, false,
                (SELECT ma.amount FROM money_amount ma
                  WHERE ma.store_id = v.store_id AND ma.variant_id = v.id
                    AND ma.price_list_id IS NULL
                    AND (ma.region_id = ${edit.region_id}
                      OR (ma.region_id IS NULL AND ma.currency_code = ${edit.currency_code}))
                  ORDER BY ma.region_id NULLS LAST LIMIT 1),
                v.id, p.id, ${input.quantity}, ${edit.includes_tax},
                ${JSON.stringify(input.metadata ?? {})}::jsonb
              FROM product_variant v
              JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
                AND p.deleted_at IS NULL
              WHERE v.store_id = ${storeId} AND v.id = ${input.variant_id}
                AND v.deleted_at IS NULL
                AND EXISTS (SELECT 1 FROM money_amount ma
                  WHERE ma.store_id = v.store_id AND ma.variant_id = v.id
                    AND ma.price_list_id IS NULL
                    AND (ma.region_id = ${edit.region_id}
                      OR (ma.region_id IS NULL AND ma.currency_code = ${edit.currency_code})))
              RETURNING product_id, unit_price
            ), change AS (
              INSERT INTO order_item_change (store_id, id, type, order_edit_id, line_item_id,
                idempotency_key)
              SELECT ${storeId}, ${newId('oic')}, 'item_add', ${id}, ${lineId}, ${key} FROM added
            )
            SELECT product_id, unit_price FROM added`,
        );
        if (!added) {
          throw refused(
            `variant_id: Variant with id: ${input.variant_id} was not found, or has no price in the order's region`,
          );
        }
        const taxed = await calculateTaxLines(t, storeId, [
          {
            key: lineId,
            regionId: edit.region_id,
            productId: added.product_id,
            unitPrice: Number(added.unit_price),
            quantity: input.quantity,
            includesTax: edit.includes_tax,
          },
        ]);
        const rates = taxed.get(lineId)?.rates ?? [];
        if (rates.length > 0) {
          await t.execute(sql`INSERT INTO line_item_tax_line (store_id, id, item_id, rate, name, code)
            SELECT ${storeId}, 'litl_' || substr(md5(${lineId} || r.n::text), 1, 26), ${lineId},
              r.rate, r.name, r.code
            FROM jsonb_to_recordset(${JSON.stringify(rates.map((rate, n) => ({ ...rate, n })))}::jsonb)
              AS r(n int, rate numeric, name text, code text)`);
        }
      });
    },

    /** `POST /admin/order-edits/{id}/items/{item_id}`: a line's new quantity. */
    async updateItem(storeId: string, id: string, itemId: string, quantity: number) {
      await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        mustBeOpen(edit);
        const [line] = await rowsOf<{ id: string }>(
          t,
          sql`WITH line AS (
              UPDATE line_item SET quantity = ${quantity}, updated_at = now()
              WHERE store_id = ${storeId} AND id = ${itemId} AND order_edit_id = ${id}
              RETURNING id, original_item_id
            ), change AS (
              INSERT INTO order_item_change (store_id, id, type, order_edit_id,
                original_line_item_id, line_item_id)
              SELECT ${storeId}, ${newId('oic')}, 'item_update', ${id}, original_item_id, id
              FROM line WHERE original_item_id IS NOT NULL
              ON CONFLICT DO NOTHING
            )
            SELECT id FROM line`,
        );
        if (!line) {
          throw refused(
            `Invalid line item id ${itemId} it does not belong to the same order edit ${id}.`,
          );
        }
      });
    },

    /**
     * `DELETE /admin/order-edits/{id}/items/{item_id}`: an order line's copy goes (the change
     * `item_remove` records it); a line the edit added goes with its change.
     */
    async removeItem(storeId: string, id: string, itemId: string, key: string | null = null) {
      await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        if (await doneBefore(t, storeId, id, key)) return;
        mustBeOpen(edit);
        const [line] = await rowsOf<{ id: string }>(
          t,
          sql`WITH line AS (
              DELETE FROM line_item
              WHERE store_id = ${storeId} AND id = ${itemId} AND order_edit_id = ${id}
              RETURNING id, original_item_id
            ), dropped AS (
              DELETE FROM order_item_change c USING line
              WHERE c.store_id = ${storeId} AND c.order_edit_id = ${id} AND c.line_item_id = line.id
            ), change AS (
              INSERT INTO order_item_change (store_id, id, type, order_edit_id,
                original_line_item_id, idempotency_key)
              SELECT ${storeId}, ${newId('oic')}, 'item_remove', ${id}, original_item_id, ${key}
              FROM line WHERE original_item_id IS NOT NULL
            )
            SELECT id FROM line`,
        );
        if (!line) {
          throw refused(
            `Invalid line item id ${itemId} it does not belong to the same order edit ${id}.`,
          );
        }
      });
    },

    /** `DELETE /admin/order-edits/{id}/changes/{change_id}`: the change undone. */
    async deleteChange(storeId: string, id: string, changeId: string): Promise<void> {
      await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        mustBeOpen(edit);
        const [change] = await rowsOf<{
          type: string;
          original_line_item_id: string | null;
          line_item_id: string | null;
        }>(
          t,
          sql`DELETE FROM order_item_change
            WHERE store_id = ${storeId} AND id = ${changeId} AND order_edit_id = ${id}
            RETURNING type, original_line_item_id, line_item_id`,
        );
        if (!change) {
          throw refused(
            `The item change you are trying to delete doesn't belong to the OrderEdit with id: ${id}.`,
          );
        }
        if (change.type === 'item_add') {
          await t.execute(sql`DELETE FROM line_item
            WHERE store_id = ${storeId} AND id = ${change.line_item_id} AND order_edit_id = ${id}`);
        } else if (change.type === 'item_update') {
          await t.execute(sql`UPDATE line_item c SET quantity = o.quantity, updated_at = now()
            FROM line_item o
            WHERE c.store_id = ${storeId} AND c.id = ${change.line_item_id}
              AND o.store_id = c.store_id AND o.id = c.original_item_id`);
        } else {
          await copyLines(t, storeId, id, edit.order_id, change.original_line_item_id);
        }
      });
    },

    /**
     * `POST /admin/order-edits/{id}/request`: sent to the customer. An edit that costs more gets
     * a payment collection for the difference.
     */
    async request(
      storeId: string,
      id: string,
      input: { payment_collection_description?: string | undefined },
      actor: EditActor,
    ): Promise<void> {
      const mailId = await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        if (statusOf(edit) === 'requested') return null;
        mustBeOpen(edit);
        const current = await readOrderEdit(t, storeId, id);
        await tenantAgain(t, storeId);
        if (current.changes.length === 0) {
          throw refused('Cannot request a confirmation on an edit with no changes');
        }
        const collectionId = current.difference_due > 0 ? newId('paycol') : null;
        // The customer is asked by mail, unless the order says not to notify them.
        const mail = await mailFor(t, mailOutbox, storeId, edit.order_id, undefined);
        await t.execute(sql`WITH collection AS (
            INSERT INTO payment_collection (store_id, id, type, status, description, amount,
              region_id, currency_code, created_by)
            SELECT ${storeId}, ${collectionId}, 'order_edit', 'not_paid',
              ${input.payment_collection_description ?? null}, ${current.difference_due},
              ${edit.region_id}, ${edit.currency_code}, ${actor.id ?? 'unknown'}
            WHERE ${collectionId}::text IS NOT NULL
            RETURNING id
          ), requested AS (
            UPDATE order_edit SET requested_at = now(), requested_by = ${actor.id},
              payment_collection_id = (SELECT id FROM collection), updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id}
          ), mail AS (
            ${mailSql(storeId, mail, ORDER_EDIT_REQUESTED_MAIL, edit.order_id, id)}
          )
          ${eventSql(storeId, edit.order_id, 'order_edit_requested', actor.id, {
            order_edit_id: id,
            difference_due: current.difference_due,
          })}`);
        return mail;
      });
      if (mailId) mailOutbox.send(storeId, mailId);
    },

    /** `POST /admin/order-edits/{id}/cancel`. */
    async cancel(storeId: string, id: string, actor: EditActor): Promise<void> {
      const collectionId = await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        const status = statusOf(edit);
        if (status === 'canceled') return null;
        if (status === 'confirmed' || status === 'declined') {
          throw refused(`Cannot cancel order edit with status ${status}`);
        }
        await t.execute(sql`WITH collection AS (
            UPDATE payment_collection SET status = 'canceled', updated_at = now()
            WHERE store_id = ${storeId} AND id = ${edit.payment_collection_id}
          ), canceled AS (
            UPDATE order_edit SET canceled_at = now(), canceled_by = ${actor.id},
              updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id}
          )
          ${eventSql(storeId, edit.order_id, 'order_edit_canceled', actor.id, {
            order_edit_id: id,
          })}`);
        return edit.payment_collection_id;
      });
      await voidPayments(storeId, collectionId);
    },

    /** `POST /store/order-edits/{id}/decline`. */
    async decline(
      storeId: string,
      id: string,
      reason: string | undefined,
      actor: EditActor,
    ): Promise<void> {
      const collectionId = await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        const status = statusOf(edit);
        if (status === 'declined') return null;
        if (status !== 'requested') {
          throw refused(`Cannot decline an order edit with status ${status}.`);
        }
        await t.execute(sql`WITH collection AS (
            UPDATE payment_collection SET status = 'canceled', updated_at = now()
            WHERE store_id = ${storeId} AND id = ${edit.payment_collection_id}
          ), declined AS (
            UPDATE order_edit SET declined_at = now(), declined_by = ${actor.id},
              declined_reason = ${reason ?? null}, updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id}
          )
          ${eventSql(storeId, edit.order_id, 'order_edit_declined', null, {
            order_edit_id: id,
            reason: reason ?? null,
          })}`);
        return edit.payment_collection_id;
      });
      await voidPayments(storeId, collectionId);
    },

    /**
     * Confirms the edit (`/admin/order-edits/{id}/confirm`, or the shopper's
     * `/store/order-edits/{id}/complete`, which needs the amount due authorised). One
     * transaction: the order's lines are locked and must still be unfulfilled; changed lines
     * take their new quantities, removed lines go, added lines join the order; the reservations
     * of changed and removed lines are released and the new quantities reserved with the
     * checkout's statement (a shortage is a 409 and nothing changes); the order's totals are
     * written again; the edit's payment joins the order. When the order now costs less, what was
     * captured beyond the new total is refunded (asked of the provider after the commit, as every
     * refund), and an authorisation not yet captured is lowered to the new total.
     */
    async confirm(
      storeId: string,
      id: string,
      actor: EditActor,
      byShopper: boolean,
    ): Promise<void> {
      const refundId = newId('ref');
      const outcome = await tx(storeId, async (t) => {
        const edit = await lockEdit(t, storeId, id);
        const status = statusOf(edit);
        if (status === 'confirmed') return null;
        if (status === 'canceled' || status === 'declined') {
          throw refused(`Cannot confirm an order edit with status ${status}`);
        }
        if (byShopper && status !== 'requested') {
          throw refused(`Cannot complete an order edit with status ${status}`);
        }
        if (byShopper && edit.payment_collection_id && edit.collection_status !== 'authorized') {
          throw refused('Unable to complete an order edit if the payment is not authorized');
        }
        await lockUnfulfilledLines(t, storeId, edit.order_id);
        const before = await rowsOf<{ total: number }>(
          t,
          sql`SELECT total FROM "order" WHERE store_id = ${storeId} AND id = ${edit.order_id}`,
        );
        const changed = sql`SELECT original_line_item_id FROM order_item_change
          WHERE store_id = ${storeId} AND order_edit_id = ${id} AND deleted_at IS NULL
            AND type IN ('item_remove', 'item_update')`;
        await t.execute(sql`${releaseLinesSql(storeId, changed)}
          SELECT 1`);
        const reserve = await rowsOf<{
          line_item_id: string;
          variant_id: string;
          quantity: number;
          title: string;
        }>(
          t,
          sql`WITH updated AS (
              UPDATE line_item o SET quantity = c.quantity, updated_at = now()
              FROM order_item_change ch
              JOIN line_item c ON c.store_id = ch.store_id AND c.id = ch.line_item_id
              WHERE ch.store_id = ${storeId} AND ch.order_edit_id = ${id}
                AND ch.type = 'item_update' AND ch.deleted_at IS NULL
                AND o.store_id = ch.store_id AND o.id = ch.original_line_item_id
                AND o.order_id = ${edit.order_id}
              RETURNING o.id, o.variant_id, o.quantity,
                o.title || coalesce(' (' || o.description || ')', '') AS title
            ), removed AS (
              DELETE FROM line_item o USING order_item_change ch
              WHERE ch.store_id = ${storeId} AND ch.order_edit_id = ${id}
                AND ch.type = 'item_remove' AND ch.deleted_at IS NULL
                AND o.store_id = ch.store_id AND o.id = ch.original_line_item_id
                AND o.order_id = ${edit.order_id}
            ), added AS (
              UPDATE line_item SET order_id = ${edit.order_id}, updated_at = now()
              WHERE store_id = ${storeId} AND order_edit_id = ${id} AND original_item_id IS NULL
              RETURNING id, variant_id, quantity,
                title || coalesce(' (' || description || ')', '') AS title
            )
            SELECT id AS line_item_id, variant_id, quantity, title FROM updated
              WHERE variant_id IS NOT NULL
            UNION ALL
            SELECT id, variant_id, quantity, title FROM added WHERE variant_id IS NOT NULL`,
        );
        await reserveVariants(
          t,
          storeId,
          reserve.map((line) => ({
            lineItemId: line.line_item_id,
            variantId: line.variant_id,
            quantity: line.quantity,
          })),
          { salesChannelId: edit.sales_channel_id, createdBy: null },
        ).catch((error: unknown) => {
          if (!(error instanceof StockShortageError)) throw error;
          const short = error.shortages[0]!;
          const line = reserve.find((one) => one.line_item_id === short.lineItemId);
          throw new StoredeskError(
            'conflict',
            `items: ${line?.title ?? short.lineItemId} has ${Math.max(short.available ?? 0, 0)} in stock for the order's sales channel; the edit asks for ${short.requested}. Change the edit and confirm again.`,
            'insufficient_inventory',
          );
        });
        const { rows } = await readOrderRows(t, storeId, { id: edit.order_id });
        const order = toOrder(rows[0]!);
        await tenantAgain(t, storeId);
        const owed = Math.max(Number(before[0]?.total ?? 0) - order.total, 0);
        await t.execute(sql`WITH totals AS (
            UPDATE "order" SET subtotal = ${order.subtotal}::int,
              shipping_total = ${order.shipping_total}::int, tax_total = ${order.tax_total}::int,
              discount_total = ${order.discount_total}::int, total = ${order.total}::int,
              updated_at = now()
            WHERE store_id = ${storeId} AND id = ${edit.order_id}
          ), payments AS (
            UPDATE payment SET order_id = ${edit.order_id}, updated_at = now()
            WHERE store_id = ${storeId} AND payment_collection_id = ${edit.payment_collection_id}
          ), lowered AS (
            UPDATE payment SET amount = greatest(amount - ${owed}::int, 0), updated_at = now()
            WHERE store_id = ${storeId} AND order_id = ${edit.order_id} AND ${owed}::int > 0
              AND swap_id IS NULL AND payment_collection_id IS NULL
              AND captured_at IS NULL AND canceled_at IS NULL AND capture_claimed_until IS NULL
              AND amount_refunded = 0
          ), confirmed AS (
            UPDATE order_edit SET confirmed_at = now(), confirmed_by = ${actor.id},
              updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id}
          )
          ${eventSql(storeId, edit.order_id, 'order_edit_confirmed', byShopper ? null : actor.id, {
            order_edit_id: id,
            difference: order.total - Number(before[0]?.total ?? 0),
          })}`);
        // What was taken beyond the new total goes back, as far as the capture allows: the
        // captured payment is locked, so a refund racing this one is ordered after it and sees
        // what is left.
        if (owed <= 0) return null;
        const [captured] = await rowsOf<{ id: string; left: number }>(
          t,
          sql`SELECT id, coalesce(amount_captured, 0) - amount_refunded AS left FROM payment
            WHERE store_id = ${storeId} AND order_id = ${edit.order_id}
              AND captured_at IS NOT NULL AND canceled_at IS NULL
            ORDER BY payment_collection_id NULLS FIRST, created_at, id LIMIT 1
            FOR UPDATE`,
        );
        const refundable = Math.min(owed, Math.max(Number(captured?.left ?? 0), 0));
        if (!captured || refundable <= 0) return null;
        const [claimed] = await rowsOf<PaymentClaim>(
          t,
          refundClaimSql({
            storeId,
            orderId: edit.order_id,
            refundId,
            amount: refundable,
            reason: 'other',
            note: 'Order edit',
            actorId: byShopper ? null : actor.id,
            paymentId: captured.id,
          }),
        );
        return claimed ? { claimed, amount: refundable, orderId: edit.order_id } : null;
      });
      if (outcome) {
        await refunds.settle(
          storeId,
          outcome.orderId,
          refundId,
          outcome.claimed,
          outcome.amount,
          undefined,
        );
      }
    },
  };
}

export type OrderEdits = ReturnType<typeof createOrderEdits>;
