import {
  AdminGetOrderParams,
  AdminGetReturnsParams,
  AdminOrdersRes,
  AdminPostOrdersOrderReturnsReq,
  AdminPostReturnsReturnReceiveReq,
  AdminReturnsListRes,
  AdminReturnsRes,
  IdParams,
  StorePostReturnsReq,
  StoreReturnsRes,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff, STOREFRONT } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, idempotencyKey, storeCtx, typed } from '../../platform/http.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { readOrder } from '../orders/orders.admin.shared.js';
import { listReturns, readReturn } from './returns.read.js';
import { createReturnReceipts } from './returns.receive.js';
import { requestReturn } from './returns.request.js';
import { shopperOwnsOrder } from './returns.shopper.js';

/** v1's admin page of returns. */
const V1_RETURNS_PAGE = 50;

/**
 * Returns (Medusa v1 paths and envelopes): staff ask for one on an order and receive or cancel
 * it (`operate`), list them (`read`); a shopper asks for one on their own order from the store
 * API. docs/returns.md.
 */
export async function returnsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps,
): Promise<void> {
  const app = typed(instance);
  const { db } = deps;
  const receipts = createReturnReceipts(deps);

  app.post(
    '/admin/orders/:id/return',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        querystring: AdminGetOrderParams,
        body: AdminPostOrdersOrderReturnsReq,
        response: { 200: AdminOrdersRes },
      },
    },
    async (request, reply) => {
      const ctx = adminCtx(request);
      const body = request.body;
      const key = idempotencyKey(request, reply);
      const returnId = await requestReturn(deps, ctx.storeId, request.params.id, {
        items: body.items,
        returnShipping: body.return_shipping,
        refund: body.refund,
        locationId: body.location_id,
        noNotification: body.no_notification,
        note: body.note,
        idempotencyKey: key,
        actorId: ctx.actor.userId,
        byShopper: false,
      });
      if (body.receive_now) {
        const made = await readReturn(db, ctx.storeId, returnId);
        if (made.status !== 'received') {
          try {
            await receipts.receive(ctx.storeId, returnId, {
              items: body.items.map((line) => ({ item_id: line.item_id, quantity: line.quantity })),
              refund: body.refund,
              locationId: body.location_id,
              idempotencyKey: key ? `${key}:receive` : undefined,
              actorId: ctx.actor.userId,
            });
          } catch (error) {
            // A receipt refused before it received anything leaves no half-made return: the
            // return this request made is canceled (a received one, whose refund failed, stays).
            const after = await readReturn(db, ctx.storeId, returnId);
            if (after.status === 'requested') {
              await receipts.cancel(ctx.storeId, returnId, ctx.actor.userId);
            }
            throw error;
          }
        }
      }
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.get(
    '/admin/returns',
    {
      config: staff('read'),
      schema: { querystring: AdminGetReturnsParams, response: { 200: AdminReturnsListRes } },
    },
    async (request) => {
      const query = request.query;
      const limit = query.limit ?? V1_RETURNS_PAGE;
      const offset = query.offset ?? 0;
      const page = await listReturns(
        db,
        adminCtx(request).storeId,
        { status: query.status, orderId: query.order_id, q: query.q },
        { limit, offset },
      );
      return { returns: page.returns, count: page.count, offset, limit };
    },
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminPostReturnsReturnReceiveReq,
        response: { 200: AdminReturnsRes },
      },
    },
    async (request, reply) => {
      const ctx = adminCtx(request);
      await receipts.receive(ctx.storeId, request.params.id, {
        items: request.body.items,
        refund: request.body.refund,
        locationId: request.body.location_id,
        idempotencyKey: idempotencyKey(request, reply),
        actorId: ctx.actor.userId,
      });
      return { return: await readReturn(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/returns/:id/cancel',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminOrdersRes } },
    },
    async (request) => {
      const ctx = adminCtx(request);
      const orderId = await receipts.cancel(ctx.storeId, request.params.id, ctx.actor.userId);
      return { order: await readOrder(db, ctx.storeId, orderId) };
    },
  );

  app.post(
    '/store/returns',
    {
      config: STOREFRONT,
      schema: { body: StorePostReturnsReq, response: { 200: StoreReturnsRes } },
    },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      const body = request.body;
      await shopperOwnsOrder(db, request, storeId, body.order_id);
      const returnId = await requestReturn(deps, storeId, body.order_id, {
        items: body.items,
        returnShipping: body.return_shipping,
        idempotencyKey: idempotencyKey(request, reply),
        actorId: null,
        byShopper: true,
      });
      return { return: await readReturn(db, storeId, returnId) };
    },
  );
}
