import type { AdminPostOrdersOrderClaimsReq } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  eventSql,
  readOrder,
  type OrderAdminDeps,
  type PaymentClaim,
} from '../orders/orders.admin.shared.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { createOrderRefunds, refundClaimSql } from '../orders/orders.refunds.js';
import {
  holdLines,
  insertReturn,
  planReturn,
  refundFor,
  refused,
  type ReturnPlan,
} from '../returns/returns.request.js';
import { reserveVariants } from '../stock/stock.js';

/*
 * Registering a claim (`POST /admin/orders/{id}/claims`): lines of an order reported missing,
 * wrong or faulty. One transaction writes the claim and its lines (with pictures and tags), holds
 * the claimed units on the order's lines (with a return's own statement when the items come
 * back, else the same rule without one), and then either claims the refund against what was
 * captured (`refund`) or writes the replacements and reserves their stock with the checkout's
 * statement (`replace`, never oversold: a shortage is a 409 naming the line and nothing stays).
 * The refund is asked of the payment provider after the commit with its own key, as every refund.
 */

export type ClaimInput = z.output<typeof AdminPostOrdersOrderClaimsReq>;

/** The claim made with an Idempotency-Key earlier, if any (its order must be this one). */
async function earlierClaim(tx: Tx, storeId: string, orderId: string, key: string) {
  const [found] = await rowsOf<{ id: string; order_id: string }>(
    tx,
    sql`SELECT id, order_id FROM claim_order WHERE store_id = ${storeId} AND idempotency_key = ${key}`,
  );
  if (found && found.order_id !== orderId) {
    throw refused(
      'Idempotency-Key: the key was used for a claim of another order; send a new key with each request',
      'idempotency_key_reused',
    );
  }
  return found ?? null;
}

/** Thrown inside the transaction to undo it when another request with the key won. */
class Retry extends Error {}

/** What the claim asks, checked against the order before anything is written. */
async function check(db: Db, storeId: string, order: WireOrder, input: ClaimInput) {
  if (order.status === 'canceled' || order.status === 'archived') {
    throw refused(`A ${order.status} order cannot be claimed`, 'order_closed');
  }
  if (input.type === 'replace' && !input.additional_items?.length) {
    throw refused(
      'additional_items: Claims with type "replace" must have at least one additional item.',
    );
  }
  if (input.type === 'refund' && input.additional_items?.length) {
    throw refused('additional_items: a claim of type "refund" sends nothing; use "replace"');
  }
  if (input.refund_amount !== undefined && input.type !== 'refund') {
    throw refused(
      `refund_amount: Claim has type "${input.type}" but must be type "refund" to have a refund_amount.`,
    );
  }
  const seen = new Set<string>();
  input.claim_items.forEach((line, n) => {
    if (!order.items.some((item) => item.id === line.item_id)) {
      throw refused(`claim_items[${n}].item_id: the order has no line ${line.item_id}`);
    }
    if (seen.has(line.item_id)) {
      throw refused(`claim_items[${n}].item_id: the line ${line.item_id} is named twice`);
    }
    seen.add(line.item_id);
  });
  const seenVariants = new Set<string>();
  (input.additional_items ?? []).forEach((item, n) => {
    if (seenVariants.has(item.variant_id)) {
      throw refused(`additional_items[${n}].variant_id: ${item.variant_id} is named twice`);
    }
    seenVariants.add(item.variant_id);
  });
  const methods = input.shipping_methods ?? [];
  if (methods.length === 0) return new Map<string, number>();
  const found = await withTenantTx(
    db,
    storeId,
    (tx) =>
      rowsOf<{ id: string; amount: number | null }>(
        tx,
        sql`SELECT id, amount FROM shipping_option
          WHERE store_id = ${storeId} AND region_id = ${order.region_id} AND NOT is_return
            AND deleted_at IS NULL
            AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(methods.map((m) => m.option_id))}::jsonb))`,
      ),
    { catalog: false },
  );
  methods.forEach((method, n) => {
    if (!found.some((option) => option.id === method.option_id)) {
      throw refused(
        `shipping_methods[${n}].option_id: ${method.option_id} is not a shipping option of the order's region`,
      );
    }
  });
  return new Map(found.map((option) => [option.id, Number(option.amount ?? 0)]));
}

export function createClaims(deps: OrderAdminDeps) {
  const { db } = deps;
  const refunds = createOrderRefunds(deps);

  return {
    /** Makes the claim and answers its id (the one an Idempotency-Key made before, if any). */
    async create(
      ctx: AdminContext,
      orderId: string,
      input: ClaimInput,
      key: string | null,
    ): Promise<string> {
      const { storeId } = ctx;
      if (key) {
        const earlier = await withTenantTx(db, storeId, (tx) =>
          earlierClaim(tx, storeId, orderId, key),
        );
        if (earlier) return earlier.id;
      }
      const order = await readOrder(db, storeId, orderId);
      const prices = await check(db, storeId, order, input);
      const claimedLines = input.claim_items.map((line) => ({
        item_id: line.item_id,
        quantity: line.quantity,
      }));
      // What comes back (when it does) settles nothing by itself: the claim refunds or replaces.
      const plan: ReturnPlan | null = input.return_shipping
        ? await planReturn(db, storeId, order, {
            items: claimedLines,
            returnShipping: input.return_shipping,
            refund: 0,
            locationId: input.return_location_id,
            noNotification: input.no_notification,
            byShopper: false,
            field: 'claim_items',
          })
        : null;
      const refundAmount =
        input.type === 'refund' ? (input.refund_amount ?? refundFor(order, claimedLines)) : null;
      if (refundAmount !== null && refundAmount > order.refundable_amount) {
        throw refused(
          `refund_amount: Cannot refund more than the original payment (${order.refundable_amount} can still be refunded)`,
          'refund_too_large',
        );
      }

      const claimId = newId('claim');
      const refundId = newId('ref');
      const outcome = await withTenantTx(db, storeId, async (tx) => {
        const addressId = input.shipping_address ? newId('addr') : null;
        const [made] = await rowsOf<{ id: string }>(
          tx,
          sql`WITH address AS (
              INSERT INTO address (store_id, id, first_name, last_name, company, address_1,
                address_2, city, province, postal_code, country_code, phone, metadata)
              SELECT ${storeId}, ${addressId}, a.first_name, a.last_name, a.company, a.address_1,
                a.address_2, a.city, a.province, a.postal_code, lower(a.country_code), a.phone,
                a.metadata
              FROM jsonb_to_record(${JSON.stringify(input.shipping_address ?? {})}::jsonb) AS a(
                first_name text, last_name text, company text, address_1 text, address_2 text,
                city text, province text, postal_code text, country_code text, phone text,
                metadata jsonb)
              WHERE ${addressId}::text IS NOT NULL
            )
            INSERT INTO claim_order (store_id, id, order_id, type, payment_status,
              shipping_address_id, refund_amount, no_notification, idempotency_key, created_by,
              metadata)
            SELECT o.store_id, ${claimId}, o.id, ${input.type},
              ${input.type === 'refund' ? 'not_refunded' : 'na'},
              coalesce(${addressId}::text, o.shipping_address_id), ${refundAmount}::bigint,
              coalesce(${input.no_notification ?? null}::boolean, o.no_notification), ${key},
              ${ctx.actor.userId}, ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb
            FROM "order" o WHERE o.store_id = ${storeId} AND o.id = ${orderId}
            ON CONFLICT (store_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
            RETURNING id`,
        );
        if (!made) throw new Retry();
        if (plan) {
          await insertReturn(tx, storeId, plan, {
            returnId: newId('ret'),
            key: null,
            swapId: null,
            claimId,
            input: {
              locationId: input.return_location_id,
              noNotification: input.no_notification,
              actorId: ctx.actor.userId,
              byShopper: false,
            },
          });
        } else {
          await holdLines(tx, storeId, orderId, claimedLines, 'claim_items');
        }
        await writeLines(tx, storeId, claimId, input);
        if (input.type === 'replace') {
          await writeReplacements(tx, storeId, order, claimId, input, prices);
        }
        let claimed: PaymentClaim | null = null;
        if (refundAmount) {
          [claimed = null] = await rowsOf<PaymentClaim>(
            tx,
            refundClaimSql({
              storeId,
              orderId,
              refundId,
              amount: refundAmount,
              reason: 'claim',
              note: null,
              actorId: ctx.actor.userId,
            }),
          );
          if (!claimed) {
            throw refused(
              'refund_amount: the order has no captured payment with that much left to refund',
              'refund_too_large',
            );
          }
        }
        await tx.execute(sql`WITH refunded AS (
            UPDATE claim_order SET payment_status = 'refunded', updated_at = now()
            WHERE store_id = ${storeId} AND id = ${claimId} AND type = 'refund'
          )
          ${eventSql(storeId, orderId, 'claim_created', ctx.actor.userId, {
            claim_id: claimId,
            type: input.type,
            claim_items: claimedLines,
            additional_items: input.additional_items ?? [],
            refund_amount: refundAmount,
          })}`);
        return { id: claimId, claimed };
      }).catch(async (error: unknown) => {
        if (error instanceof Retry && key) {
          const earlier = await withTenantTx(db, storeId, (tx) =>
            earlierClaim(tx, storeId, orderId, key),
          );
          if (earlier) return { id: earlier.id, claimed: null };
        }
        throw error;
      });
      if (outcome.claimed && refundAmount) {
        try {
          await refunds.settle(
            storeId,
            orderId,
            refundId,
            outcome.claimed,
            refundAmount,
            input.no_notification,
          );
        } catch (error) {
          // Refused by the provider (the claim was taken back): the claim stays, not refunded,
          // for staff to refund by hand. Unanswered: pending, asked again within minutes.
          if (!(error instanceof StoredeskError && error.code === 'refund_pending')) {
            await withTenantTx(
              db,
              storeId,
              (tx) =>
                tx.execute(sql`UPDATE claim_order SET payment_status = 'not_refunded',
                    updated_at = now()
                  WHERE store_id = ${storeId} AND id = ${claimId}`),
              { catalog: false },
            );
          }
          throw error;
        }
      }
      return outcome.id;
    },
  };
}

/** The claimed lines with their pictures and tags (tags shared by value across the store). */
async function writeLines(tx: Tx, storeId: string, claimId: string, input: ClaimInput) {
  const lines = input.claim_items.map((line) => ({
    id: newId('citm'),
    item_id: line.item_id,
    quantity: line.quantity,
    reason: line.reason ?? 'other',
    note: line.note ?? null,
  }));
  const images = input.claim_items.flatMap((line, n) =>
    (line.images ?? []).map((url) => ({ id: newId('cimg'), item: lines[n]!.id, url })),
  );
  const tags = input.claim_items.flatMap((line, n) =>
    [...new Set(line.tags ?? [])].map((value) => ({ item: lines[n]!.id, value })),
  );
  await tx.execute(sql`WITH lines AS (
      INSERT INTO claim_item (store_id, id, claim_order_id, item_id, variant_id, reason, note,
        quantity)
      SELECT ${storeId}, w.id, ${claimId}, w.item_id, li.variant_id, w.reason, w.note, w.quantity
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        AS w(id text, item_id text, quantity int, reason text, note text)
      JOIN line_item li ON li.store_id = ${storeId} AND li.id = w.item_id
      RETURNING id
    ), images AS (
      INSERT INTO claim_image (store_id, id, claim_item_id, url)
      SELECT ${storeId}, i.id, i.item, i.url
      FROM jsonb_to_recordset(${JSON.stringify(images)}::jsonb) AS i(id text, item text, url text)
    ), tags AS (
      INSERT INTO claim_tag (store_id, id, value)
      SELECT DISTINCT ON (t.value) ${storeId}, 'ctag_' || md5(${storeId} || t.value), t.value
      FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS t(item text, value text)
      ON CONFLICT (store_id, value) DO UPDATE SET updated_at = now()
      RETURNING id, value
    )
    INSERT INTO claim_item_tags (store_id, item_id, tag_id)
    SELECT ${storeId}, t.item, tags.id
    FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS t(item text, value text)
    JOIN tags ON tags.value = t.value`);
}

/**
 * The replacements of a `replace` claim: lines of the claim (no cart, never the order's) at the
 * region's price for the record (the shopper pays nothing), their stock reserved, and the
 * shipping methods staff chose.
 */
async function writeReplacements(
  tx: Tx,
  storeId: string,
  order: WireOrder,
  claimId: string,
  input: ClaimInput,
  prices: Map<string, number>,
) {
  const wanted = (input.additional_items ?? []).map((item, n) => ({
    n,
    id: newId('item'),
    variant_id: item.variant_id,
    quantity: item.quantity,
  }));
  const methods = (input.shipping_methods ?? []).map((method) => ({
    id: newId('sm'),
    option_id: method.option_id,
    price: method.price ?? prices.get(method.option_id) ?? 0,
    data: method.data ?? {},
  }));
  const [added] = await rowsOf<{ found: number[] }>(
    tx,
    sql`WITH wanted AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
          AS w(n int, id text, variant_id text, quantity int)
      ), added AS (
        INSERT INTO line_item (store_id, id, claim_order_id, title, description, thumbnail,
          is_giftcard, should_merge, allow_discounts, has_shipping, unit_price, variant_id,
          product_id, quantity, includes_tax)
        SELECT ${storeId}, w.id, ${claimId}, p.title, v.title, p.thumbnail, p.is_giftcard, false,
          false, true,
          coalesce((SELECT ma.amount FROM money_amount ma
            WHERE ma.store_id = v.store_id AND ma.variant_id = v.id AND ma.price_list_id IS NULL
              AND (ma.region_id = ${order.region_id}
                OR (ma.region_id IS NULL AND ma.currency_code = ${order.currency_code}))
            ORDER BY ma.region_id NULLS LAST LIMIT 1), 0),
          v.id, p.id, w.quantity, false
        FROM wanted w
        JOIN product_variant v ON v.store_id = ${storeId} AND v.id = w.variant_id
          AND v.deleted_at IS NULL
        JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id AND p.deleted_at IS NULL
        RETURNING id
      ), methods AS (
        INSERT INTO shipping_method (store_id, id, shipping_option_id, claim_order_id, price, data)
        SELECT ${storeId}, m.id, m.option_id, ${claimId}, m.price, m.data
        FROM jsonb_to_recordset(${JSON.stringify(methods)}::jsonb)
          AS m(id text, option_id text, price bigint, data jsonb)
      )
      SELECT coalesce(array_agg(w.n ORDER BY w.n), '{}') AS found
      FROM wanted w JOIN added a ON a.id = w.id`,
  );
  const missing = wanted.findIndex((item) => !added?.found.includes(item.n));
  if (missing >= 0) {
    throw new StoredeskError(
      'invalid_data',
      `additional_items[${missing}].variant_id: Variant with id: ${wanted[missing]!.variant_id} was not found`,
    );
  }
  await reserveVariants(
    tx,
    storeId,
    wanted.map((item) => ({
      lineItemId: item.id,
      variantId: item.variant_id,
      quantity: item.quantity,
    })),
    { salesChannelId: order.sales_channel_id, createdBy: null },
  );
}
