import type { AdminPostOrdersOrderClaimsClaimReq } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { eventSql, refused, type OrderAdminDeps } from '../orders/orders.admin.shared.js';
import {
  createOrderFulfilment,
  type FulfillmentInput,
  type ShipmentInput,
} from '../orders/orders.fulfilment.js';
import { cancelReturnSql } from '../returns/returns.receive.js';
import { releaseLinesSql } from '../stock/stock.js';

/*
 * What staff do with a claim after registering it (Medusa v1 `/admin/orders/{id}/claims/
 * {claim_id}/...`): change its notes, reasons, pictures and tags; send the replacements (the
 * order fulfilment's statements, scoped to the claim); cancel it. Each change checks the claim's
 * state in the statement that makes it.
 */

type ClaimUpdate = z.output<typeof AdminPostOrdersOrderClaimsClaimReq>;

interface ClaimState {
  id: string;
  type: string;
  payment_status: string;
  canceled_at: string | null;
  no_notification: boolean | null;
}

export const claimNotFound = (id: string) =>
  new StoredeskError('not_found', `Claim with id: ${id} was not found`);

async function stateOf(tx: Tx, storeId: string, orderId: string, claimId: string) {
  const [row] = await rowsOf<ClaimState>(
    tx,
    sql`SELECT id, type, payment_status, canceled_at, no_notification FROM claim_order
      WHERE store_id = ${storeId} AND id = ${claimId} AND order_id = ${orderId}
        AND deleted_at IS NULL`,
  );
  if (!row) throw claimNotFound(claimId);
  return row;
}

export function createClaimActions(deps: OrderAdminDeps) {
  const { db } = deps;
  const fulfilment = createOrderFulfilment(deps);
  const read = (storeId: string, orderId: string, claimId: string) =>
    withTenantTx(db, storeId, (tx) => stateOf(tx, storeId, orderId, claimId), { catalog: false });

  async function live(storeId: string, orderId: string, claimId: string) {
    const state = await read(storeId, orderId, claimId);
    if (state.canceled_at) throw refused('The claim is canceled', 'claim_canceled');
    return state;
  }

  return {
    /** Notes, reasons, pictures and tags of its lines; `no_notification`; `metadata`. */
    async update(
      ctx: AdminContext,
      orderId: string,
      claimId: string,
      input: ClaimUpdate,
    ): Promise<void> {
      const { storeId } = ctx;
      await live(storeId, orderId, claimId);
      const lines = (input.claim_items ?? []).map((line) => ({
        id: line.id,
        has_note: line.note !== undefined,
        note: line.note ?? null,
        reason: line.reason ?? null,
        images: line.images?.map((image) => ({ id: image.id ?? newId('cimg'), url: image.url })),
        tags: line.tags?.map((tag) => tag.value),
      }));
      await withTenantTx(
        db,
        storeId,
        async (tx) => {
          const known = await rowsOf<{ id: string }>(
            tx,
            sql`SELECT id FROM claim_item WHERE store_id = ${storeId}
              AND claim_order_id = ${claimId} AND deleted_at IS NULL`,
          );
          lines.forEach((line, n) => {
            if (!known.some((row) => row.id === line.id)) {
              throw refused(`claim_items[${n}].id: the claim has no line ${line.id}`);
            }
          });
          const images = lines.flatMap((line) =>
            (line.images ?? []).map((image) => ({ ...image, item: line.id })),
          );
          const tags = lines.flatMap((line) =>
            [...new Set(line.tags ?? [])].map((value) => ({ item: line.id, value })),
          );
          const withImages = lines.filter((line) => line.images).map((line) => line.id);
          const withTags = lines.filter((line) => line.tags).map((line) => line.id);
          await tx.execute(sql`WITH w AS (
              SELECT * FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
                AS w(id text, has_note boolean, note text, reason text)
            ), lines AS (
              UPDATE claim_item ci SET
                note = CASE WHEN w.has_note THEN w.note ELSE ci.note END,
                reason = coalesce(w.reason, ci.reason), updated_at = now()
              FROM w WHERE ci.store_id = ${storeId} AND ci.id = w.id
            ), gone_images AS (
              UPDATE claim_image SET deleted_at = now(), updated_at = now()
              WHERE store_id = ${storeId} AND deleted_at IS NULL
                AND claim_item_id = ANY(${`{${withImages.join(',')}}`}::text[])
                AND id NOT IN (SELECT i.id FROM jsonb_to_recordset(${JSON.stringify(images)}::jsonb)
                  AS i(id text, url text, item text))
            ), new_images AS (
              INSERT INTO claim_image (store_id, id, claim_item_id, url)
              SELECT ${storeId}, i.id, i.item, i.url
              FROM jsonb_to_recordset(${JSON.stringify(images)}::jsonb) AS i(id text, url text, item text)
              ON CONFLICT (store_id, id) DO UPDATE SET url = EXCLUDED.url, updated_at = now()
            ), gone_tags AS (
              DELETE FROM claim_item_tags WHERE store_id = ${storeId}
                AND item_id = ANY(${`{${withTags.join(',')}}`}::text[])
            ), tag_rows AS (
              INSERT INTO claim_tag (store_id, id, value)
              SELECT DISTINCT ON (t.value) ${storeId}, 'ctag_' || md5(${storeId} || t.value), t.value
              FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS t(item text, value text)
              ON CONFLICT (store_id, value) DO UPDATE SET updated_at = now()
              RETURNING id, value
            ), claim AS (
              UPDATE claim_order SET
                no_notification = coalesce(${input.no_notification ?? null}::boolean, no_notification),
                metadata = CASE WHEN ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb IS NULL
                  THEN metadata ELSE coalesce(metadata, '{}'::jsonb) || ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb END,
                updated_at = now()
              WHERE store_id = ${storeId} AND id = ${claimId}
            )
            SELECT 1`);
          // The new tag links go in after the old ones are gone (another statement: the CTEs
          // above all see the links as they were).
          if (tags.length) {
            await tx.execute(sql`INSERT INTO claim_item_tags (store_id, item_id, tag_id)
              SELECT ${storeId}, t.item, ct.id
              FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS t(item text, value text)
              JOIN claim_tag ct ON ct.store_id = ${storeId} AND ct.value = t.value
              ON CONFLICT DO NOTHING`);
          }
        },
        { catalog: false },
      );
    },

    /** Sends every replacement not yet sent (a `replace` claim). */
    async fulfil(
      ctx: AdminContext,
      orderId: string,
      claimId: string,
      input: Omit<FulfillmentInput, 'items'>,
    ): Promise<void> {
      const { storeId } = ctx;
      const state = await live(storeId, orderId, claimId);
      if (state.type !== 'replace') {
        throw refused('A claim of type "refund" has nothing to send', 'nothing_to_fulfil');
      }
      const lines = await withTenantTx(
        db,
        storeId,
        (tx) =>
          rowsOf<{ item_id: string; quantity: number }>(
            tx,
            sql`SELECT id AS item_id, quantity - coalesce(fulfilled_quantity, 0) AS quantity
              FROM line_item WHERE store_id = ${storeId} AND claim_order_id = ${claimId}
                AND quantity > coalesce(fulfilled_quantity, 0)
              ORDER BY created_at, id`,
          ),
        { catalog: false },
      );
      if (lines.length === 0) {
        throw refused('The claim has nothing left to fulfil', 'over_fulfillment');
      }
      // The claim's own no_notification holds for its parcel unless the request says otherwise.
      await fulfilment.fulfil(
        ctx,
        { orderId, swapId: null, claimId },
        {
          ...input,
          no_notification: input.no_notification ?? state.no_notification ?? undefined,
          items: lines,
        },
      );
    },

    async cancelFulfillment(
      ctx: AdminContext,
      orderId: string,
      claimId: string,
      fulfillmentId: string,
    ): Promise<void> {
      await read(ctx.storeId, orderId, claimId);
      await fulfilment.cancelFulfilment(ctx, { orderId, swapId: null, claimId }, fulfillmentId);
    },

    async ship(
      ctx: AdminContext,
      orderId: string,
      claimId: string,
      input: ShipmentInput,
    ): Promise<void> {
      await live(ctx.storeId, orderId, claimId);
      await fulfilment.ship(ctx, { orderId, swapId: null, claimId }, input);
    },

    /**
     * Cancels a claim that refunded nothing, has no live fulfilment and whose return was not
     * received (v1's rules): its return is canceled with it, or the units it held on the order's
     * lines are freed, and its replacements' stock is released.
     */
    async cancel(ctx: AdminContext, orderId: string, claimId: string): Promise<void> {
      const { storeId } = ctx;
      const done = await withTenantTx(db, storeId, async (tx) => {
        const [canceled] = await rowsOf<{ returned: boolean }>(
          tx,
          sql`UPDATE claim_order c SET canceled_at = now(), fulfillment_status = 'canceled',
              updated_at = now()
            WHERE c.store_id = ${storeId} AND c.id = ${claimId} AND c.order_id = ${orderId}
              AND c.canceled_at IS NULL AND c.payment_status <> 'refunded'
              AND NOT EXISTS (SELECT 1 FROM fulfillment f WHERE f.store_id = c.store_id
                AND f.claim_order_id = c.id AND f.canceled_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM "return" r WHERE r.store_id = c.store_id
                AND r.claim_order_id = c.id AND r.status = 'received')
            RETURNING EXISTS (SELECT 1 FROM "return" r WHERE r.store_id = c.store_id
              AND r.claim_order_id = c.id) AS returned`,
        );
        if (!canceled) return false;
        if (canceled.returned) {
          await tx.execute(cancelReturnSql(storeId, sql`r.claim_order_id = ${claimId}`));
        } else {
          await tx.execute(sql`UPDATE line_item li
            SET return_requested_quantity = li.return_requested_quantity - ci.quantity,
              updated_at = now()
            FROM claim_item ci
            WHERE ci.store_id = ${storeId} AND ci.claim_order_id = ${claimId}
              AND ci.deleted_at IS NULL AND li.store_id = ci.store_id AND li.id = ci.item_id`);
        }
        await tx.execute(sql`${releaseLinesSql(
          storeId,
          sql`SELECT li.id FROM line_item li WHERE li.store_id = ${storeId}
            AND li.claim_order_id = ${claimId}`,
        )}
        ${eventSql(storeId, orderId, 'claim_canceled', ctx.actor.userId, { claim_id: claimId })}`);
        return true;
      });
      if (done) return;
      const state = await read(storeId, orderId, claimId);
      if (state.canceled_at) return;
      if (state.payment_status === 'refunded') {
        throw refused('Claims with refunds cannot be canceled', 'claim_refunded');
      }
      throw refused(
        'Cancel the fulfilments of the claim (and make sure its return was not received) before canceling it',
        'claim_has_fulfillments',
      );
    },
  };
}

export type ClaimActions = ReturnType<typeof createClaimActions>;
