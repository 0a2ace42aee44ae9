import {
  AdminPaymentProviderCheckRes,
  AdminPaymentProviderSettingsListRes,
  AdminPaymentProviderSettingsRes,
  AdminPaymentProvidersList,
  AdminPostPaymentProviderSettingsReq,
  AdminTaxProvidersList,
  DeleteRes,
  ProviderIdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { adminCtx, typed } from '../../platform/http.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { createPaymentProvidersService, storeProviderRefs } from './payment-providers.service.js';

/**
 * The store's providers: v1's `GET /admin/store/payment-providers` and `/tax-providers`, and
 * Storedesk's settings routes for providers that need the store's own account (Stripe keys).
 * The settings are the store's money: admins only (`manage`), like billing.
 */
export async function paymentProvidersRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps,
): Promise<void> {
  const app = typed(instance);
  const settings = createPaymentProvidersService(deps);

  app.get(
    '/admin/store/payment-providers',
    { config: staff('read'), schema: { response: { 200: AdminPaymentProvidersList } } },
    async (request) => {
      const ctx = adminCtx(request);
      const refs = await withTenantTx(deps.db, ctx.storeId, (tx) =>
        storeProviderRefs(tx, ctx.storeId, deps.providers),
      );
      return { payment_providers: refs.payment_providers };
    },
  );

  app.get(
    '/admin/store/tax-providers',
    { config: staff('read'), schema: { response: { 200: AdminTaxProvidersList } } },
    // The store's own tax rates (modules/tax-rates) are the one tax provider.
    async () => ({ tax_providers: [{ id: 'system', is_installed: true }] }),
  );

  app.get(
    '/admin/payment-providers',
    {
      config: staff('manage'),
      schema: { response: { 200: AdminPaymentProviderSettingsListRes } },
    },
    async (request) => ({ payment_providers: await settings.list(adminCtx(request)) }),
  );

  const one = { params: ProviderIdParams, response: { 200: AdminPaymentProviderSettingsRes } };

  app.get(
    '/admin/payment-providers/:id',
    { config: staff('manage'), schema: one },
    async (request) => ({
      payment_provider: await settings.retrieve(adminCtx(request), request.params.id),
    }),
  );

  app.post(
    '/admin/payment-providers/:id',
    { config: staff('manage'), schema: { ...one, body: AdminPostPaymentProviderSettingsReq } },
    async (request) => ({
      payment_provider: await settings.save(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/payment-providers/:id',
    {
      config: staff('manage'),
      schema: { params: ProviderIdParams, response: { 200: DeleteRes } },
    },
    async (request) => {
      await settings.remove(adminCtx(request), request.params.id);
      return {
        id: request.params.id,
        object: 'payment_provider_settings',
        deleted: true as const,
      };
    },
  );

  app.post(
    '/admin/payment-providers/:id/check',
    {
      config: staff('manage'),
      schema: { params: ProviderIdParams, response: { 200: AdminPaymentProviderCheckRes } },
    },
    async (request) => settings.check(adminCtx(request), request.params.id),
  );
}
