import {
  AddressIdParams,
  StoreAuthRes,
  StoreBearerAuthRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersRes,
  StoreGetAuthEmailParams,
  StoreGetAuthEmailRes,
  StorePostAuthReq,
  StorePostCustomersCustomerAddressesAddressReq,
  StorePostCustomersCustomerAddressesReq,
  StorePostCustomersCustomerPasswordTokenReq,
  StorePostCustomersCustomerReq,
  StorePostCustomersReq,
  StorePostCustomersResetPasswordReq,
  type Order,
} from '@storedesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STOREFRONT } from '../../platform/access.js';
import { signCustomerToken } from '../../platform/auth/jwt.js';
import type { AppDeps } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import { storeCtx, typed } from '../../platform/http.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import {
  endCustomerSession,
  endCustomerSessions,
  passwordCredential,
  signedInCustomer,
  startCustomerSession,
  type SignedInCustomer,
} from './customer-session.js';
import { toCustomer, toCustomerFields } from './customers.mapper.js';
import { createCustomersService, type CustomerRead } from './customers.service.js';

/** The 401 of a route that needs a signed-in customer (v1 answers it the same way). */
const signedOut = () => new StoredeskError('unauthorized', 'Unauthorized');

/** The request's store and its signed-in customer, or a 401. */
async function me(request: FastifyRequest): Promise<{ storeId: string } & SignedInCustomer> {
  const { storeId } = storeCtx(request);
  const found = await signedInCustomer(request);
  if (!found) throw signedOut();
  return { storeId, ...found };
}

/**
 * Route options of the routes that need a signed-in customer: the 401 comes before any check
 * of the body, as in v1 (its authentication runs before validation).
 */
const SIGNED_IN = {
  config: STOREFRONT,
  preValidation: async (request: FastifyRequest) => {
    await me(request);
  },
};

/** `/store/customers/*` answers a customer with its billing and shipping addresses. */
const withAddresses = (read: CustomerRead) => ({
  customer: toCustomer(read.row, {
    billingAddress: read.billingAddress,
    shippingAddresses: read.shippingAddresses,
  }),
});

/**
 * How many of a customer's orders `/store/auth` answers, newest first (v1 answers them all;
 * `/store/customers/me/orders` pages through every one).
 */
const SESSION_ORDERS = 100;

/**
 * A customer's orders, newest first, as the orders area reads them. app.ts hands the orders
 * area's read in, so that customers (below carts and orders) import nothing of theirs.
 */
export type CustomerOrders = (
  storeId: string,
  customerId: string,
  page: { limit: number; offset: number },
) => Promise<{ orders: Order[] }>;

/**
 * Customer accounts of the store API (Medusa v1): `/store/customers` (register, the signed-in
 * customer, addresses, payment methods, password reset by email) and `/store/auth` (cookie
 * session, bearer token, exists-check). Every route is the storefront's; the store is the
 * request's, and a customer is only ever found within it.
 */
export async function customersRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & { ordersOf: CustomerOrders },
): Promise<void> {
  const app = typed(instance);
  const customers = createCustomersService(deps);
  const paymentProviders = createPaymentProvidersService(deps);
  /** `/store/auth` answers a customer with its shipping addresses and orders (v1's relations). */
  const signedInAnswer = async (read: CustomerRead) => {
    const page = await deps.ordersOf(read.row.storeId, read.row.id, {
      limit: SESSION_ORDERS,
      offset: 0,
    });
    return {
      customer: toCustomer(read.row, {
        shippingAddresses: read.shippingAddresses,
        orders: page.orders,
      }),
    };
  };
  const answer = { response: { 200: StoreCustomersRes } };

  app.post(
    '/store/customers',
    { config: STOREFRONT, schema: { body: StorePostCustomersReq, ...answer } },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      const read = await customers.register(storeId, request.body);
      // v1 signs the new customer in.
      await startCustomerSession(deps.db, request, reply, { storeId, customerId: read.row.id });
      return withAddresses(read);
    },
  );

  app.get('/store/customers/me', { ...SIGNED_IN, schema: answer }, async (request) => {
    const { storeId, id } = await me(request);
    return withAddresses(await customers.read(storeId, id));
  });

  app.post(
    '/store/customers/me',
    { ...SIGNED_IN, schema: { body: StorePostCustomersCustomerReq, ...answer } },
    async (request) => {
      const { storeId, id } = await me(request);
      const read = await customers.update(storeId, id, request.body);
      // A new password signs the customer out everywhere but here (its tokens stop too).
      if (request.body.password) await endCustomerSessions(deps.db, storeId, id, request);
      return withAddresses(read);
    },
  );

  app.get(
    '/store/customers/me/payment-methods',
    { ...SIGNED_IN, schema: { response: { 200: StoreCustomersListPaymentMethodsRes } } },
    async (request) => {
      const { storeId, id, email } = await me(request);
      // Only providers that keep saved methods are asked, each with the store's settings.
      const listing = deps.providers.paymentProviders().filter((provider) => provider.savedMethods);
      const lists = await Promise.all(
        listing.map(async (provider) => {
          const settings = await paymentProviders.settingsFor(deps.db, storeId, provider.id);
          if (!settings) return [];
          const methods = await provider.savedMethods!({ id, email }, settings);
          return methods.map((data) => ({ provider_id: provider.id, data }));
        }),
      );
      return { payment_methods: lists.flat() };
    },
  );

  app.post(
    '/store/customers/me/addresses',
    { ...SIGNED_IN, schema: { body: StorePostCustomersCustomerAddressesReq, ...answer } },
    async (request) => {
      const { storeId, id } = await me(request);
      return withAddresses(await customers.addAddress(storeId, id, request.body.address));
    },
  );

  app.post(
    '/store/customers/me/addresses/:address_id',
    {
      ...SIGNED_IN,
      schema: {
        params: AddressIdParams,
        body: StorePostCustomersCustomerAddressesAddressReq,
        ...answer,
      },
    },
    async (request) => {
      const { storeId, id } = await me(request);
      return withAddresses(
        await customers.updateAddress(storeId, id, request.params.address_id, request.body),
      );
    },
  );

  app.delete(
    '/store/customers/me/addresses/:address_id',
    { ...SIGNED_IN, schema: { params: AddressIdParams, ...answer } },
    async (request) => {
      const { storeId, id } = await me(request);
      return withAddresses(await customers.deleteAddress(storeId, id, request.params.address_id));
    },
  );

  app.post(
    '/store/customers/password-token',
    { config: STOREFRONT, schema: { body: StorePostCustomersCustomerPasswordTokenReq } },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      await customers.sendPasswordToken(storeId, request.body.email, request.ip);
      // The same answer whether or not the email has an account (v1: 204).
      return reply.code(204).send();
    },
  );

  app.post(
    '/store/customers/password-reset',
    { config: STOREFRONT, schema: { body: StorePostCustomersResetPasswordReq, ...answer } },
    async (request) => {
      const { storeId } = storeCtx(request);
      const read = await customers.resetPassword(storeId, request.body, request.ip);
      // v1 answers the customer without relations.
      return { customer: toCustomerFields(read.row) };
    },
  );

  app.post(
    '/store/auth',
    { config: STOREFRONT, schema: { body: StorePostAuthReq, response: { 200: StoreAuthRes } } },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      const { id, pass } = await customers.authenticate(storeId, request.body, {
        address: request.ip,
        request,
      });
      await pass.succeeded(reply);
      await startCustomerSession(deps.db, request, reply, { storeId, customerId: id });
      return signedInAnswer(await customers.read(storeId, id));
    },
  );

  app.get(
    '/store/auth',
    { ...SIGNED_IN, schema: { response: { 200: StoreAuthRes } } },
    async (request) => {
      const { storeId, id } = await me(request);
      return signedInAnswer(await customers.read(storeId, id));
    },
  );

  app.delete('/store/auth', { config: STOREFRONT }, async (request, reply) => {
    const { storeId } = storeCtx(request);
    await endCustomerSession(deps.db, request, reply, storeId);
    return reply.code(200).send();
  });

  app.get(
    '/store/auth/:email',
    {
      config: STOREFRONT,
      schema: { params: StoreGetAuthEmailParams, response: { 200: StoreGetAuthEmailRes } },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      return { exists: await customers.exists(storeId, request.params.email, request.ip) };
    },
  );

  app.post(
    '/store/auth/token',
    {
      config: STOREFRONT,
      schema: { body: StorePostAuthReq, response: { 200: StoreBearerAuthRes } },
    },
    async (request, reply) => {
      const { storeId } = storeCtx(request);
      const account = await customers.authenticate(storeId, request.body, {
        address: request.ip,
        request,
      });
      await account.pass.succeeded(reply);
      const accessToken = await signCustomerToken(deps.config.jwtSecret, {
        storeId,
        customerId: account.id,
        credential: passwordCredential(account.passwordHash),
      });
      return { access_token: accessToken };
    },
  );
}
