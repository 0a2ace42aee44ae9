import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import qs from 'qs';
import type { AppDeps } from './platform/context.js';
import { registerAccess } from './platform/access.js';
import { createStaffAuthenticator } from './platform/auth/authenticate.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerInputGuard } from './platform/input.js';
import { registerAdminSpa } from './platform/spa.js';
import { registerOpenApi } from './platform/openapi/openapi.js';
import { createStorefrontResolver } from './platform/tenancy/store-key.js';
import { createStoreBaseLookup, rewriteStoreBaseUrl } from './platform/tenancy/store-base-url.js';
import { registerStoreCors } from './platform/tenancy/store-cors.js';
import { findStorefrontKey } from './modules/publishable-api-keys/publishable-api-keys.repo.js';
import { createCatalogCache, listenForCatalogChanges } from './platform/catalog-cache.js';
import type { Database } from './platform/db/client.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { publishableApiKeysRoutes } from './modules/publishable-api-keys/publishable-api-keys.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { salesChannelsRoutes } from './modules/sales-channels/sales-channels.routes.js';
import { currenciesRoutes } from './modules/currencies/currencies.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import {
  billingRoutes,
  registerReadOnlyGuard,
  stripeWebhookRoutes,
} from './modules/billing/billing.routes.js';
import { localCheckoutRoutes } from './modules/billing/local-checkout.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { batchJobsRoutes } from './modules/batch-jobs/batch-jobs.routes.js';
import { createBatchJobRunner } from './modules/batch-jobs/batch-jobs.jobs.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { signupRoutes } from './modules/signup/signup.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { productCategoriesRoutes } from './modules/product-categories/product-categories.routes.js';
import { collectionsRoutes } from './modules/collections/collections.routes.js';
import { productValuesRoutes } from './modules/product-values/product-values.routes.js';
import { priceListsRoutes } from './modules/price-lists/price-lists.routes.js';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes.js';
import { stockLocationsRoutes } from './modules/stock-locations/stock-locations.routes.js';
import { channelLocationsRoutes } from './modules/stock-locations/channel-locations.routes.js';
import { createSalesChannelLocationsService } from './modules/stock-locations/channel-locations.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { taxRatesRoutes } from './modules/tax-rates/tax-rates.routes.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { createPaymentProvider } from './modules/signup/payment-provider.js';
import type { PaymentProvider } from './platform/payments/provider.js';
import { createBuiltInRegistry, type ExtraProviders } from './platform/providers/built-in.js';
import { regionsRoutes } from './modules/regions/regions.routes.js';
import { paymentProvidersRoutes } from './modules/payment-providers/payment-providers.routes.js';
import { registerCustomerSessions } from './modules/customers/customer-session.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { orderMailTemplates } from './modules/orders/orders.mail-templates.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.js';
import { createOrderAdmin } from './modules/orders/orders.admin.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { returnReasonsRoutes } from './modules/returns/return-reasons.routes.js';
import { returnsRoutes } from './modules/returns/returns.routes.js';
import { createSwapCheckout } from './modules/swaps/swaps.confirm.js';
import { swapsRoutes } from './modules/swaps/swaps.routes.js';
import { claimsRoutes } from './modules/claims/claims.routes.js';
import { orderEditsRoutes } from './modules/order-edits/order-edits.routes.js';
import { returnMailTemplates } from './modules/returns/returns.mail-templates.js';
import { swapMailTemplates } from './modules/swaps/swaps.mail-templates.js';
import { claimMailTemplates } from './modules/claims/claims.mail-templates.js';
import { orderEditMailTemplates } from './modules/order-edits/order-edits.mail-templates.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { draftOrdersRoutes } from './modules/draft-orders/draft-orders.routes.js';
import { createMailOutbox, type MailOutbox } from './platform/outbox/outbox.js';
import { storeStripeWebhookRoutes } from './modules/orders/orders.stripe-webhook.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { adminCustomersRoutes } from './modules/customers/customers.admin.routes.js';
import { cartsRoutes } from './modules/carts/carts.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { logRequest } from './platform/request-log.js';
import { trackRequests } from './platform/foreground.js';

/**
 * Builds the whole API server from what it is given; nothing here reads the environment. The
 * payment provider follows the configuration unless one is passed (tests pass a stand-in).
 */
export async function buildApp(
  base: AppDeps & {
    payments?: PaymentProvider;
    /** The database's NOTIFY subscription: other processes' catalogue changes (optional). */
    listen?: Database['listen'];
    /**
     * Payment and fulfilment providers added to the built-in ones (docs/regions-and-payments.md,
     * "Adding a payment or fulfilment provider").
     */
    providers?: ExtraProviders;
    /**
     * False: nothing is queued in the mail outbox nor sent from it (the demo seed's server,
     * whose made-up shoppers get no mail).
     */
    queueMail?: boolean;
  },
): Promise<FastifyInstance> {
  const catalog = createCatalogCache({
    db: base.db,
    maxBytes: base.config.catalogCacheBytes,
    ttlMs: 30_000,
  });
  if (base.listen) await listenForCatalogChanges(catalog, base.listen);
  const core = {
    ...base,
    payments: base.payments ?? createPaymentProvider(base),
    catalog,
    // The stores' own payment and fulfilment providers (regions, carts, orders).
    providers: createBuiltInRegistry({
      stripeApiUrl: base.config.payments.stripeApiUrl,
      extra: base.providers,
    }),
  };
  // Mail that must not be lost (order confirmations) goes through the outbox: queued by the
  // transaction that makes it due, sent right after the commit, swept for what a crash or a
  // failure left. main.ts starts its sweep after listen; tests await it with drain().
  const mailOutbox = createMailOutbox({
    db: base.db,
    mailer: base.mailer,
    logger: base.logger,
    enabled: base.queueMail !== false,
    templates: {
      ...orderMailTemplates(core),
      ...returnMailTemplates(core),
      ...swapMailTemplates(core),
      ...claimMailTemplates(core),
      ...orderEditMailTemplates(core),
    },
  });
  const deps = { ...core, mailOutbox };
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Fastify's own two lines per request (about 520 bytes) give way to the one below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    // A store's API base URL `/s/{handle}/store/...` is routed as `/store/...`; the handle names
    // the store for key-less requests (platform/tenancy/store-base-url.ts).
    rewriteUrl: rewriteStoreBaseUrl,
    bodyLimit: 1024 * 1024,
    // Nested filters as clients send them: created_at[gt]=..., id[]=a&id[]=b (bounded).
    routerOptions: {
      // Every spelling of a path reaches the same route, and access follows the route that
      // matched (platform/access.ts): `/admin/store/` (v1 clients add the slash), `//admin`,
      // `/Admin` (Medusa v1 on Express matched case-insensitively) and percent-encoded letters.
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      caseSensitive: false,
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 3, arrayLimit: 200, parameterLimit: 500 }) as Record<
          string,
          unknown
        >,
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => logRequest(request, reply));
  trackRequests(app, base.db);

  await app.register(fastifyCookie, { secret: deps.config.cookieSecret });
  registerErrorHandling(app);
  registerInputGuard(app);
  const storeBases = createStoreBaseLookup({
    db: deps.db,
    catalog,
    shopDomain: deps.config.shopDomain,
    publicUrl: deps.config.publicUrl,
  });
  registerStoreCors(app, storeBases);
  const routes = registerAccess(app, {
    authenticateStaff: createStaffAuthenticator(deps),
    resolveStorefront: createStorefrontResolver({
      catalog,
      findKey: (keyId) => findStorefrontKey(deps.db, keyId),
      bases: storeBases,
    }),
  });
  app.decorate('declaredRoutes', routes);
  app.decorate('mailOutbox', mailOutbox);
  // Refunds a provider left unanswered are asked again (main.ts runs it every minute).
  const orderAdmin = createOrderAdmin(deps);
  app.decorate('resumePendingRefunds', (olderThanMs?: number) =>
    orderAdmin.resumePendingRefunds(olderThanMs),
  );
  app.addHook('onClose', () => mailOutbox.stop());
  // Store API: the signed-in customer of a request (modules/customers/customer-session.ts).
  registerCustomerSessions(app, deps);
  registerReadOnlyGuard(app, deps);

  await registerOpenApi(app);
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(invitesRoutes, deps);
  await app.register(storeRoutes, deps);
  await app.register(publishableApiKeysRoutes, deps);
  await app.register(salesChannelsRoutes, {
    ...deps,
    withLocations: createSalesChannelLocationsService(deps).withLocations,
  });
  await app.register(currenciesRoutes, deps);
  await app.register(analyticsRoutes, deps);
  // The batch-job runner is built here but started by main.ts after listen (WORKER_MODE);
  // tests start or drain it themselves. It stops with the app.
  const jobs = createBatchJobRunner(deps);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  await app.register(batchJobsRoutes, { ...deps, jobs });
  await app.register(uploadsRoutes, deps);
  await app.register(productsRoutes, deps);
  await app.register(productCategoriesRoutes, deps);
  await app.register(collectionsRoutes, deps);
  await app.register(productValuesRoutes, deps);
  await app.register(priceListsRoutes, deps);
  await app.register(savedViewsRoutes, deps);
  await app.register(stockLocationsRoutes, deps);
  await app.register(channelLocationsRoutes, deps);
  await app.register(inventoryRoutes, deps);
  await app.register(regionsRoutes, deps);
  await app.register(paymentProvidersRoutes, deps);
  await app.register(taxRatesRoutes, deps);
  await app.register(shippingRoutes, deps);
  // An exchange's cart confirms its swap when it completes (modules/swaps builds on orders).
  const swapCheckout = createSwapCheckout(deps);
  await app.register(ordersRoutes, { ...deps, otherCarts: { swap: swapCheckout.complete } });
  await app.register(ordersAdminRoutes, deps);
  await app.register(notesRoutes, deps);
  await app.register(returnReasonsRoutes, deps);
  await app.register(returnsRoutes, deps);
  await app.register(swapsRoutes, { ...deps, swapCheckout });
  await app.register(claimsRoutes, deps);
  await app.register(orderEditsRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(draftOrdersRoutes, deps);
  await app.register(storeStripeWebhookRoutes, {
    ...deps,
    otherCarts: { swap: swapCheckout.complete },
  });
  await app.register(customersRoutes, {
    ...deps,
    ordersOf: createOrdersService(deps).listForCustomer,
  });
  await app.register(adminCustomersRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(cartsRoutes, deps);
  await app.register(signupRoutes, deps);
  await app.register(billingRoutes, deps);
  await app.register(localCheckoutRoutes, deps);
  await app.register(stripeWebhookRoutes, deps);
  await app.register(shopRoutes, { ...deps, storeBases });
  await registerAdminSpa(app, deps.config.adminDist);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender (app.ts); main.ts starts its sweep, tests drain it. */
    mailOutbox: MailOutbox;
  }
}
