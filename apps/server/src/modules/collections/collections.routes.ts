import {
  AdminCollectionsDeleteRes,
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminDeleteProductsFromCollectionReq,
  AdminDeleteProductsFromCollectionRes,
  AdminGetCollectionsParams,
  AdminPostCollectionsCollectionReq,
  AdminPostCollectionsReq,
  AdminPostProductsToCollectionReq,
  IdParams,
  StoreCollectionsListRes,
  StoreCollectionsRes,
  StoreGetCollectionsParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { toAdminCollection, toCollection } from './collections.mapper.js';
import { createCollectionsService } from './collections.service.js';
import { STOREFRONT, staff } from '../../platform/access.js';

/** Product collections: the admin API manages them, the store API reads them. */
export async function collectionsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const collections = createCollectionsService(deps);
  const one = { params: IdParams, response: { 200: AdminCollectionsRes } };

  // ---- admin ------------------------------------------------------------------------------

  app.get(
    '/admin/collections',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetCollectionsParams,
        response: { 200: AdminCollectionsListRes },
      },
    },
    async (request) =>
      listResponse(
        'collections',
        await collections.list(adminCtx(request), request.query),
        toAdminCollection,
      ),
  );

  app.post(
    '/admin/collections',
    {
      config: staff('operate'),
      schema: { body: AdminPostCollectionsReq, response: { 200: AdminCollectionsRes } },
    },
    async (request) => ({
      collection: toAdminCollection(await collections.create(adminCtx(request), request.body)),
    }),
  );

  app.get('/admin/collections/:id', { config: staff('read'), schema: one }, async (request) => ({
    collection: toAdminCollection(await collections.retrieve(adminCtx(request), request.params.id)),
  }));

  app.post(
    '/admin/collections/:id',
    { config: staff('operate'), schema: { ...one, body: AdminPostCollectionsCollectionReq } },
    async (request) => ({
      collection: toAdminCollection(
        await collections.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/collections/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminCollectionsDeleteRes } },
    },
    async (request) => {
      await collections.delete(adminCtx(request), request.params.id);
      return {
        id: request.params.id,
        object: 'product-collection' as const,
        deleted: true as const,
      };
    },
  );

  app.post(
    '/admin/collections/:id/products/batch',
    { config: staff('operate'), schema: { ...one, body: AdminPostProductsToCollectionReq } },
    async (request) => ({
      collection: toAdminCollection(
        await collections.addProducts(
          adminCtx(request),
          request.params.id,
          request.body.product_ids,
        ),
      ),
    }),
  );

  app.delete(
    '/admin/collections/:id/products/batch',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminDeleteProductsFromCollectionReq,
        response: { 200: AdminDeleteProductsFromCollectionRes },
      },
    },
    async (request) => ({
      id: request.params.id,
      object: 'product-collection' as const,
      removed_products: await collections.removeProducts(
        adminCtx(request),
        request.params.id,
        request.body.product_ids,
      ),
    }),
  );

  // ---- store ------------------------------------------------------------------------------

  app.get(
    '/store/collections',
    {
      config: STOREFRONT,
      schema: {
        querystring: StoreGetCollectionsParams,
        response: { 200: StoreCollectionsListRes },
      },
    },
    async (request) =>
      listResponse(
        'collections',
        await collections.listForStore(storeCtx(request), request.query),
        toCollection,
      ),
  );

  app.get(
    '/store/collections/:id',
    { config: STOREFRONT, schema: { params: IdParams, response: { 200: StoreCollectionsRes } } },
    async (request) => ({
      collection: toCollection(
        await collections.retrieveForStore(storeCtx(request), request.params.id),
      ),
    }),
  );
}
