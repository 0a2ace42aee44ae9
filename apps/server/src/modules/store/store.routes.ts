import { AdminPostStoreReq, AdminStoreRes, CurrencyCodeParams } from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { createStoreService } from './store.service.js';
import { staff } from '../../platform/access.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';

export async function storeRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps,
): Promise<void> {
  const app = typed(instance);
  const stores = createStoreService(deps);

  app.get(
    '/admin/store',
    { config: staff('read'), schema: { response: { 200: AdminStoreRes } } },
    async (request) => ({
      store: await stores.retrieve(adminCtx(request)),
    }),
  );

  app.post(
    '/admin/store',
    {
      config: staff('manage'),
      schema: { body: AdminPostStoreReq, response: { 200: AdminStoreRes } },
    },
    async (request) => ({ store: await stores.update(adminCtx(request), request.body) }),
  );

  const currencyChange = { params: CurrencyCodeParams, response: { 200: AdminStoreRes } };

  // medusa-js v1 `admin.store.addCurrency(code)` posts to /admin/store/:code (a slip in the
  // client; the v1 server's route is /admin/store/currencies/:code): both add the currency.
  for (const path of ['/admin/store/currencies/:code', '/admin/store/:code']) {
    app.post(path, { config: staff('manage'), schema: currencyChange }, async (request) => ({
      store: await stores.addCurrency(adminCtx(request), request.params.code),
    }));
  }

  app.delete(
    '/admin/store/currencies/:code',
    { config: staff('manage'), schema: currencyChange },
    async (request) => ({
      store: await stores.removeCurrency(adminCtx(request), request.params.code),
    }),
  );
}
