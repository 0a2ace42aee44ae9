import {
  AdminGetProductTypesParams,
  AdminProductTypesListRes,
  AdminProductsListTypesRes,
  PRODUCT_TYPES_DEFAULT_LIMIT,
  StoreGetProductTypesParams,
  StoreProductTypesListRes,
  type ProductType,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { iso, isoOrNull } from '../../platform/dates.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { createProductTypesService, type ProductTypeRow } from './product-types.service.js';
import { STOREFRONT, staff } from '../../platform/access.js';

function toType(row: ProductTypeRow): ProductType {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    value: row.value,
    metadata: row.metadata ?? null,
  };
}

/** Product types are made through products; these routes read them. */
export async function productTypesRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const types = createProductTypesService(deps);

  app.get(
    '/admin/product-types',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetProductTypesParams,
        response: { 200: AdminProductTypesListRes },
      },
    },
    async (request) =>
      listResponse(
        'product_types',
        await types.list(adminCtx(request), request.query, PRODUCT_TYPES_DEFAULT_LIMIT),
        toType,
      ),
  );

  app.get(
    '/admin/products/types',
    { config: staff('read'), schema: { response: { 200: AdminProductsListTypesRes } } },
    async (request) => ({ types: (await types.used(adminCtx(request))).map(toType) }),
  );

  app.get(
    '/store/product-types',
    {
      config: STOREFRONT,
      schema: {
        querystring: StoreGetProductTypesParams,
        response: { 200: StoreProductTypesListRes },
      },
    },
    async (request) =>
      listResponse(
        'product_types',
        await types.list(storeCtx(request), request.query, PRODUCT_TYPES_DEFAULT_LIMIT),
        toType,
      ),
  );
}
