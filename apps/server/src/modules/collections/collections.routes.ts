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
  type AdminProductCollection,
  type CollectionProduct,
  type ProductCollection,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { iso, isoOrNull } from '../../platform/dates.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import {
  createCollectionsService,
  type CollectionProductRow,
  type CollectionRow,
  type CollectionWithProducts,
} from './collections.service.js';
import { STOREFRONT, staff } from '../../platform/access.js';

function toCollection(row: CollectionRow): ProductCollection {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    title: row.title,
    handle: row.handle,
    metadata: row.metadata ?? null,
  };
}

function toProduct(row: CollectionProductRow): CollectionProduct {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    handle: row.handle,
    is_giftcard: row.isGiftcard,
    status: row.status,
    thumbnail: row.thumbnail,
    weight: row.weight,
    length: row.length,
    height: row.height,
    width: row.width,
    hs_code: row.hsCode,
    origin_country: row.originCountry,
    mid_code: row.midCode,
    material: row.material,
    collection_id: row.collectionId,
    type_id: row.typeId,
    discountable: row.discountable,
    external_id: row.externalId,
    metadata: row.metadata ?? null,
  };
}

function toAdminCollection(found: CollectionWithProducts): AdminProductCollection {
  return { ...toCollection(found.collection), products: found.products.map(toProduct) };
}

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
    async (request) => {
      const result = await collections.list(adminCtx(request), request.query);
      return {
        collections: result.rows.map(toAdminCollection),
        count: result.count,
        offset: result.offset,
        limit: result.limit,
      };
    },
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
    async (request) => {
      const result = await collections.listForStore(storeCtx(request), request.query);
      return {
        collections: result.rows.map(toCollection),
        count: result.count,
        offset: result.offset,
        limit: result.limit,
      };
    },
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
