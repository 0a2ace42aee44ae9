import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';
import { variantInventoryQuantityText } from '../stock/stock.js';

/*
 * A variant as answers embed it: its columns in Medusa v1's order, its option values and its
 * prices with their price lists, and, priced for a region or currency, what it costs there.
 * The product reads (products.query.ts, variants.query.ts) and a cart's or an order's lines
 * (carts/line-item.shape.ts) compose it. Its available stock needs `stock_scope` in the
 * statement (stock/stock.ts); its priced fields need `ctx` and `pr` (products.query.ts,
 * `pricingCte` and `pricedJoin`).
 */

/** The shipping and customs columns a variant and a product both answer, in v1's order. */
export const SHIPPING_FIELDS = [
  'weight',
  'length',
  'height',
  'width',
  'hs_code',
  'origin_country',
  'mid_code',
  'material',
] as const;

export const optionValueJson = (a: string) =>
  object([
    ['id', `${a}.id`],
    ...times(a, false),
    ...columns(a, ['value', 'option_id', 'variant_id', 'metadata']),
  ]);

const priceListJson = (a: string) =>
  object([
    ['id', `${a}.id`],
    ...times(a, true),
    ...columns(a, ['name', 'description', 'type', 'status']),
    ['starts_at', stamp(`${a}.starts_at`)],
    ['ends_at', stamp(`${a}.ends_at`)],
  ]);

export const priceJson = (a: string, list: string) =>
  object([
    ['id', `${a}.id`],
    ...times(a, false),
    ...columns(a, [
      'currency_code',
      'amount',
      'min_quantity',
      'max_quantity',
      'price_list_id',
      'region_id',
    ]),
    ['price_list', `CASE WHEN ${list}.id IS NULL THEN NULL ELSE ${priceListJson(list)} END`],
    ['variant_id', `${a}.variant_id`],
  ]);

/**
 * The priced fields of a variant (store API with a region or currency). Original: the variant's
 * own price, a region price before a currency price. Calculated: an active override list wins;
 * otherwise the lowest of the original and active sale lists. Tax from the region's rate.
 */
export function pricedPairs(): [string, string][] {
  const withTax = (amount: string) =>
    `CASE WHEN ctx.tax_rate IS NULL OR ${amount} IS NULL THEN NULL
          WHEN ctx.includes_tax THEN ${amount}
          ELSE round(${amount} * (1 + ctx.tax_rate / 100))::bigint END`;
  const tax = (amount: string) =>
    `CASE WHEN ctx.tax_rate IS NULL OR ${amount} IS NULL THEN NULL
          WHEN ctx.includes_tax THEN ${amount} - round(${amount} / (1 + ctx.tax_rate / 100))::bigint
          ELSE round(${amount} * ctx.tax_rate / 100)::bigint END`;
  return [
    ['original_price', 'pr.original'],
    ['calculated_price', 'pr.calculated'],
    ['calculated_price_type', 'pr.kind'],
    ['original_price_incl_tax', withTax('pr.original')],
    ['calculated_price_incl_tax', withTax('pr.calculated')],
    ['original_tax', tax('pr.original')],
    ['calculated_tax', tax('pr.calculated')],
    [
      'tax_rates',
      `CASE WHEN ctx.tax_rate IS NULL THEN NULL ELSE json_build_array(json_build_object('rate', ctx.tax_rate, 'name', 'default', 'code', ctx.tax_code)) END`,
    ],
  ];
}

/** Variant columns, in wire order (Medusa v1), but `inventory_quantity`. */
function variantOwnPairs(v: string): [string, string][] {
  return [
    ['id', `${v}.id`],
    ...times(v, true),
    ...columns(v, [
      'title',
      'product_id',
      'sku',
      'barcode',
      'ean',
      'upc',
      'variant_rank',
      'allow_backorder',
      'manage_inventory',
      ...SHIPPING_FIELDS,
      'metadata',
    ]),
  ];
}

/** Variant columns, in wire order (Medusa v1). */
function variantScalarPairs(v: string): [string, string][] {
  const own = variantOwnPairs(v);
  const at = own.findIndex(([key]) => key === 'allow_backorder');
  // Available stock over the request's locations (`stock_scope`, see `stockScopeCte`).
  return [
    ...own.slice(0, at),
    ['inventory_quantity', variantInventoryQuantityText(v)],
    ...own.slice(at),
  ];
}

/**
 * A variant row `v`'s object without `inventory_quantity` and without its closing brace: the
 * `head` a variant document keeps, to which a read adds what depends on the request.
 */
export const variantHeadText = (v: string) => `left(${object(variantOwnPairs(v))}::text, -1)`;

/** The option values of variant `v`, in option order. */
export const variantOptionsJson = (v: string) =>
  listOf(
    optionValueJson('vov'),
    `product_option_value vov JOIN product_option vo ON vo.store_id = vov.store_id AND vo.id = vov.option_id
     WHERE vov.store_id = ${v}.store_id AND vov.variant_id = ${v}.id`,
    'vo.rank, vo.id',
  );

/** The prices of variant `v`, each with its price list (or null), in a fixed order. */
export const variantPricesJson = (v: string) =>
  listOf(
    priceJson('vma', 'vpl'),
    `money_amount vma LEFT JOIN price_list vpl ON vpl.store_id = vma.store_id AND vpl.id = vma.price_list_id
     WHERE vma.store_id = ${v}.store_id AND vma.variant_id = ${v}.id
       AND (vpl.id IS NULL OR vpl.deleted_at IS NULL)`,
    'vma.price_list_id NULLS FIRST, vma.region_id NULLS FIRST, vma.currency_code, vma.id',
  );

function variantRelationPairs(
  v: string,
  withOptions: boolean,
  withPrices: boolean,
): [string, string][] {
  const pairs: [string, string][] = [];
  if (withOptions) pairs.push(['options', variantOptionsJson(v)]);
  if (withPrices) pairs.push(['prices', variantPricesJson(v)]);
  return pairs;
}

/**
 * The JSON of one variant row `v` (with `pr` and `ctx` in scope when priced), then `embeds`
 * (`[key, SQL]`, e.g. a cart line's variant with its product).
 */
export function variantJson(
  v: string,
  options: {
    withOptions: boolean;
    withPrices: boolean;
    priced: boolean;
    embeds?: [string, string][];
  },
): string {
  return object([
    ...variantScalarPairs(v),
    ...variantRelationPairs(v, options.withOptions, options.withPrices),
    ...(options.priced ? pricedPairs() : []),
    ...(options.embeds ?? []),
  ]);
}
