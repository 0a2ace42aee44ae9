import {
  CartDiscountParams,
  CartLineItemParams,
  CartParams,
  CartProviderParams,
  StoreCartPaymentSessionsRes,
  StoreCartShippingOptionsListRes,
  StoreCartsRes,
  StorePostCartReq,
  StorePostCartsCartLineItemsItemReq,
  StorePostCartsCartLineItemsReq,
  StorePostCartsCartPaymentSessionReq,
  StorePostCartsCartPaymentSessionUpdateReq,
  StorePostCartsCartReq,
  StorePostCartsCartShippingMethodReq,
  StoreShippingOptionsCartParams,
} from '@storedesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STOREFRONT } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { storeCtx, typed } from '../../platform/http.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { signedInCustomer } from '../customers/customer-session.js';
import { seenBy, viewerOf } from '../customers/customer-view.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { toShippingOption } from '../shipping/shipping.mapper.js';
import type { WireCart } from './cart.read.js';
import { cartUseCases, type Shopper } from './carts.service.js';

/**
 * The store API of carts (Medusa v1 `/store/carts`, and `GET /store/shipping-options/:cart_id`).
 * `POST /store/carts/:id/complete` belongs to the orders module.
 */
export async function cartsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps,
): Promise<void> {
  const app = typed(instance);
  const paymentProviders = createPaymentProvidersService(deps);
  // Each route names the use case that serves it: core (carts.core.ts), creation
  // (carts.create.ts), updates (carts.update.ts), lines, shipping and payments (carts.<name>.ts).
  const { core, creation, updates, lines, shipping, payments } = cartUseCases({
    ...deps,
    settingsFor: paymentProviders.settingsFor,
  });

  async function shopper(request: FastifyRequest): Promise<Shopper> {
    const key = request.headers['idempotency-key'];
    const agent = request.headers['user-agent'];
    return {
      ctx: storeCtx(request),
      customer: await signedInCustomer(request),
      idempotencyKey: typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined,
      ip: request.ip,
      userAgent: typeof agent === 'string' ? agent.slice(0, 500) : undefined,
    };
  }

  // The wire cart is built to the contract's shape (cart.read.ts); the route's response schema
  // checks it on the way out. Its customer shows as much as the shopper asking may see.
  const answer = async (request: FastifyRequest, cart: WireCart) => ({
    cart: seenBy(cart, await viewerOf(request)) as unknown as StoreCartsRes['cart'],
  });
  const reply = { response: { 200: StoreCartsRes } };

  app.post(
    '/store/carts',
    { config: STOREFRONT, schema: { body: StorePostCartReq.nullish(), ...reply } },
    async (request) =>
      answer(request, await creation.create(await shopper(request), request.body ?? {})),
  );

  app.get(
    '/store/carts/:id',
    { config: STOREFRONT, schema: { params: CartParams, ...reply } },
    async (request) => answer(request, await core.retrieve(storeCtx(request), request.params.id)),
  );

  app.post(
    '/store/carts/:id',
    { config: STOREFRONT, schema: { params: CartParams, body: StorePostCartsCartReq, ...reply } },
    async (request) =>
      answer(
        request,
        await updates.update(await shopper(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/store/carts/:id/line-items',
    {
      config: STOREFRONT,
      schema: { params: CartParams, body: StorePostCartsCartLineItemsReq, ...reply },
    },
    async (request) =>
      answer(
        request,
        await lines.addLineItem(await shopper(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/store/carts/:id/line-items/:line_id',
    {
      config: STOREFRONT,
      schema: { params: CartLineItemParams, body: StorePostCartsCartLineItemsItemReq, ...reply },
    },
    async (request) =>
      answer(
        request,
        await lines.updateLineItem(
          await shopper(request),
          request.params.id,
          request.params.line_id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/store/carts/:id/line-items/:line_id',
    { config: STOREFRONT, schema: { params: CartLineItemParams, ...reply } },
    async (request) =>
      answer(
        request,
        await lines.deleteLineItem(
          await shopper(request),
          request.params.id,
          request.params.line_id,
        ),
      ),
  );

  app.post(
    '/store/carts/:id/shipping-methods',
    {
      config: STOREFRONT,
      schema: { params: CartParams, body: StorePostCartsCartShippingMethodReq, ...reply },
    },
    async (request) =>
      answer(
        request,
        await shipping.addShippingMethod(await shopper(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/store/carts/:id/payment-sessions',
    {
      config: STOREFRONT,
      schema: { params: CartParams, response: { 200: StoreCartPaymentSessionsRes } },
    },
    async (request) => {
      const { cart } = await answer(
        request,
        await payments.createPaymentSessions(await shopper(request), request.params.id),
      );
      return { cart, data: cart };
    },
  );

  app.post(
    '/store/carts/:id/payment-session',
    {
      config: STOREFRONT,
      schema: { params: CartParams, body: StorePostCartsCartPaymentSessionReq, ...reply },
    },
    async (request) =>
      answer(
        request,
        await payments.selectPaymentSession(
          await shopper(request),
          request.params.id,
          request.body.provider_id,
        ),
      ),
  );

  app.post(
    '/store/carts/:id/payment-sessions/:provider_id',
    {
      config: STOREFRONT,
      schema: {
        params: CartProviderParams,
        body: StorePostCartsCartPaymentSessionUpdateReq,
        ...reply,
      },
    },
    async (request) =>
      answer(
        request,
        await payments.updatePaymentSession(
          await shopper(request),
          request.params.id,
          request.params.provider_id,
          request.body.data,
        ),
      ),
  );

  app.delete(
    '/store/carts/:id/payment-sessions/:provider_id',
    { config: STOREFRONT, schema: { params: CartProviderParams, ...reply } },
    async (request) =>
      answer(
        request,
        await payments.deletePaymentSession(
          await shopper(request),
          request.params.id,
          request.params.provider_id,
        ),
      ),
  );

  app.post(
    '/store/carts/:id/payment-sessions/:provider_id/refresh',
    { config: STOREFRONT, schema: { params: CartProviderParams, ...reply } },
    async (request) =>
      answer(
        request,
        await payments.refreshPaymentSession(
          await shopper(request),
          request.params.id,
          request.params.provider_id,
        ),
      ),
  );

  app.delete(
    '/store/carts/:id/discounts/:code',
    { config: STOREFRONT, schema: { params: CartDiscountParams, ...reply } },
    async (request) =>
      answer(request, await updates.deleteDiscount(storeCtx(request), request.params.id)),
  );

  app.get(
    '/store/shipping-options/:cart_id',
    {
      config: STOREFRONT,
      schema: {
        params: StoreShippingOptionsCartParams,
        response: { 200: StoreCartShippingOptionsListRes },
      },
    },
    async (request) => ({
      shipping_options: (
        await shipping.listShippingOptions(storeCtx(request), request.params.cart_id)
      ).map((view) =>
        toShippingOption(view.row, {
          requirements: view.requirements,
          pricing: view.pricing,
          profile: view.profile,
        }),
      ),
    }),
  );
}
