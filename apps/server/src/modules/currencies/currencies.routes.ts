import {
  AdminCurrenciesListRes,
  AdminCurrenciesRes,
  AdminGetCurrenciesParams,
  AdminPostCurrenciesCurrencyReq,
  CurrencyCodeParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import { createCurrenciesService } from './currencies.service.js';
import { staff } from '../../platform/access.js';

export async function currenciesRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const currencies = createCurrenciesService(deps);

  app.get(
    '/admin/currencies',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetCurrenciesParams,
        response: { 200: AdminCurrenciesListRes },
      },
    },
    async (request) =>
      listResponse('currencies', await currencies.list(adminCtx(request), request.query)),
  );

  app.post(
    '/admin/currencies/:code',
    {
      config: staff('manage'),
      schema: {
        params: CurrencyCodeParams,
        body: AdminPostCurrenciesCurrencyReq,
        response: { 200: AdminCurrenciesRes },
      },
    },
    async (request) => ({
      currency: await currencies.update(adminCtx(request), request.params.code, request.body),
    }),
  );
}
