import {
  AdminDeleteProductCategoriesCategoryProductsBatchReq,
  AdminGetProductCategoriesParams,
  AdminGetProductCategoryParams,
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
  AdminProductCategoriesCategoryRes,
  AdminProductCategoriesListRes,
  DeleteRes,
  IdParams,
  StoreGetProductCategoriesParams,
  StoreGetProductCategoryParams,
  StoreProductCategoriesListRes,
  StoreProductCategoriesRes,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { toTree } from './product-categories.mapper.js';
import { createProductCategoriesService } from './product-categories.service.js';
import { STOREFRONT, staff } from '../../platform/access.js';

/** Product categories: the admin tree (create, move, reorder, link products) and the shop's view. */
export async function productCategoriesRoutes(
  instance: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const app = typed(instance);
  const categories = createProductCategoriesService(deps);
  const one = { params: IdParams, response: { 200: AdminProductCategoriesCategoryRes } };

  app.get(
    '/admin/product-categories',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetProductCategoriesParams,
        response: { 200: AdminProductCategoriesListRes },
      },
    },
    async (request) =>
      listResponse(
        'product_categories',
        await categories.listForAdmin(adminCtx(request), request.query),
        toTree,
      ),
  );

  app.post(
    '/admin/product-categories',
    {
      config: staff('operate'),
      schema: {
        body: AdminPostProductCategoriesReq,
        response: { 200: AdminProductCategoriesCategoryRes },
      },
    },
    async (request) => ({
      product_category: toTree(await categories.create(adminCtx(request), request.body)),
    }),
  );

  app.get(
    '/admin/product-categories/:id',
    { config: staff('read'), schema: { ...one, querystring: AdminGetProductCategoryParams } },
    async (request) => ({
      product_category: toTree(
        await categories.retrieveForAdmin(adminCtx(request), request.params.id, request.query),
      ),
    }),
  );

  app.post(
    '/admin/product-categories/:id',
    { config: staff('operate'), schema: { ...one, body: AdminPostProductCategoriesCategoryReq } },
    async (request) => ({
      product_category: toTree(
        await categories.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/product-categories/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await categories.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'product-category', deleted: true as const };
    },
  );

  app.post(
    '/admin/product-categories/:id/products/batch',
    {
      config: staff('operate'),
      schema: { ...one, body: AdminPostProductCategoriesCategoryProductsBatchReq },
    },
    async (request) => ({
      product_category: toTree(
        await categories.addProducts(
          adminCtx(request),
          request.params.id,
          request.body.product_ids.map((entry) => entry.id),
        ),
      ),
    }),
  );

  app.delete(
    '/admin/product-categories/:id/products/batch',
    {
      config: staff('operate'),
      schema: { ...one, body: AdminDeleteProductCategoriesCategoryProductsBatchReq },
    },
    async (request) => ({
      product_category: toTree(
        await categories.removeProducts(
          adminCtx(request),
          request.params.id,
          request.body.product_ids.map((entry) => entry.id),
        ),
      ),
    }),
  );

  app.get(
    '/store/product-categories',
    {
      config: STOREFRONT,
      schema: {
        querystring: StoreGetProductCategoriesParams,
        response: { 200: StoreProductCategoriesListRes },
      },
    },
    async (request) =>
      listResponse(
        'product_categories',
        await categories.listForStore(storeCtx(request), request.query),
        toTree,
      ),
  );

  app.get(
    '/store/product-categories/:id',
    {
      config: STOREFRONT,
      schema: {
        params: IdParams,
        querystring: StoreGetProductCategoryParams,
        response: { 200: StoreProductCategoriesRes },
      },
    },
    async (request) => ({
      product_category: toTree(
        await categories.retrieveForStore(storeCtx(request), request.params.id, request.query),
      ),
    }),
  );
}
