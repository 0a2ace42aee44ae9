import type {
  AdminPostDraftOrdersDraftOrderReq,
  AdminPostDraftOrdersReq,
  DraftOrder,
} from '@storedesk/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminPostDraftOrdersDraftOrderLineItemsItemReq,
  DraftOrderLineInput,
  DraftOrderShippingInput,
} from '@storedesk/contract';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { readCart, type WireCart } from '../carts/cart.read.js';
import { createCartsService, type Shopper } from '../carts/carts.service.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { createOrderAdmin } from '../orders/orders.admin.js';
import { createCheckout } from '../orders/orders.complete.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { rowsOf } from '../../platform/db/json.js';
import { findDraft, readDraftPage, type DraftRow } from './draft-orders.read.js';

type CreateInput = z.output<typeof AdminPostDraftOrdersReq>;
type UpdateInput = z.output<typeof AdminPostDraftOrdersDraftOrderReq>;
type LineInput = z.output<typeof DraftOrderLineInput>;
type LineUpdate = z.output<typeof AdminPostDraftOrdersDraftOrderLineItemsItemReq>;
type ShippingInput = z.output<typeof DraftOrderShippingInput>;

const notFound = (id: string) =>
  new StoredeskError('not_found', `Draft order with id: ${id} was not found`);

/**
 * Draft orders (Medusa v1): each holds a cart of type `draft_order`, which the carts module
 * prices, taxes and totals as any cart (a custom line keeps the price staff gave). Marking one
 * paid completes its cart through the shoppers' completion (one order, stock reserved, never
 * twice), with a manual payment that is then captured.
 */
/** How long mark-paid waits for a concurrent mark-paid's capture before answering its 409. */
const CAPTURE_WAIT_MS = 5_000;

export function createDraftOrders(deps: AppDeps & ProviderDeps & OutboxDeps) {
  const { db, providers } = deps;
  const carts = createCartsService({
    ...deps,
    settingsFor: createPaymentProvidersService(deps).settingsFor,
  });
  const checkout = createCheckout(deps);
  const orderAdmin = createOrderAdmin(deps);
  const tx = <T>(storeId: string, fn: (t: Tx) => Promise<T>) =>
    withTenantTx(db, storeId, fn, { catalog: false });

  async function row(t: Tx, storeId: string, id: string): Promise<DraftRow> {
    const found = await findDraft(t, storeId, id);
    if (!found) throw notFound(id);
    return found;
  }

  /** The draft with its cart (two statements). */
  async function read(storeId: string, id: string): Promise<DraftOrder> {
    const found = await tx(storeId, (t) => row(t, storeId, id));
    const cart = await readCart(db, storeId, found.draft.cart_id, { providers });
    return { ...found.draft, cart } as unknown as DraftOrder;
  }

  /** The draft, refused unless it is still open; answers the shopper its cart changes run as. */
  async function openDraft(storeId: string, id: string) {
    const found = await tx(storeId, (t) => row(t, storeId, id));
    if (found.draft.status !== 'open') {
      throw new StoredeskError(
        'invalid_data',
        'The draft order is completed: it became an order and cannot be changed',
        'draft_completed',
      );
    }
    return found;
  }

  const shopperOf = (ctx: AdminContext, draft: DraftRow): Shopper => ({
    ctx,
    customer:
      draft.customer_id && draft.email ? { id: draft.customer_id, email: draft.email } : null,
  });

  async function addLine(ctx: AdminContext, draft: DraftRow, line: LineInput): Promise<void> {
    const cartId = draft.draft.cart_id;
    if (line.variant_id) {
      await carts.addLineItem(shopperOf(ctx, draft), cartId, {
        variant_id: line.variant_id,
        quantity: line.quantity,
        metadata: line.metadata,
      } as Parameters<typeof carts.addLineItem>[2]);
      return;
    }
    await carts.staffChange(ctx, cartId, async (t, cart) => {
      await t.execute(sql`INSERT INTO line_item (store_id, id, cart_id, title, is_giftcard,
          should_merge, allow_discounts, has_shipping, unit_price, quantity, includes_tax, metadata)
        VALUES (${cart.storeId}, ${newId('item')}, ${cart.cartId}, ${line.title!}, false, false,
          false, false, ${line.unit_price!}, ${line.quantity}, ${cart.includesTax},
          ${JSON.stringify(line.metadata ?? {})}::jsonb)`);
    });
  }

  async function addShipping(ctx: AdminContext, cartId: string, input: ShippingInput) {
    await carts.staffChange(ctx, cartId, async (t, cart) => {
      const [option] = await rowsOf<{
        id: string;
        profile_id: string;
        price_type: string;
        amount: number | null;
        includes_tax: boolean;
      }>(
        t,
        sql`SELECT id, profile_id, price_type, amount, includes_tax FROM shipping_option
          WHERE store_id = ${cart.storeId} AND id = ${input.option_id}
            AND region_id = ${cart.regionId} AND NOT is_return AND deleted_at IS NULL`,
      );
      if (!option) {
        throw new StoredeskError(
          'invalid_data',
          `shipping_methods: ${input.option_id} is not a shipping option of the draft's region`,
        );
      }
      const price = input.price ?? (option.price_type === 'flat_rate' ? option.amount : null);
      if (price === null || price === undefined) {
        throw new StoredeskError(
          'invalid_data',
          'shipping_methods.price: the option is priced by its provider; give the price',
        );
      }
      await t.execute(sql`WITH replaced AS (
          DELETE FROM shipping_method sm USING shipping_option so
          WHERE sm.store_id = ${cart.storeId} AND sm.cart_id = ${cart.cartId}
            AND so.store_id = sm.store_id AND so.id = sm.shipping_option_id
            AND so.profile_id = ${option.profile_id})
        INSERT INTO shipping_method (store_id, id, shipping_option_id, cart_id, price, data,
          includes_tax)
        VALUES (${cart.storeId}, ${newId('sm')}, ${option.id}, ${cart.cartId}, ${price},
          ${JSON.stringify(input.data ?? {})}::jsonb, ${option.includes_tax})`);
    });
  }

  return {
    read,

    async list(
      storeId: string,
      query: { q?: string | undefined; limit: number; offset: number },
    ): Promise<{ draft_orders: DraftOrder[]; count: number }> {
      return tx(storeId, (t) => readDraftPage(t, storeId, query));
    },

    /**
     * Makes the draft and its cart in one transaction, then adds the lines and shipping as a
     * cart's changes; if one of those is refused, the draft is removed again and the refusal
     * answered, so a failed create leaves nothing behind.
     */
    async create(ctx: AdminContext, input: CreateInput): Promise<DraftOrder> {
      const { storeId } = ctx;
      const draftId = newId('dorder');
      const cartId = newId('cart');
      const made = await tx(storeId, async (t) => {
        const [region] = await rowsOf<{ id: string }>(
          t,
          sql`SELECT id FROM region WHERE store_id = ${storeId} AND id = ${input.region_id}
            AND deleted_at IS NULL`,
        );
        if (!region) {
          throw new StoredeskError(
            'invalid_data',
            `region_id: the store has no region ${input.region_id}`,
          );
        }
        let customer: { id: string; email: string };
        if (input.customer_id) {
          const [found] = await rowsOf<{ id: string; email: string }>(
            t,
            sql`SELECT id, email FROM customer WHERE store_id = ${storeId}
              AND id = ${input.customer_id} AND deleted_at IS NULL`,
          );
          if (!found) {
            throw new StoredeskError(
              'invalid_data',
              `customer_id: the store has no customer ${input.customer_id}`,
            );
          }
          customer = found;
        } else {
          customer = await guestCustomerFor(t, storeId, input.email);
        }
        await t.execute(sql`WITH made AS (
            INSERT INTO cart (store_id, id, type, region_id, sales_channel_id, customer_id, email,
              metadata)
            SELECT ${storeId}, ${cartId}, 'draft_order', ${region.id}, s.default_sales_channel_id,
              ${customer.id}, ${input.email}, ${JSON.stringify(input.metadata ?? {})}::jsonb
            FROM store s WHERE s.id = ${storeId}
            RETURNING id
          ), next AS (
            INSERT INTO order_display_id AS n (store_id, draft_last_value) VALUES (${storeId}, 1)
            ON CONFLICT (store_id) DO UPDATE SET draft_last_value = n.draft_last_value + 1,
              updated_at = now()
            RETURNING draft_last_value
          )
          INSERT INTO draft_order (store_id, id, display_id, cart_id, no_notification_order,
            created_by, metadata)
          SELECT ${storeId}, ${draftId}, next.draft_last_value, made.id,
            ${input.no_notification_order ?? null}::boolean, ${ctx.actor.userId},
            ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb
          FROM made, next`);
        return { customer };
      });
      try {
        const draft = await tx(storeId, (t) => row(t, storeId, draftId));
        if (input.shipping_address || input.billing_address) {
          await carts.update({ ctx, customer: made.customer }, cartId, {
            email: input.email,
            shipping_address: input.shipping_address,
            billing_address: input.billing_address,
          } as Parameters<typeof carts.update>[2]);
        }
        for (const line of input.items ?? []) await addLine(ctx, draft, line);
        for (const method of input.shipping_methods) await addShipping(ctx, cartId, method);
      } catch (error) {
        await tx(storeId, async (t) => {
          await t.execute(
            sql`DELETE FROM draft_order WHERE store_id = ${storeId} AND id = ${draftId}`,
          );
          await t.execute(
            sql`UPDATE cart SET deleted_at = now() WHERE store_id = ${storeId} AND id = ${cartId}`,
          );
        });
        throw error;
      }
      return read(storeId, draftId);
    },

    async update(ctx: AdminContext, id: string, input: UpdateInput): Promise<DraftOrder> {
      const draft = await openDraft(ctx.storeId, id);
      let customer = shopperOf(ctx, draft).customer;
      if (input.customer_id) {
        const [found] = await tx(ctx.storeId, (t) =>
          rowsOf<{ id: string; email: string }>(
            t,
            sql`SELECT id, email FROM customer WHERE store_id = ${ctx.storeId}
              AND id = ${input.customer_id!} AND deleted_at IS NULL`,
          ),
        );
        if (!found) {
          throw new StoredeskError(
            'invalid_data',
            `customer_id: the store has no customer ${input.customer_id}`,
          );
        }
        customer = found;
      } else if (input.email && input.email !== draft.email) {
        customer = await tx(ctx.storeId, (t) => guestCustomerFor(t, ctx.storeId, input.email!));
      }
      await carts.update({ ctx, customer }, draft.draft.cart_id, {
        region_id: input.region_id,
        country_code: input.country_code,
        email: input.email,
        customer_id: customer?.id,
        shipping_address: input.shipping_address,
        billing_address: input.billing_address,
      } as Parameters<typeof carts.update>[2]);
      if (input.no_notification_order !== undefined) {
        await tx(ctx.storeId, (t) =>
          t.execute(sql`UPDATE draft_order SET no_notification_order = ${input.no_notification_order!},
              updated_at = now()
            WHERE store_id = ${ctx.storeId} AND id = ${id}`),
        );
      }
      return read(ctx.storeId, id);
    },

    async remove(ctx: AdminContext, id: string): Promise<void> {
      const gone = await tx(ctx.storeId, async (t) => {
        const removed = await rowsOf<{ cart_id: string }>(
          t,
          sql`DELETE FROM draft_order WHERE store_id = ${ctx.storeId} AND id = ${id}
            AND status = 'open' RETURNING cart_id`,
        );
        if (removed[0]) {
          await t.execute(sql`UPDATE cart SET deleted_at = now()
            WHERE store_id = ${ctx.storeId} AND id = ${removed[0].cart_id}`);
        }
        return removed.length > 0;
      });
      if (!gone) {
        await openDraft(ctx.storeId, id);
        throw notFound(id);
      }
    },

    async addLineItem(ctx: AdminContext, id: string, line: LineInput): Promise<DraftOrder> {
      const draft = await openDraft(ctx.storeId, id);
      await addLine(ctx, draft, line);
      return read(ctx.storeId, id);
    },

    async updateLineItem(
      ctx: AdminContext,
      id: string,
      lineId: string,
      input: LineUpdate,
    ): Promise<DraftOrder> {
      const draft = await openDraft(ctx.storeId, id);
      const cartId = draft.draft.cart_id;
      await carts.staffChange(ctx, cartId, async (t, cart) => {
        const [line] = await rowsOf<{ variant_id: string | null }>(
          t,
          sql`SELECT variant_id FROM line_item
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`,
        );
        if (!line) {
          throw new StoredeskError(
            'invalid_data',
            `line_id: the draft order has no line ${lineId}`,
          );
        }
        if (line.variant_id && (input.unit_price !== undefined || input.title !== undefined)) {
          throw new StoredeskError(
            'invalid_data',
            'unit_price: the price and title of a variant line are the catalogue’s; change custom lines only',
          );
        }
        if (input.quantity === 0) {
          await t.execute(sql`DELETE FROM line_item
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`);
          return;
        }
        await t.execute(sql`UPDATE line_item SET
            quantity = coalesce(${input.quantity ?? null}::int, quantity),
            unit_price = coalesce(${input.unit_price ?? null}::int, unit_price),
            title = coalesce(${input.title ?? null}::text, title),
            metadata = CASE WHEN ${input.metadata === undefined} THEN metadata
              ELSE ${JSON.stringify(input.metadata ?? {})}::jsonb END,
            updated_at = now()
          WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`);
      });
      return read(ctx.storeId, id);
    },

    async deleteLineItem(ctx: AdminContext, id: string, lineId: string): Promise<DraftOrder> {
      const draft = await openDraft(ctx.storeId, id);
      await carts.deleteLineItem(shopperOf(ctx, draft), draft.draft.cart_id, lineId);
      return read(ctx.storeId, id);
    },

    /**
     * Mark paid: the draft's cart completes into an order with a manual payment for its total
     * (the shoppers' completion: stock reserved, one order however many times this is sent),
     * the payment is captured, and the draft is completed with the order's id.
     */
    async pay(ctx: AdminContext, id: string): Promise<WireOrder> {
      const { storeId } = ctx;
      const found = await tx(storeId, (t) => row(t, storeId, id));
      const cartId = found.draft.cart_id;
      if (found.draft.status === 'completed' && found.draft.order_id) {
        return orderAdmin.read(storeId, found.draft.order_id);
      }
      const cart = (await readCart(db, storeId, cartId, { providers })) as WireCart & {
        total: number;
        items: unknown[];
      };
      if (cart.items.length === 0) {
        throw new StoredeskError('invalid_data', 'items: the draft order has no lines');
      }
      // The payment staff took by hand: a manual session, authorised for the total now.
      await tx(storeId, (t) =>
        t.execute(sql`WITH cleared AS (
            DELETE FROM payment_session WHERE store_id = ${storeId} AND cart_id = ${cartId}
              AND provider_id <> 'manual'
          )
          INSERT INTO payment_session (store_id, id, cart_id, provider_id, is_selected,
            is_initiated, status, data, amount)
          VALUES (${storeId}, ${newId('ps')}, ${cartId}, 'manual', true, true, 'authorized',
            '{}'::jsonb, ${cart.total})
          ON CONFLICT (store_id, cart_id, provider_id) WHERE cart_id IS NOT NULL
          DO UPDATE SET status = 'authorized', is_selected = true, amount = ${cart.total},
            updated_at = now()`),
      );
      const done = await checkout.complete(storeId, cartId);
      if (done.type !== 'order') {
        throw new StoredeskError('invalid_data', 'The draft order could not be paid', 'not_paid');
      }
      const orderId = done.order.id;
      await tx(storeId, (t) =>
        t.execute(sql`WITH drafted AS (
            UPDATE draft_order SET status = 'completed', order_id = ${orderId},
              completed_at = coalesce(completed_at, now()), payment_at = coalesce(payment_at, now()),
              updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id}
          )
          UPDATE "order" SET draft_order_id = ${id}
          WHERE store_id = ${storeId} AND id = ${orderId}`),
      );
      if (done.order.payment_status === 'awaiting' && done.order.payments.length > 0) {
        try {
          return await orderAdmin.capture(ctx, orderId);
        } catch (error) {
          const code = error instanceof StoredeskError ? error.code : undefined;
          // Captured already by a concurrent mark-paid: the order as it is.
          if (code === 'already_captured') return orderAdmin.read(storeId, orderId);
          // A concurrent mark-paid is capturing it now (manual capture takes milliseconds):
          // its outcome, once it is there; the 409 stands if it takes longer than a moment.
          if (code !== 'capture_in_progress') throw error;
          for (let waited = 0; waited < CAPTURE_WAIT_MS; waited += 100) {
            await sleep(100);
            const order = await orderAdmin.read(storeId, orderId);
            if (order.payment_status !== 'awaiting') return order;
          }
          throw error;
        }
      }
      return orderAdmin.read(storeId, orderId);
    },
  };
}

export type DraftOrders = ReturnType<typeof createDraftOrders>;
