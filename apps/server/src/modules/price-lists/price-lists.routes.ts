import {
  AdminDeletePriceListPricesPricesReq,
  AdminDeletePriceListsPriceListProductsPricesBatchReq,
  AdminGetPriceListPaginationParams,
  AdminGetPriceListsPriceListProductsParams,
  AdminPostPriceListPricesPricesReq,
  AdminPostPriceListsPriceListPriceListReq,
  AdminPostPriceListsPriceListReq,
  AdminPriceListDeleteBatchRes,
  AdminPriceListDeleteRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
  IdParams,
  PriceListProductParams,
  PriceListVariantParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toPriceList, toPriceListProduct } from './price-lists.mapper.js';
import { createPriceListsService } from './price-lists.service.js';
import { staff } from '../../platform/access.js';

/** Price lists and their prices (Medusa v1 `/admin/price-lists`). */
export async function priceListsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const lists = createPriceListsService(deps);
  const one = { params: IdParams, response: { 200: AdminPriceListRes } };
  const removal = { 200: AdminPriceListDeleteBatchRes };

  app.get(
    '/admin/price-lists',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetPriceListPaginationParams,
        response: { 200: AdminPriceListsListRes },
      },
    },
    async (request) =>
      listResponse('price_lists', await lists.list(adminCtx(request), request.query), toPriceList),
  );

  app.post(
    '/admin/price-lists',
    {
      config: staff('operate'),
      schema: { body: AdminPostPriceListsPriceListReq, response: { 200: AdminPriceListRes } },
    },
    async (request) => ({
      price_list: toPriceList(await lists.create(adminCtx(request), request.body)),
    }),
  );

  app.get('/admin/price-lists/:id', { config: staff('read'), schema: one }, async (request) => ({
    price_list: toPriceList(await lists.retrieve(adminCtx(request), request.params.id)),
  }));

  app.post(
    '/admin/price-lists/:id',
    {
      config: staff('operate'),
      schema: { ...one, body: AdminPostPriceListsPriceListPriceListReq },
    },
    async (request) => ({
      price_list: toPriceList(
        await lists.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/price-lists/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminPriceListDeleteRes } },
    },
    async (request) => {
      await lists.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'price-list' as const, deleted: true as const };
    },
  );

  app.post(
    '/admin/price-lists/:id/prices/batch',
    { config: staff('operate'), schema: { ...one, body: AdminPostPriceListPricesPricesReq } },
    async (request) => ({
      price_list: toPriceList(
        await lists.addPrices(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/price-lists/:id/prices/batch',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminDeletePriceListPricesPricesReq, response: removal },
    },
    async (request) =>
      lists.deletePrices(adminCtx(request), request.params.id, request.body.price_ids),
  );

  app.get(
    '/admin/price-lists/:id/products',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetPriceListsPriceListProductsParams,
        response: { 200: AdminPriceListsProductsListRes },
      },
    },
    async (request) => {
      const page = await lists.listProducts(adminCtx(request), request.params.id, request.query);
      return listResponse('products', page, (row) =>
        toPriceListProduct(row, page.variants, page.prices),
      );
    },
  );

  app.delete(
    '/admin/price-lists/:id/products/prices/batch',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminDeletePriceListsPriceListProductsPricesBatchReq,
        response: removal,
      },
    },
    async (request) =>
      lists.deleteProductsPrices(
        adminCtx(request),
        request.params.id,
        request.body.product_ids,
        'product_ids',
      ),
  );

  app.delete(
    '/admin/price-lists/:id/products/:product_id/prices',
    { config: staff('operate'), schema: { params: PriceListProductParams, response: removal } },
    async (request) =>
      lists.deleteProductsPrices(adminCtx(request), request.params.id, [request.params.product_id]),
  );

  app.delete(
    '/admin/price-lists/:id/variants/:variant_id/prices',
    { config: staff('operate'), schema: { params: PriceListVariantParams, response: removal } },
    async (request) =>
      lists.deleteVariantPrices(adminCtx(request), request.params.id, request.params.variant_id),
  );
}
