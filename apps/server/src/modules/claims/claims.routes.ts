import {
  AdminClaimsListRes,
  AdminClaimsRes,
  AdminGetClaimsParams,
  AdminGetOrderParams,
  AdminOrdersRes,
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
  AdminPostOrdersOrderClaimsClaimReq,
  AdminPostOrdersOrderClaimsClaimShipmentsReq,
  AdminPostOrdersOrderClaimsReq,
  IdParams,
  OrderClaimFulfillmentParams,
  OrderClaimParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, idempotencyKey, typed } from '../../platform/http.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { readOrder } from '../orders/orders.admin.shared.js';
import { createClaimActions } from './claims.actions.js';
import { createClaims } from './claims.create.js';
import { listClaims, readClaim } from './claims.read.js';

/** v1's page of an admin list. */
const CLAIMS_PAGE = 50;

/**
 * Claims (Medusa v1 paths and envelopes, each change answering `{ order }`): staff register one
 * on an order, change it, send its replacements and cancel it (`operate`); the list and a
 * claim's own read (`read`) are Storedesk's, for the dashboard. docs/claims.md.
 */
export async function claimsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps,
): Promise<void> {
  const app = typed(instance);
  const { db } = deps;
  const claims = createClaims(deps);
  const actions = createClaimActions(deps);
  const orderSchema = { querystring: AdminGetOrderParams, response: { 200: AdminOrdersRes } };

  app.get(
    '/admin/claims',
    {
      config: staff('read'),
      schema: { querystring: AdminGetClaimsParams, response: { 200: AdminClaimsListRes } },
    },
    async (request) => {
      const query = request.query;
      const limit = query.limit ?? CLAIMS_PAGE;
      const offset = query.offset ?? 0;
      const page = await listClaims(
        db,
        adminCtx(request).storeId,
        {
          type: query.type,
          paymentStatus: query.payment_status,
          fulfillmentStatus: query.fulfillment_status,
          orderId: query.order_id,
          q: query.q,
        },
        { limit, offset },
      );
      return { claims: page.claims, count: page.count, offset, limit };
    },
  );

  app.get(
    '/admin/claims/:id',
    { config: staff('read'), schema: { params: IdParams, response: { 200: AdminClaimsRes } } },
    async (request) => ({
      claim: await readClaim(db, adminCtx(request).storeId, request.params.id),
    }),
  );

  app.post(
    '/admin/orders/:id/claims',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostOrdersOrderClaimsReq, ...orderSchema },
    },
    async (request, reply) => {
      const ctx = adminCtx(request);
      const key = idempotencyKey(request, reply) ?? null;
      await claims.create(ctx, request.params.id, request.body, key);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/claims/:claim_id',
    {
      config: staff('operate'),
      schema: {
        params: OrderClaimParams,
        body: AdminPostOrdersOrderClaimsClaimReq,
        ...orderSchema,
      },
    },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.update(ctx, request.params.id, request.params.claim_id, request.body);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/claims/:claim_id/fulfillments',
    {
      config: staff('operate'),
      schema: {
        params: OrderClaimParams,
        body: AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
        ...orderSchema,
      },
    },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.fulfil(ctx, request.params.id, request.params.claim_id, request.body);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/claims/:claim_id/fulfillments/:fulfillment_id/cancel',
    { config: staff('operate'), schema: { params: OrderClaimFulfillmentParams, ...orderSchema } },
    async (request) => {
      const ctx = adminCtx(request);
      const { id, claim_id: claimId, fulfillment_id: fulfillmentId } = request.params;
      await actions.cancelFulfillment(ctx, id, claimId, fulfillmentId);
      return { order: await readOrder(db, ctx.storeId, id) };
    },
  );

  app.post(
    '/admin/orders/:id/claims/:claim_id/shipments',
    {
      config: staff('operate'),
      schema: {
        params: OrderClaimParams,
        body: AdminPostOrdersOrderClaimsClaimShipmentsReq,
        ...orderSchema,
      },
    },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.ship(ctx, request.params.id, request.params.claim_id, request.body);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/claims/:claim_id/cancel',
    { config: staff('operate'), schema: { params: OrderClaimParams, ...orderSchema } },
    async (request) => {
      const ctx = adminCtx(request);
      await actions.cancel(ctx, request.params.id, request.params.claim_id);
      return { order: await readOrder(db, ctx.storeId, request.params.id) };
    },
  );
}
