import type * as contract from '@storedesk/contract';
import { PRODUCTS_DEFAULT_LIMIT } from '@storedesk/contract';
import type { z } from 'zod';
import type { AdminContext, AppDeps, RequestContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import { notFound } from '../../platform/errors.js';
import { paging, parseOrder, type ListQuery } from '../../platform/list.js';
import {
  PRODUCT_ORDER_FIELDS,
  parseSelection,
  productPageSql,
  type PricingContext,
  type ProductFilters,
  type ProductQuery,
} from './products.query.js';

type AdminListQuery = z.output<typeof contract.AdminGetProductsParams>;
type StoreListQuery = z.output<typeof contract.StoreGetProductsParams>;

/**
 * A product page request from a list's parameters, read alike by the admin and store lists:
 * paging, `q`, `order` (none: newest first, or best match with `q`), `fields` and `expand`;
 * every other parameter is a filter.
 */
function productList<Query extends ListQuery & ProductFilters>(
  scope: 'admin' | 'store',
  storeId: string,
  query: Query,
): ProductQuery {
  const { limit, offset, q, order, fields, expand, ...filters } = query;
  return {
    scope,
    storeId,
    ...parseSelection(scope, fields, expand),
    filters,
    q,
    order: order
      ? parseOrder(order, PRODUCT_ORDER_FIELDS, { field: 'created_at', direction: 'desc' })
      : undefined,
    ...paging({ limit, offset }, PRODUCTS_DEFAULT_LIMIT),
  };
}

/** The prices a read shows: a region's, else a currency's, else none. */
export function pricing(query: {
  region_id?: string | undefined;
  currency_code?: string | undefined;
}) {
  const context: PricingContext = {};
  if (query.region_id) context.regionId = query.region_id;
  else if (query.currency_code) context.currencyCode = query.currency_code;
  return context;
}

/**
 * One product as JSON text, the answer of a read and of every admin write (which reads the
 * product back after its transaction).
 */
export async function readProduct(
  db: Db,
  storeId: string,
  id: string,
  scope: 'admin' | 'store',
  find: { fields?: string | undefined; expand?: string | undefined } = {},
  extra: Partial<ProductQuery> = {},
): Promise<string> {
  const selection = parseSelection(scope, find.fields, find.expand);
  const params = new TenantQuery();
  const text = productPageSql(
    {
      scope,
      storeId,
      ...selection,
      filters: { id: [id] },
      limit: 1,
      offset: 0,
      ...extra,
    },
    params,
    'single',
  );
  const json = await tenantRead(db, storeId, text, params);
  if (json === 'region_not_found') throw notFound('Region', extra.pricing?.regionId ?? '');
  if (!json) throw notFound('Product', id);
  return json;
}

async function readPage(
  db: Db,
  query: ProductQuery,
  shape: 'list' | 'hits' = 'list',
): Promise<string> {
  const params = new TenantQuery();
  const json = await tenantRead(db, query.storeId, productPageSql(query, params, shape), params);
  if (json === 'region_not_found') throw notFound('Region', query.pricing?.regionId ?? '');
  return json!;
}

/** Product lists and single products, admin and store: one SQL statement each, as JSON text. */
export function productReads(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    /** `GET /admin/products`: one SQL statement, answered as JSON text. */
    async list(ctx: AdminContext, query: AdminListQuery): Promise<string> {
      return readPage(db, productList('admin', ctx.storeId, query));
    },

    retrieve(
      ctx: AdminContext,
      id: string,
      find: { fields?: string | undefined; expand?: string | undefined },
    ): Promise<string> {
      return readProduct(db, ctx.storeId, id, 'admin', find);
    },

    storeList(ctx: RequestContext, query: StoreListQuery, keySalesChannelIds: string[]) {
      const { region_id, currency_code, cart_id: _cart, ...rest } = query;
      return readPage(db, {
        ...productList('store', ctx.storeId, rest),
        pricing: pricing({ region_id, currency_code }),
        keySalesChannelIds,
      });
    },

    storeRetrieve(
      ctx: RequestContext,
      id: string,
      query: {
        fields?: string | undefined;
        expand?: string | undefined;
        region_id?: string | undefined;
        currency_code?: string | undefined;
      },
      keySalesChannelIds: string[],
    ) {
      return readProduct(db, ctx.storeId, id, 'store', query, {
        pricing: pricing(query),
        keySalesChannelIds,
      });
    },

    storeSearch(
      ctx: RequestContext,
      input: { q?: string | undefined; limit?: number | undefined; offset?: number | undefined },
      keySalesChannelIds: string[],
    ) {
      return readPage(
        db,
        {
          scope: 'store',
          storeId: ctx.storeId,
          ...parseSelection('store', undefined, undefined),
          filters: {},
          q: input.q || undefined,
          ...paging(input, 20),
          keySalesChannelIds,
        },
        'hits',
      );
    },
  };
}
