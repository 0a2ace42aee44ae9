import {
  AdminDeleteTaxRatesTaxRateProductTypesReq,
  AdminDeleteTaxRatesTaxRateProductsReq,
  AdminDeleteTaxRatesTaxRateShippingOptionsReq,
  AdminGetTaxRatesParams,
  AdminGetTaxRatesTaxRateParams,
  AdminPostTaxRatesReq,
  AdminPostTaxRatesTaxRateProductTypesReq,
  AdminPostTaxRatesTaxRateProductsReq,
  AdminPostTaxRatesTaxRateReq,
  AdminPostTaxRatesTaxRateShippingOptionsReq,
  AdminTaxRatesListRes,
  AdminTaxRatesRes,
  DeleteRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import { toTaxRate } from './tax-rates.mapper.js';
import {
  createTaxRatesService,
  readSelection,
  type OverrideKind,
  type TaxRateSelection,
  type TaxRateView,
} from './tax-rates.service.js';

type BatchBody =
  | typeof AdminPostTaxRatesTaxRateProductsReq
  | typeof AdminPostTaxRatesTaxRateProductTypesReq
  | typeof AdminPostTaxRatesTaxRateShippingOptionsReq;

export async function taxRatesRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const rates = createTaxRatesService(deps);
  const answer = (view: TaxRateView, selection: TaxRateSelection) => ({
    tax_rate: toTaxRate(view, selection),
  });
  const one = {
    params: IdParams,
    querystring: AdminGetTaxRatesTaxRateParams,
    response: { 200: AdminTaxRatesRes },
  };

  app.get(
    '/admin/tax-rates',
    {
      config: staff('read'),
      schema: { querystring: AdminGetTaxRatesParams, response: { 200: AdminTaxRatesListRes } },
    },
    async (request) => {
      const selection = readSelection(request.query);
      const page = await rates.list(adminCtx(request), request.query);
      return listResponse('tax_rates', page, (view) => toTaxRate(view, selection));
    },
  );

  app.post(
    '/admin/tax-rates',
    {
      config: staff('operate'),
      schema: {
        querystring: AdminGetTaxRatesTaxRateParams,
        body: AdminPostTaxRatesReq,
        response: { 200: AdminTaxRatesRes },
      },
    },
    async (request) => {
      const selection = readSelection(request.query);
      return answer(await rates.create(adminCtx(request), request.body, selection), selection);
    },
  );

  app.get('/admin/tax-rates/:id', { config: staff('read'), schema: one }, async (request) => {
    const selection = readSelection(request.query);
    return answer(await rates.retrieve(adminCtx(request), request.params.id, selection), selection);
  });

  app.post(
    '/admin/tax-rates/:id',
    { config: staff('operate'), schema: { ...one, body: AdminPostTaxRatesTaxRateReq } },
    async (request) => {
      const selection = readSelection(request.query);
      const view = await rates.update(
        adminCtx(request),
        request.params.id,
        request.body,
        selection,
      );
      return answer(view, selection);
    },
  );

  app.delete(
    '/admin/tax-rates/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await rates.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'tax-rate', deleted: true as const };
    },
  );

  /** POST adds and DELETE removes one kind of override (v1 bodies), each answering the rate. */
  const batch = (
    kind: OverrideKind,
    segment: string,
    bodies: { add: BatchBody; remove: BatchBody },
  ) => {
    const ids = (body: unknown) => (body as Record<OverrideKind, string[]>)[kind];
    app.post(
      `/admin/tax-rates/:id/${segment}/batch`,
      { config: staff('operate'), schema: { ...one, body: bodies.add } },
      async (request) => {
        const selection = readSelection(request.query);
        const view = await rates.addTargets(
          adminCtx(request),
          request.params.id,
          kind,
          ids(request.body),
          selection,
        );
        return answer(view, selection);
      },
    );
    app.delete(
      `/admin/tax-rates/:id/${segment}/batch`,
      { config: staff('operate'), schema: { ...one, body: bodies.remove } },
      async (request) => {
        const selection = readSelection(request.query);
        const view = await rates.removeTargets(
          adminCtx(request),
          request.params.id,
          kind,
          ids(request.body),
          selection,
        );
        return answer(view, selection);
      },
    );
  };

  batch('products', 'products', {
    add: AdminPostTaxRatesTaxRateProductsReq,
    remove: AdminDeleteTaxRatesTaxRateProductsReq,
  });
  batch('product_types', 'product-types', {
    add: AdminPostTaxRatesTaxRateProductTypesReq,
    remove: AdminDeleteTaxRatesTaxRateProductTypesReq,
  });
  batch('shipping_options', 'shipping-options', {
    add: AdminPostTaxRatesTaxRateShippingOptionsReq,
    remove: AdminDeleteTaxRatesTaxRateShippingOptionsReq,
  });
}
