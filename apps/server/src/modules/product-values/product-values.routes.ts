import {
  AdminGetProductValuesParams,
  AdminProductsListTagsRes,
  AdminProductsListTypesRes,
  PRODUCT_VALUE_KINDS,
  StoreGetProductValuesParams,
  productValuesListRes,
  type ProductValueKind,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { STOREFRONT, staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import { toProductValue } from './product-values.mapper.js';
import { createProductValuesService } from './product-values.service.js';

/**
 * Product tags and types: made and removed through products; these routes read them. Each kind
 * answers `GET /admin/product-{tags,types}` and `GET /store/product-{tags,types}` the same way,
 * and each has one more admin read of its own (tag usage, types in use).
 */
export async function productValuesRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const values = createProductValuesService(deps);

  for (const kind of Object.keys(PRODUCT_VALUE_KINDS) as ProductValueKind[]) {
    const { plural, adminDefaultLimit, storeDefaultLimit } = PRODUCT_VALUE_KINDS[kind];
    const path = plural.replace('_', '-');
    const response = { 200: productValuesListRes(plural) };

    app.get(
      `/admin/${path}`,
      { config: staff('read'), schema: { querystring: AdminGetProductValuesParams, response } },
      async (request) =>
        listResponse(
          plural,
          await values.list(kind, adminCtx(request), request.query, adminDefaultLimit),
          toProductValue,
        ),
    );

    app.get(
      `/store/${path}`,
      { config: STOREFRONT, schema: { querystring: StoreGetProductValuesParams, response } },
      async (request) =>
        listResponse(
          plural,
          await values.list(kind, storeCtx(request), request.query, storeDefaultLimit),
          toProductValue,
        ),
    );
  }

  app.get(
    '/admin/products/tag-usage',
    { config: staff('read'), schema: { response: { 200: AdminProductsListTagsRes } } },
    async (request) => ({ tags: await values.tagUsage(adminCtx(request)) }),
  );

  app.get(
    '/admin/products/types',
    { config: staff('read'), schema: { response: { 200: AdminProductsListTypesRes } } },
    async (request) => ({
      types: (await values.typesInUse(adminCtx(request))).map(toProductValue),
    }),
  );
}
