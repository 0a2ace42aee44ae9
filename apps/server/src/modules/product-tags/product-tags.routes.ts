import {
  ADMIN_PRODUCT_TAGS_DEFAULT_LIMIT,
  AdminGetProductTagsParams,
  AdminProductTagsListRes,
  AdminProductsListTagsRes,
  STORE_PRODUCT_TAGS_DEFAULT_LIMIT,
  StoreGetProductTagsParams,
  StoreProductTagsListRes,
  type ProductTag,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { iso, isoOrNull } from '../../platform/dates.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { createProductTagsService, type ProductTagRow } from './product-tags.service.js';
import { STOREFRONT, staff } from '../../platform/access.js';

function toTag(row: ProductTagRow): ProductTag {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    value: row.value,
    metadata: row.metadata ?? null,
  };
}

/** Product tags are made and removed through products; these routes read them. */
export async function productTagsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const tags = createProductTagsService(deps);

  app.get(
    '/admin/product-tags',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetProductTagsParams,
        response: { 200: AdminProductTagsListRes },
      },
    },
    async (request) =>
      listResponse(
        'product_tags',
        await tags.list(adminCtx(request), request.query, ADMIN_PRODUCT_TAGS_DEFAULT_LIMIT),
        toTag,
      ),
  );

  app.get(
    '/admin/products/tag-usage',
    { config: staff('read'), schema: { response: { 200: AdminProductsListTagsRes } } },
    async (request) => ({ tags: await tags.usage(adminCtx(request)) }),
  );

  app.get(
    '/store/product-tags',
    {
      config: STOREFRONT,
      schema: {
        querystring: StoreGetProductTagsParams,
        response: { 200: StoreProductTagsListRes },
      },
    },
    async (request) =>
      listResponse(
        'product_tags',
        await tags.list(storeCtx(request), request.query, STORE_PRODUCT_TAGS_DEFAULT_LIMIT),
        toTag,
      ),
  );
}
