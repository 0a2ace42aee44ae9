import {
  IdParams,
  OrderCartParams,
  StoreCompleteCartRes,
  StoreCustomersListOrdersRes,
  StoreGetCustomersCustomerOrdersParams,
  StoreGetOrderParams,
  StoreGetOrdersParams,
  StoreOrdersRes,
  StorePostCustomersCustomerAcceptClaimReq,
  StorePostCustomersCustomerOrderClaimReq,
} from '@storedesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STOREFRONT } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import { storeCtx, typed } from '../../platform/http.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { signedInCustomer } from '../customers/customer-session.js';
import { seenBy, viewerOf } from '../customers/customer-view.js';
import { createCheckout, type OtherCarts } from './orders.complete.js';
import { createOrdersService } from './orders.service.js';

const V1_ORDERS_PAGE = 10;

async function customerOf(request: FastifyRequest) {
  const customer = await signedInCustomer(request);
  if (!customer) {
    throw new StoredeskError('unauthorized', 'Unauthorized: sign in as a customer first.');
  }
  return customer;
}

/**
 * Checkout and orders on the store API (Medusa v1): `POST /store/carts/{id}/complete` (the cart
 * becomes an order exactly once, never overselling: orders.complete.ts), the order reads, the
 * lookup by display id and email, claiming guest orders into an account, and the signed-in
 * customer's orders.
 */
export async function ordersRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps & { otherCarts?: OtherCarts },
): Promise<void> {
  const app = typed(instance);
  const checkout = createCheckout(deps, deps.otherCarts);
  const orders = createOrdersService(deps);

  app.post(
    '/store/carts/:id/complete',
    {
      config: STOREFRONT,
      schema: { params: IdParams, response: { 200: StoreCompleteCartRes } },
    },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      const given = request.headers['idempotency-key'];
      if (typeof given === 'string' && given) {
        reply.header('Idempotency-Key', given);
        reply.header('Access-Control-Expose-Headers', 'Idempotency-Key');
      }
      const done = await checkout.complete(storeId, request.params.id);
      const viewerId = await viewerOf(request);
      if (done.type === 'cart') {
        return {
          type: 'cart' as const,
          data: seenBy(done.cart, viewerId),
          payment_status: done.cart.payment_session?.status ?? 'pending',
        };
      }
      if (done.type === 'swap') return { type: 'swap' as const, data: done.swap };
      return { type: 'order' as const, data: seenBy(done.order, viewerId) };
    },
  );

  app.get(
    '/store/orders',
    {
      config: STOREFRONT,
      schema: { querystring: StoreGetOrdersParams, response: { 200: StoreOrdersRes } },
    },
    async (request) => {
      const viewerId = await viewerOf(request);
      const order = await orders.lookup(
        storeCtx(request).storeId,
        {
          display_id: request.query.display_id,
          email: request.query.email,
          postalCode: request.query.shipping_address?.postal_code,
        },
        { address: request.ip, viewerId },
      );
      return { order: seenBy(order, viewerId) };
    },
  );

  app.get(
    '/store/orders/:id',
    {
      config: STOREFRONT,
      schema: {
        params: IdParams,
        querystring: StoreGetOrderParams,
        response: { 200: StoreOrdersRes },
      },
    },
    async (request) => ({
      order: seenBy(
        await orders.retrieve(storeCtx(request).storeId, request.params.id),
        await viewerOf(request),
      ),
    }),
  );

  app.get(
    '/store/orders/cart/:cart_id',
    {
      config: STOREFRONT,
      schema: {
        params: OrderCartParams,
        querystring: StoreGetOrderParams,
        response: { 200: StoreOrdersRes },
      },
    },
    async (request) => ({
      order: seenBy(
        await orders.retrieveByCart(storeCtx(request).storeId, request.params.cart_id),
        await viewerOf(request),
      ),
    }),
  );

  app.post(
    '/store/orders/batch/customer/token',
    { config: STOREFRONT, schema: { body: StorePostCustomersCustomerOrderClaimReq } },
    async (request, reply) => {
      const customer = await customerOf(request);
      await orders.requestClaim(
        storeCtx(request).storeId,
        customer,
        request.body.order_ids,
        request.ip,
      );
      // v1 answers with an empty 200 (Express's `sendStatus`).
      return reply.code(200).type('text/plain; charset=utf-8').send('OK');
    },
  );

  app.post(
    '/store/orders/customer/confirm',
    { config: STOREFRONT, schema: { body: StorePostCustomersCustomerAcceptClaimReq } },
    async (request, reply) => {
      await orders.confirmClaim(storeCtx(request).storeId, request.body.token);
      return reply.code(200).type('text/plain; charset=utf-8').send('OK');
    },
  );

  app.get(
    '/store/customers/me/orders',
    {
      config: STOREFRONT,
      schema: {
        querystring: StoreGetCustomersCustomerOrdersParams,
        response: { 200: StoreCustomersListOrdersRes },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      const limit = request.query.limit ?? V1_ORDERS_PAGE;
      const offset = request.query.offset ?? 0;
      const page = await orders.listForCustomer(storeCtx(request).storeId, customer.id, {
        limit,
        offset,
      });
      return { orders: page.orders, count: page.count, offset, limit };
    },
  );
}
