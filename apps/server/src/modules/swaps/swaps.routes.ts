import {
  AdminGetOrderParams,
  AdminGetSwapsParams,
  AdminOrdersRes,
  AdminPostOrdersOrderSwapsReq,
  AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
  AdminPostOrdersOrderSwapsSwapShipmentsReq,
  AdminSwapsListRes,
  AdminSwapsRes,
  CartIdParams,
  IdParams,
  OrderSwapFulfillmentParams,
  OrderSwapParams,
  StorePostSwapsReq,
  StoreSwapsRes,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff, STOREFRONT } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, idempotencyKey, storeCtx, typed } from '../../platform/http.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { readOrder } from '../orders/orders.admin.shared.js';
import { shopperOwnsOrder } from '../returns/returns.shopper.js';
import { StockShortageError } from '../stock/stock.js';
import { createSwapActions } from './swaps.actions.js';
import type { SwapCheckout } from './swaps.confirm.js';
import { createSwap } from './swaps.create.js';
import { listSwaps, readSwap } from './swaps.read.js';

/** v1's admin page of swaps. */
const V1_SWAPS_PAGE = 50;

/**
 * Exchanges (Medusa v1 paths and envelopes): staff make one on an order, settle its difference,
 * fulfil, ship and cancel it (`operate`), list and read them (`read`); a shopper makes one on
 * their own order and reads it by its cart. docs/exchanges.md.
 */
export async function swapsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps & { swapCheckout: SwapCheckout },
): Promise<void> {
  const app = typed(instance);
  const { db, swapCheckout } = deps;
  const actions = createSwapActions(deps);
  const orderSchema = { querystring: AdminGetOrderParams, response: { 200: AdminOrdersRes } };

  app.post(
    '/admin/orders/:id/swaps',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostOrdersOrderSwapsReq, ...orderSchema },
    },
    async (request, reply) => {
      const ctx = adminCtx(request);
      const body = request.body;
      const swapId = await createSwap(deps, ctx.storeId, request.params.id, {
        returnItems: body.return_items,
        additionalItems: body.additional_items ?? [],
        returnShipping: body.return_shipping,
        shipping: body.custom_shipping_options?.[0],
        returnLocationId: body.return_location_id,
        salesChannelId: body.sales_channel_id,
        allowBackorder: body.allow_backorder,
        noNotification: body.no_notification,
        idempotencyKey: idempotencyKey(request, reply),
        actorId: ctx.actor.userId,
        byShopper: false,
      });
      // An exchange that costs the shopper nothing needs no one to pay: it is confirmed now,
      // its new items reserved. One that does waits for the shopper to pay its cart.
      const swap = await readSwap(db, ctx.storeId, swapId);
      if (!swap.confirmed_at && !swap.canceled_at && swap.cart_id) {
        try {
          await swapCheckout.confirmIfFree(ctx.storeId, swap.cart_id);
        } catch (error) {
          // The new items are not in stock (409 naming them): the exchange this request made
          // is canceled with its return, so nothing is left half made.
          if (error instanceof StockShortageError) {
            await actions.cancel(ctx, request.params.id, swapId);
          }
          throw error;
        }
      }
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/swaps/:swap_id/process-payment',
    { config: staff('operate'), schema: { params: OrderSwapParams, ...orderSchema } },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.processPayment(ctx, request.params.id, request.params.swap_id);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/swaps/:swap_id/fulfillments',
    {
      config: staff('operate'),
      schema: {
        params: OrderSwapParams,
        body: AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
        ...orderSchema,
      },
    },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.fulfil(ctx, request.params.id, request.params.swap_id, request.body);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/swaps/:swap_id/fulfillments/:fulfillment_id/cancel',
    { config: staff('operate'), schema: { params: OrderSwapFulfillmentParams, ...orderSchema } },
    async (request) => {
      const ctx = adminCtx(request);
      const { id, swap_id: swapId, fulfillment_id: fulfillmentId } = request.params;
      await actions.cancelFulfillment(ctx, id, swapId, fulfillmentId);
      return { order: await readOrder(db, ctx.storeId, id) };
    },
  );

  app.post(
    '/admin/orders/:id/swaps/:swap_id/shipments',
    {
      config: staff('operate'),
      schema: {
        params: OrderSwapParams,
        body: AdminPostOrdersOrderSwapsSwapShipmentsReq,
        ...orderSchema,
      },
    },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.ship(ctx, request.params.id, request.params.swap_id, request.body);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/swaps/:swap_id/cancel',
    { config: staff('operate'), schema: { params: OrderSwapParams, ...orderSchema } },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.cancel(ctx, request.params.id, request.params.swap_id);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.get(
    '/admin/swaps',
    {
      config: staff('read'),
      schema: { querystring: AdminGetSwapsParams, response: { 200: AdminSwapsListRes } },
    },
    async (request) => {
      const query = request.query;
      const limit = query.limit ?? V1_SWAPS_PAGE;
      const offset = query.offset ?? 0;
      const page = await listSwaps(
        db,
        adminCtx(request).storeId,
        {
          paymentStatus: query.payment_status,
          fulfillmentStatus: query.fulfillment_status,
          orderId: query.order_id,
          q: query.q,
        },
        { limit, offset },
      );
      return { swaps: page.swaps, count: page.count, offset, limit };
    },
  );

  app.get(
    '/admin/swaps/:id',
    { config: staff('read'), schema: { params: IdParams, response: { 200: AdminSwapsRes } } },
    async (request) => ({
      swap: await readSwap(db, adminCtx(request).storeId, request.params.id),
    }),
  );

  app.get(
    '/store/swaps/:cart_id',
    { config: STOREFRONT, schema: { params: CartIdParams, response: { 200: StoreSwapsRes } } },
    async (request) => ({
      swap: await readSwap(db, storeCtx(request).storeId, request.params.cart_id, 'cart'),
    }),
  );

  app.post(
    '/store/swaps',
    {
      config: STOREFRONT,
      schema: { body: StorePostSwapsReq, response: { 200: StoreSwapsRes } },
    },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      const body = request.body;
      await shopperOwnsOrder(db, request, storeId, body.order_id);
      const swapId = await createSwap(deps, storeId, body.order_id, {
        returnItems: body.return_items,
        additionalItems: body.additional_items,
        returnShipping: body.return_shipping_option
          ? { option_id: body.return_shipping_option }
          : undefined,
        idempotencyKey: idempotencyKey(request, reply),
        actorId: null,
        byShopper: true,
      });
      return { swap: await readSwap(db, storeId, swapId) };
    },
  );
}
