import type { TenantQuery } from '../../platform/db/tx.js';
import { containsPattern } from '../../platform/list.js';
import { productScalarJson } from './product.shape.js';
import {
  pricedJoin,
  pricingCte,
  stockScopeCte,
  type PricingContext,
  type Scope,
} from './products.query.js';
import { variantJson } from './variant.shape.js';

/** Variant reads as one SQL statement, like products.query.ts (see there). */
export interface VariantQuery {
  scope: Scope;
  storeId: string;
  ids?: string[] | undefined;
  productId?: string | undefined;
  /** Free text on title and SKU. */
  q?: string | undefined;
  /** Each variant carries its product (without relations), as `GET /admin/variants` does. */
  withProduct: boolean;
  limit: number;
  offset: number;
  pricing?: PricingContext | undefined;
  keySalesChannelIds?: string[] | undefined;
}

/**
 * `{ variants, count, offset, limit }` (or `{ variant }` with `single`) as JSON text. The store
 * scope only sees variants of published products in the key's sales channels.
 */
export function variantPageSql(
  query: VariantQuery,
  params: TenantQuery,
  shape: 'list' | 'single',
): string {
  const priced = Boolean(query.pricing?.regionId || query.pricing?.currencyCode);
  const where = [
    `v.store_id = ${params.param(query.storeId)}`,
    'v.deleted_at IS NULL',
    `EXISTS (SELECT 1 FROM product vp WHERE vp.store_id = v.store_id AND vp.id = v.product_id
       AND vp.deleted_at IS NULL ${query.scope === 'store' ? `AND vp.status = 'published'` : ''})`,
  ];
  if (query.ids?.length === 1) where.push(`v.id = ${params.param(query.ids[0]!)}`);
  else if (query.ids?.length) where.push(`v.id = ANY(${params.list(query.ids)})`);
  if (query.productId) where.push(`v.product_id = ${params.param(query.productId)}`);
  if (query.q) {
    const like = params.param(containsPattern(query.q.trim()));
    where.push(`(v.title ILIKE ${like} OR v.sku ILIKE ${like})`);
  }
  if (query.keySalesChannelIds?.length) {
    where.push(`EXISTS (SELECT 1 FROM product_sales_channel j WHERE j.store_id = v.store_id
      AND j.product_id = v.product_id AND j.sales_channel_id = ANY(${params.list(query.keySalesChannelIds)}))`);
  }
  const conditions = where.join('\n  AND ');
  const base = variantJson('v', { withOptions: true, withPrices: true, priced });
  const element = query.withProduct
    ? `(${base}::jsonb || jsonb_build_object('product', (SELECT ${productScalarJson('vpp')}
         FROM product vpp WHERE vpp.store_id = v.store_id AND vpp.id = v.product_id)))`
    : base;
  const stock = stockScopeCte(query.scope, query.storeId, query.keySalesChannelIds, params);
  const ctes = priced
    ? `WITH ${pricingCte(query.storeId, query.pricing, params)}, ${stock}`
    : `WITH ${stock}`;
  const from = `product_variant v ${priced ? `CROSS JOIN ctx ${pricedJoin('v')}` : ''}`;
  const regionCheck = priced && query.pricing?.regionId;
  const wrap = (body: string) =>
    regionCheck
      ? `CASE WHEN NOT EXISTS (SELECT 1 FROM ctx) THEN 'region_not_found' ELSE ${body} END`
      : body;

  if (shape === 'single') {
    return `${ctes} SELECT ${wrap(`(SELECT json_build_object('variant', ${element})::text FROM ${from} WHERE ${conditions})`)}`;
  }
  const order = 'v.created_at DESC, v.id DESC';
  return `${ctes}
    SELECT ${wrap(`json_build_object(
      'variants', coalesce((SELECT json_agg(page.j ORDER BY page.created_at DESC, page.id DESC) FROM (
        SELECT ${element} AS j, v.created_at, v.id FROM ${from} WHERE ${conditions}
        ORDER BY ${order} LIMIT ${params.param(query.limit)}::int OFFSET ${params.param(query.offset)}::int) page), '[]'::json),
      'count', (SELECT count(*) FROM product_variant v WHERE ${conditions}),
      'offset', ${params.param(query.offset)}::int,
      'limit', ${params.param(query.limit)}::int)::text`)}`;
}
