import { containsPattern, parseNames } from '../../platform/list.js';
import { columns, listOf, object, times } from '../../platform/db/json.js';
import type { TenantQuery } from '../../platform/db/tx.js';
import { salesChannelJson } from '../sales-channels/sales-channel.shape.js';
import { productProfileIdSql } from './product-profile.js';
import { stockScopeCteText, variantInventoryQuantityText } from '../stock/stock.js';
import {
  PRODUCT_FIELDS,
  productHeadText,
  productScalars,
  type ProductField,
} from './product.shape.js';
import { pricedPairs, variantPricesJson } from './variant.shape.js';

/**
 * Product reads as one SQL statement. PostgreSQL builds the whole answer (products, their
 * relations, paging count) as JSON text, so a page costs one statement whatever its size and
 * the server sends the text as it comes, without parsing it again.
 *
 * Everything spliced into the SQL text here is a constant of this file or a column name picked
 * from the lists below; values from the request always travel as parameters.
 */

/** Relations an `expand` parameter may name. */
export const PRODUCT_RELATIONS = [
  'collection',
  'type',
  'images',
  'options',
  'options.values',
  'variants',
  'variants.prices',
  'variants.options',
  'tags',
  'categories',
  'sales_channels',
] as const;
export type ProductRelation = (typeof PRODUCT_RELATIONS)[number];

const STORE_DEFAULT: ProductRelation[] = PRODUCT_RELATIONS.filter(
  (name) => name !== 'categories' && name !== 'sales_channels',
);
const ADMIN_DEFAULT: ProductRelation[] = [...STORE_DEFAULT, 'categories', 'sales_channels'];

export type Scope = 'admin' | 'store';

/** Reads `fields` and `expand` the way Medusa v1 clients send them; unknown names are a 400. */
export function parseSelection(
  scope: Scope,
  fields: string | undefined,
  expand: string | undefined,
): { fields: ProductField[]; relations: Set<ProductRelation> } {
  let picked: ProductField[] = [...PRODUCT_FIELDS];
  if (fields !== undefined && fields.trim() !== '') {
    const names = parseNames('fields', fields, PRODUCT_FIELDS)!;
    picked = PRODUCT_FIELDS.filter((name) => name === 'id' || names.includes(name));
  }
  let relations = new Set<ProductRelation>(scope === 'admin' ? ADMIN_DEFAULT : STORE_DEFAULT);
  if (expand !== undefined) {
    const allowed =
      scope === 'admin'
        ? PRODUCT_RELATIONS
        : PRODUCT_RELATIONS.filter((name) => name !== 'sales_channels');
    const names = parseNames('expand', expand, allowed)!;
    // Naming a nested relation brings its parent along.
    relations = new Set(
      names.flatMap((name) => (name.includes('.') ? [name.split('.')[0], name] : [name])),
    ) as Set<ProductRelation>;
  }
  return { fields: picked, relations };
}

/** Where prices are worked out for: a region (its currency and tax rate) or a bare currency. */
export interface PricingContext {
  regionId?: string | undefined;
  currencyCode?: string | undefined;
}

const collectionJson = (a: string) =>
  object([['id', `${a}.id`], ...times(a, true), ...columns(a, ['title', 'handle', 'metadata'])]);

const valueJson = (a: string) =>
  object([
    ['id', `${a}.id`],
    // Only live tags and types are answered: `deleted_at` is null.
    ...times(a, false),
    ...columns(a, ['value', 'metadata']),
  ]);

const categoryJson = (a: string) =>
  object([
    ['id', `${a}.id`],
    ...times(a, 'omit'),
    ...columns(a, [
      'name',
      'description',
      'handle',
      'is_active',
      'is_internal',
      'parent_category_id',
      'rank',
      'metadata',
    ]),
  ]);

/** A price applies to the pricing context: the region's own, else the currency's. */
const appliesTo = (ma: string) =>
  `(${ma}.region_id = ctx.region_id OR (${ma}.region_id IS NULL AND ${ma}.currency_code = ctx.currency_code))
   AND (${ma}.min_quantity IS NULL OR ${ma}.min_quantity <= 1)
   AND (${ma}.max_quantity IS NULL OR ${ma}.max_quantity >= 1)`;

const listPrice = (v: string, type: 'sale' | 'override') => `(
  SELECT min(ma.amount) FROM money_amount ma
  JOIN price_list pl ON pl.store_id = ma.store_id AND pl.id = ma.price_list_id
  WHERE ma.store_id = ${v}.store_id AND ma.variant_id = ${v}.id AND ${appliesTo('ma')}
    AND pl.type = '${type}' AND pl.status = 'active' AND pl.deleted_at IS NULL
    AND (pl.starts_at IS NULL OR pl.starts_at <= now()) AND (pl.ends_at IS NULL OR pl.ends_at > now()))`;

/**
 * `pr`: the priced amounts of variant row `v` (with `ctx` in scope). `listPrices`, when given, is
 * a column saying whether the variant has any price in a price list; without one the lists are
 * not looked at.
 */
export const pricedJoin = (v: string, listPrices?: string) => {
  const list = (type: 'sale' | 'override') =>
    listPrices ? `CASE WHEN ${listPrices} THEN ${listPrice(v, type)} END` : listPrice(v, type);
  return `
  LEFT JOIN LATERAL (
    SELECT own.amount AS original,
      coalesce(ov.amount, least(own.amount, sale.amount)) AS calculated,
      CASE WHEN ov.amount IS NOT NULL THEN 'override'
           WHEN sale.amount IS NOT NULL AND (own.amount IS NULL OR sale.amount < own.amount) THEN 'sale'
           WHEN own.amount IS NOT NULL THEN 'default' END AS kind
    -- OFFSET 0 keeps each amount a subquery of its own, worked out once: pulled up, it would be
    -- worked out again for every column that names it.
    FROM (SELECT (
            SELECT ma.amount FROM money_amount ma
            WHERE ma.store_id = ${v}.store_id AND ma.variant_id = ${v}.id
              AND ma.price_list_id IS NULL AND ${appliesTo('ma')}
            ORDER BY (ma.region_id IS NOT NULL) DESC, ma.amount LIMIT 1) AS amount OFFSET 0) own,
         (SELECT ${list('sale')} AS amount OFFSET 0) sale,
         (SELECT ${list('override')} AS amount OFFSET 0) ov
  ) pr ON true`;
};

/**
 * The `, "key" : value` pieces of a JSON object written as text (spaced as PostgreSQL writes
 * JSON). The pieces of an object are joined by one `concat`, which copies each byte once.
 */
const member = (key: string, text: string) => [`', "${key}" : '`, text];

/**
 * A variant from its document `vd` as JSON text: the stored head, then what the request works
 * out (stock over `stock_scope`; with `pr` and `ctx` in scope when priced, its prices there).
 */
function variantText(
  vd: string,
  options: { withOptions: boolean; withPrices: boolean; priced: boolean },
): string {
  const parts = [
    `${vd}.head`,
    ...member(
      'inventory_quantity',
      `coalesce((${variantInventoryQuantityText(vd)})::text, 'null')`,
    ),
  ];
  if (options.withOptions) parts.push(...member('options', `${vd}.options`));
  if (options.withPrices) {
    // Prices in a price list carry the list's current state, read with the request.
    parts.push(
      ...member(
        'prices',
        `CASE WHEN ${vd}.list_prices THEN (${variantPricesJson(vd)})::text ELSE ${vd}.prices END`,
      ),
    );
  }
  parts.push(options.priced ? `', ' || substr((${object(pricedPairs())})::text, 2)` : `'}'`);
  return `concat(${parts.join(', ')})`;
}

/**
 * The SQL text expression of product row `p` as its answer: its columns and own sub-objects from
 * its documents (`d`, and the variant documents), which the database keeps up to date in the
 * transaction of every write that changes them; a `fields` pick of columns, the shipping profile
 * and the shared relations (collection, type, tags, categories, sales channels) read as they are.
 */
function productText(
  p: string,
  d: string,
  scope: Scope,
  fields: ProductField[],
  relations: Set<ProductRelation>,
  priced: boolean,
): string {
  const scalar = productScalars(p);
  // Every column (no `fields`): the document's head, then the shipping profile read now.
  const parts =
    fields.length === PRODUCT_FIELDS.length
      ? [
          `coalesce(${d}.head, ${productHeadText(p)})`,
          ...member('profile_id', `coalesce(to_json(${scalar.profile_id})::text, 'null')`),
        ]
      : [`left(${object(fields.map((field) => [field, scalar[field]]))}::text, -1)`];
  const json = (key: string, expression: string, empty: string) =>
    parts.push(...member(key, `coalesce((${expression})::text, '${empty}')`));
  const own = (alias: string) =>
    `${alias}.store_id = ${p}.store_id AND ${alias}.product_id = ${p}.id`;

  if (relations.has('collection')) {
    json(
      'collection',
      `SELECT ${collectionJson('pc')} FROM product_collection pc
        WHERE pc.store_id = ${p}.store_id AND pc.id = ${p}.collection_id AND pc.deleted_at IS NULL`,
      'null',
    );
  }
  if (relations.has('images')) parts.push(...member('images', `coalesce(${d}.images, '[]')`));
  if (relations.has('options')) {
    const column = relations.has('options.values') ? 'options_with_values' : 'options';
    parts.push(...member('options', `coalesce(${d}.${column}, '[]')`));
  }
  if (relations.has('sales_channels') && scope === 'admin') {
    json(
      'sales_channels',
      listOf(
        salesChannelJson('sc'),
        `product_sales_channel psc JOIN sales_channel sc
           ON sc.store_id = psc.store_id AND sc.id = psc.sales_channel_id AND sc.deleted_at IS NULL
         WHERE ${own('psc')}`,
        'sc.created_at, sc.id',
      ),
      '[]',
    );
  }
  if (relations.has('tags')) {
    json(
      'tags',
      listOf(
        valueJson('tg'),
        `product_tags pt JOIN product_tag tg ON tg.store_id = pt.store_id AND tg.id = pt.tag_id AND tg.deleted_at IS NULL
         WHERE ${own('pt')}`,
        'tg.value, tg.id',
      ),
      '[]',
    );
  }
  if (relations.has('type')) {
    json(
      'type',
      `SELECT ${valueJson('ty')} FROM product_type ty
        WHERE ty.store_id = ${p}.store_id AND ty.id = ${p}.type_id AND ty.deleted_at IS NULL`,
      'null',
    );
  }
  if (relations.has('categories')) {
    const visible = scope === 'store' ? 'AND cat.is_active AND NOT cat.is_internal' : '';
    json(
      'categories',
      listOf(
        categoryJson('cat'),
        `product_category_product pcp JOIN product_category cat
           ON cat.store_id = pcp.store_id AND cat.id = pcp.category_id ${visible}
         WHERE ${own('pcp')}`,
        'cat.rank, cat.id',
      ),
      '[]',
    );
  }
  if (relations.has('variants')) {
    const variant = variantText('vd', {
      withOptions: relations.has('variants.options'),
      withPrices: relations.has('variants.prices'),
      priced,
    });
    parts.push(
      ...member(
        'variants',
        `'[' || coalesce((SELECT string_agg(${variant}, ', ' ORDER BY vd.variant_rank, vd.id)
          FROM product_variant_document vd ${priced ? pricedJoin('vd', 'vd.list_prices') : ''}
          WHERE ${own('vd')}), '') || ']'`,
      ),
    );
  }
  parts.push(`'}'`);
  return `concat(${parts.join(',\n      ')})`;
}

/** List filters, already validated by the contract. */
export interface ProductFilters {
  id?: string[] | undefined;
  handle?: string[] | undefined;
  title?: string | undefined;
  status?: string[] | undefined;
  collection_id?: string[] | undefined;
  type_id?: string[] | undefined;
  tags?: string[] | undefined;
  category_id?: string[] | undefined;
  include_category_children?: 'true' | 'false' | undefined;
  sales_channel_id?: string[] | undefined;
  price_list_id?: string[] | undefined;
  profile_id?: string[] | undefined;
  is_giftcard?: 'true' | 'false' | undefined;
  created_at?: DateRange | undefined;
  updated_at?: DateRange | undefined;
}
interface DateRange {
  lt?: string | undefined;
  gt?: string | undefined;
  lte?: string | undefined;
  gte?: string | undefined;
}

export const PRODUCT_ORDER_FIELDS = [
  'created_at',
  'updated_at',
  'title',
  'handle',
  'status',
] as const;

export interface ProductQuery {
  scope: Scope;
  storeId: string;
  fields: ProductField[];
  relations: Set<ProductRelation>;
  filters: ProductFilters;
  q?: string | undefined;
  order?: { field: (typeof PRODUCT_ORDER_FIELDS)[number]; direction: 'asc' | 'desc' } | undefined;
  limit: number;
  offset: number;
  pricing?: PricingContext | undefined;
  /** Store API: the publishable key's sales channels (empty = not limited). */
  keySalesChannelIds?: string[] | undefined;
}

function whereClause(query: ProductQuery, params: TenantQuery): string[] {
  const f = query.filters;
  const where = ['p.store_id = ' + params.param(query.storeId), 'p.deleted_at IS NULL'];
  if (query.scope === 'store') where.push(`p.status = 'published'`);
  const exists = (table: string, column: string, ids: string[]) =>
    `EXISTS (SELECT 1 FROM ${table} j WHERE j.store_id = p.store_id AND j.product_id = p.id
       AND j.${column} = ANY(${params.list(ids)}))`;

  if (f.id?.length === 1) where.push(`p.id = ${params.param(f.id[0]!)}`);
  else if (f.id?.length) where.push(`p.id = ANY(${params.list(f.id)})`);
  // v1 storefronts send `handle=x` or, through their query builder, `handle[0]=x`.
  if (f.handle?.length === 1) where.push(`p.handle = ${params.param(f.handle[0]!)}`);
  else if (f.handle?.length) where.push(`p.handle = ANY(${params.list(f.handle)})`);
  if (f.title) where.push(`p.title ILIKE ${params.param(containsPattern(f.title))}`);
  if (f.status?.length) where.push(`p.status = ANY(${params.list(f.status)})`);
  if (f.collection_id?.length) where.push(`p.collection_id = ANY(${params.list(f.collection_id)})`);
  if (f.type_id?.length) where.push(`p.type_id = ANY(${params.list(f.type_id)})`);
  if (f.tags?.length) where.push(exists('product_tags', 'tag_id', f.tags));
  if (f.is_giftcard) where.push(`p.is_giftcard = ${params.param(f.is_giftcard)}::boolean`);
  if (f.sales_channel_id?.length)
    where.push(exists('product_sales_channel', 'sales_channel_id', f.sales_channel_id));
  if (f.profile_id?.length)
    where.push(`${productProfileIdSql('p')} = ANY(${params.list(f.profile_id)})`);
  if (query.keySalesChannelIds?.length)
    where.push(exists('product_sales_channel', 'sales_channel_id', query.keySalesChannelIds));
  if (f.category_id?.length) {
    if (f.include_category_children === 'true') {
      where.push(`EXISTS (
        WITH RECURSIVE tree AS (
          SELECT c.id FROM product_category c
          WHERE c.store_id = p.store_id AND c.id = ANY(${params.list(f.category_id)})
          UNION
          SELECT c.id FROM product_category c JOIN tree ON c.parent_category_id = tree.id
          WHERE c.store_id = p.store_id)
        SELECT 1 FROM product_category_product j
        WHERE j.store_id = p.store_id AND j.product_id = p.id AND j.category_id IN (SELECT id FROM tree))`);
    } else {
      where.push(exists('product_category_product', 'category_id', f.category_id));
    }
  }
  if (f.price_list_id?.length) {
    where.push(`EXISTS (SELECT 1 FROM money_amount ma JOIN product_variant pv
        ON pv.store_id = ma.store_id AND pv.id = ma.variant_id AND pv.deleted_at IS NULL
      WHERE ma.store_id = p.store_id AND pv.product_id = p.id
        AND ma.price_list_id = ANY(${params.list(f.price_list_id)}))`);
  }
  for (const column of ['created_at', 'updated_at'] as const) {
    const range = f[column];
    if (!range) continue;
    const ops = { lt: '<', gt: '>', lte: '<=', gte: '>=' } as const;
    for (const [key, op] of Object.entries(ops) as [keyof DateRange, string][]) {
      const value = range[key];
      if (value) where.push(`p.${column} ${op} ${params.param(value)}::timestamptz`);
    }
  }
  if (query.q) where.push('p.id IN (SELECT product_id FROM found)');
  return where;
}

function orderClause(query: ProductQuery, params: TenantQuery, alias: string): string {
  if (query.order) {
    const direction = query.order.direction === 'asc' ? 'ASC' : 'DESC';
    return `${alias}.${query.order.field} ${direction}, ${alias}.id ${direction}`;
  }
  if (query.q) {
    // Best matches first: trigram similarity of the title, then the newest.
    return `similarity(${alias}.title, ${params.param(query.q.trim())}) DESC, ${alias}.created_at DESC, ${alias}.id DESC`;
  }
  return `${alias}.created_at DESC, ${alias}.id DESC`;
}

export function pricingCte(
  storeId: string,
  pricing: PricingContext | undefined,
  params: TenantQuery,
): string {
  const region = pricing?.regionId;
  const currency = pricing?.currencyCode;
  if (region) {
    return `ctx AS (SELECT r.id AS region_id, r.currency_code, r.tax_rate, r.tax_code,
        coalesce(sc.includes_tax, r.includes_tax) AS includes_tax
      FROM region r LEFT JOIN store_currency sc ON sc.store_id = r.store_id AND sc.currency_code = r.currency_code
      WHERE r.store_id = ${params.param(storeId)} AND r.id = ${params.param(region)} AND r.deleted_at IS NULL)`;
  }
  return `ctx AS (SELECT NULL::text AS region_id, ${params.param(currency ?? null)}::text AS currency_code,
      NULL::numeric AS tax_rate, NULL::text AS tax_code, false AS includes_tax)`;
}

/**
 * `stock_scope`: the locations whose stock a variant's `inventory_quantity` counts. Admin: all
 * of the store's; store API: those serving the publishable key's sales channels (or the store's
 * default channel when the key names none).
 */
export function stockScopeCte(
  scope: Scope,
  storeId: string,
  keySalesChannelIds: readonly string[] | undefined,
  params: TenantQuery,
): string {
  return stockScopeCteText(
    scope,
    params.param(storeId),
    scope === 'store' && keySalesChannelIds?.length ? params.list(keySalesChannelIds) : null,
  );
}

/**
 * `found`: the ids of the store's products matching `q` (full text, title and handle trigrams,
 * SKU trigrams), each by its index in a function that sees only the current store (migration
 * 0017 says why it is a function). Materialised once for both the page and its count.
 */
function searchCte(q: string, params: TenantQuery): string {
  const term = q.trim();
  return `found AS MATERIALIZED (SELECT product_id FROM storedesk_product_search(
    ${params.param(term)}, ${params.param(containsPattern(term))}))`;
}

const withClause = (ctes: string[]) => {
  const present = ctes.filter(Boolean);
  return present.length > 0 ? `WITH ${present.join(',\n  ')}` : '';
};

/**
 * The count of a page's products. Without a filter or search it is the store's count the
 * database keeps as products change (`product_count`, migration 0041), instead of counting them.
 */
function countSql(query: ProductQuery, conditions: string[], params: TenantQuery): string {
  const counted = `(SELECT count(*) FROM product p WHERE ${conditions.join('\n  AND ')})`;
  // Store id and live, and for the store API published: the conditions of an unfiltered page.
  const plain = conditions.length === (query.scope === 'store' ? 3 : 2);
  if (!plain) return counted;
  const column = query.scope === 'store' ? 'published' : 'live';
  return `coalesce((SELECT c.${column} FROM product_count c WHERE c.store_id = ${params.param(query.storeId)}), ${counted})`;
}

/**
 * The SQL of a product page: `{ "products": [...], "count": n, "offset": o, "limit": l }` as
 * text, or with `single`, `{ "product": {...} }` or no row when there is none. With a region
 * that does not exist the statement yields the text `region_not_found`.
 */
export function productPageSql(
  query: ProductQuery,
  params: TenantQuery,
  shape: 'list' | 'single' | 'hits',
): string {
  const priced = Boolean(query.pricing?.regionId || query.pricing?.currencyCode);
  const conditions = whereClause(query, params);
  const where = conditions.join('\n  AND ');
  const product = productText('p', 'd', query.scope, query.fields, query.relations, priced);
  const documents = `LEFT JOIN product_document d ON d.store_id = p.store_id AND d.product_id = p.id`;
  const ctes = withClause([
    priced ? pricingCte(query.storeId, query.pricing, params) : '',
    query.q ? searchCte(query.q, params) : '',
    query.relations.has('variants')
      ? stockScopeCte(query.scope, query.storeId, query.keySalesChannelIds, params)
      : '',
  ]);
  const fromCtx = priced ? ', ctx' : '';
  const regionCheck =
    priced && query.pricing?.regionId
      ? `CASE WHEN NOT EXISTS (SELECT 1 FROM ctx) THEN 'region_not_found' ELSE `
      : '';
  const regionEnd = regionCheck ? ' END' : '';

  // The answer is written as text by concatenation: the documents are JSON text already, and
  // casting them to json would parse every byte again.
  if (shape === 'single') {
    return `${ctes}
      SELECT ${regionCheck}(SELECT '{"product" : ' || ${product} || '}'
        FROM product p ${documents}${fromCtx} WHERE ${where})${regionEnd}`;
  }
  const order = orderClause(query, params, 'p');
  const page = `SELECT p.* FROM product p WHERE ${where}
    ORDER BY ${order} LIMIT ${params.param(query.limit)}::int OFFSET ${params.param(query.offset)}::int`;
  const items = `'[' || coalesce((SELECT string_agg(${product}, ', ' ORDER BY ${order})
      FROM (${page}) p ${documents}${fromCtx}), '') || ']'`;
  if (shape === 'hits') {
    return `${ctes} SELECT ${regionCheck}'{"hits" : ' || ${items} || '}'${regionEnd}`;
  }
  return `${ctes}
    SELECT ${regionCheck}'{"products" : ' || ${items}
      || ', "count" : ' || ${countSql(query, conditions, params)}
      || ', "offset" : ' || ${params.param(query.offset)}::int
      || ', "limit" : ' || ${params.param(query.limit)}::int || '}'${regionEnd}`;
}
