import {
  AdminCustomersSelectionListRes,
  AdminCustomersSelectionRes,
  AdminGetCustomerParams,
  AdminGetCustomersParams,
  AdminPostCustomersCustomerReq,
  AdminPostCustomersReq,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import { createAdminCustomersService } from './customers.admin.service.js';

/**
 * `/admin/customers` (Medusa v1): the store's customers, with and without an account. There is
 * no delete, as in v1: a customer's orders keep pointing at it.
 */
export async function adminCustomersRoutes(
  instance: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const app = typed(instance);
  const customers = createAdminCustomersService(deps);

  app.get(
    '/admin/customers',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetCustomersParams,
        response: { 200: AdminCustomersSelectionListRes },
      },
    },
    async (request) =>
      listResponse('customers', await customers.list(adminCtx(request), request.query)),
  );

  app.get(
    '/admin/customers/:id',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetCustomerParams,
        response: { 200: AdminCustomersSelectionRes },
      },
    },
    async (request) => ({
      customer: await customers.retrieve(adminCtx(request), request.params.id, request.query),
    }),
  );

  // v1 answers a new customer with 201.
  app.post(
    '/admin/customers',
    {
      config: staff('operate'),
      schema: {
        querystring: AdminGetCustomerParams,
        body: AdminPostCustomersReq,
        response: { 201: AdminCustomersSelectionRes },
      },
    },
    async (request, reply) => {
      const created = await customers.create(adminCtx(request), request.body, request.query);
      return reply.code(201).send({ customer: created });
    },
  );

  app.post(
    '/admin/customers/:id',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        querystring: AdminGetCustomerParams,
        body: AdminPostCustomersCustomerReq,
        response: { 200: AdminCustomersSelectionRes },
      },
    },
    async (request) => ({
      customer: await customers.update(
        adminCtx(request),
        request.params.id,
        request.body,
        request.query,
      ),
    }),
  );
}
