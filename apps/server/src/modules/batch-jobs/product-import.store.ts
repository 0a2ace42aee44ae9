import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import type { CsvProduct, ParsedProductCsv, PriceColumn } from './product-csv.js';
import type { ImportProblems } from './product-import.js';

/*
 * The store's side of an import file, one query per kind of thing, never one per row: the
 * products the file names by handle (with their options and variants), who owns its SKUs, and
 * the collections, types, tags, regions, currencies and sales channel it refers to.
 */

export interface ExistingVariant {
  id: string;
  sku: string | null;
  /** Its option values by option title (`comboOf`), to match the file's rows by options. */
  combo: string;
}

export interface ExistingProduct {
  id: string;
  /** Option id by title. */
  options: Map<string, string>;
  variants: ExistingVariant[];
  variantCount: number;
}

export interface StoreSide {
  /** The file's products that the store has, by handle. */
  existing: Map<string, ExistingProduct>;
  /** The handle of each of those, by product id. */
  handleOf: Map<string, string>;
  /** The product of the live variant with each of the file's SKUs the store has. */
  skuOwners: Map<string, string>;
  /** Collection id by handle. */
  collections: Map<string, string>;
  /** Type and tag ids by value: the file's others are created with the import. */
  types: Map<string, string>;
  tags: Map<string, string>;
  /** Regions of the price columns, by lower-case name. */
  regions: Map<string, { id: string; name: string; currency_code: string }>;
  /** Decimal digits of the price columns' currencies. */
  digits: Map<string, number>;
  /** The channel new products join, as the API's create does. */
  salesChannelId: string | null;
}

/** Where a price column's amounts go. */
export interface PriceTarget {
  currency: string;
  regionId: string | null;
}

const list = (values: Iterable<string>) => sql.param([...values]);

/** Option values as one comparable key, whatever order they come in. */
export const comboOf = (values: Array<{ name: string; value: string }>) =>
  values
    .map((entry) => `${entry.name}\u0000${entry.value}`)
    .sort()
    .join('\u0001');

/** The products of the file that the store has, by handle, with their options and variants. */
async function matchProducts(
  tx: Tx,
  storeId: string,
  products: readonly CsvProduct[],
): Promise<Pick<StoreSide, 'existing' | 'handleOf'>> {
  const handles = products.map((product) => product.handle);
  const existingRows = await rowsOf<{ id: string; handle: string }>(
    tx,
    sql`select id, handle from product
        where store_id = ${storeId} and deleted_at is null and handle = any(${list(handles)}::text[])`,
  );
  const existing = new Map<string, ExistingProduct>();
  const handleOf = new Map<string, string>();
  for (const row of existingRows) {
    existing.set(row.handle, { id: row.id, options: new Map(), variants: [], variantCount: 0 });
    handleOf.set(row.id, row.handle);
  }
  const productIds = existingRows.map((row) => row.id);
  if (productIds.length === 0) return { existing, handleOf };
  const optionRows = await rowsOf<{ id: string; product_id: string; title: string }>(
    tx,
    sql`select id, product_id, title from product_option
        where store_id = ${storeId} and product_id = any(${list(productIds)}::text[])`,
  );
  const optionTitle = new Map<string, string>();
  for (const row of optionRows) {
    existing.get(handleOf.get(row.product_id)!)!.options.set(row.title, row.id);
    optionTitle.set(row.id, row.title);
  }
  const variantRows = await rowsOf<{
    id: string;
    product_id: string;
    sku: string | null;
    values: Array<{ option_id: string; value: string }> | null;
  }>(
    tx,
    sql`select v.id, v.product_id, v.sku,
          (select json_agg(json_build_object('option_id', ov.option_id, 'value', ov.value))
           from product_option_value ov
           where ov.store_id = v.store_id and ov.variant_id = v.id) as values
        from product_variant v
        where v.store_id = ${storeId} and v.deleted_at is null
          and v.product_id = any(${list(productIds)}::text[])
        order by v.variant_rank, v.id`,
  );
  for (const row of variantRows) {
    const target = existing.get(handleOf.get(row.product_id)!)!;
    const values = (row.values ?? []).map((entry) => ({
      name: optionTitle.get(entry.option_id) ?? entry.option_id,
      value: entry.value,
    }));
    target.variants.push({ id: row.id, sku: row.sku, combo: comboOf(values) });
    target.variantCount += 1;
  }
  return { existing, handleOf };
}

/** Id by value of the store's live types or tags among `values` (no query for none). */
async function idsByValue(
  tx: Tx,
  storeId: string,
  table: 'product_type' | 'product_tag',
  values: Set<string>,
): Promise<Map<string, string>> {
  return new Map(
    values.size
      ? (
          await rowsOf<{ id: string; value: string }>(
            tx,
            sql`select id, value from ${sql.identifier(table)} where store_id = ${storeId}
                and deleted_at is null and value = any(${list(values)}::text[])`,
          )
        ).map((row) => [row.value, row.id])
      : [],
  );
}

/** Reads what the file refers to in the store, in a handful of set queries. */
export async function readStoreSide(
  tx: Tx,
  storeId: string,
  parsed: ParsedProductCsv,
): Promise<StoreSide> {
  const products = parsed.products;
  const { existing, handleOf } = await matchProducts(tx, storeId, products);
  const skus = products.flatMap((product) =>
    product.variants.flatMap((variant) => (variant.fields.sku ? [String(variant.fields.sku)] : [])),
  );
  const skuOwners = new Map(
    (
      await rowsOf<{ sku: string; product_id: string }>(
        tx,
        sql`select sku, product_id from product_variant
            where store_id = ${storeId} and deleted_at is null and sku = any(${list(skus)}::text[])`,
      )
    ).map((row) => [row.sku, row.product_id]),
  );
  const collectionHandles = new Set(
    products.flatMap((product) => (product.collectionHandle ? [product.collectionHandle] : [])),
  );
  const collections = new Map(
    collectionHandles.size
      ? (
          await rowsOf<{ id: string; handle: string }>(
            tx,
            sql`select id, handle from product_collection where store_id = ${storeId}
                and deleted_at is null and handle = any(${list(collectionHandles)}::text[])`,
          )
        ).map((row) => [row.handle, row.id])
      : [],
  );
  const types = await idsByValue(
    tx,
    storeId,
    'product_type',
    new Set(products.flatMap((product) => (product.type ? [product.type] : []))),
  );
  const tags = await idsByValue(
    tx,
    storeId,
    'product_tag',
    new Set(products.flatMap((product) => product.tags ?? [])),
  );
  const regionNames = new Set(parsed.priceColumns.flatMap((c) => (c.region ? [c.region] : [])));
  const regions = new Map(
    regionNames.size
      ? (
          await rowsOf<{ id: string; name: string; currency_code: string }>(
            tx,
            sql`select id, name, currency_code from region where store_id = ${storeId}
                and deleted_at is null and lower(name) = any(${list([...regionNames].map((n) => n.toLowerCase()))}::text[])`,
          )
        ).map((row) => [row.name.toLowerCase(), row])
      : [],
  );
  const digits = new Map(
    parsed.priceColumns.length
      ? (
          await rowsOf<{ code: string; decimal_digits: number }>(
            tx,
            sql`select code, decimal_digits from currency
                where code = any(${list(parsed.priceColumns.map((c) => c.currency))}::text[])`,
          )
        ).map((row) => [row.code, Number(row.decimal_digits)])
      : [],
  );
  const [shop] = await rowsOf<{ default_sales_channel_id: string | null }>(
    tx,
    sql`select default_sales_channel_id from store where id = ${storeId}`,
  );
  return {
    existing,
    handleOf,
    skuOwners,
    collections,
    types,
    tags,
    regions,
    digits,
    salesChannelId: shop?.default_sales_channel_id ?? null,
  };
}

/** Price columns: the currency must exist, a region must exist and be priced in that currency. */
export function checkPriceColumns(
  columns: readonly PriceColumn[],
  store: StoreSide,
  problems: ImportProblems,
): Map<string, PriceTarget> {
  const priceTarget = new Map<string, PriceTarget>();
  for (const column of columns) {
    if (!store.digits.has(column.currency)) {
      problems.report(1, column.header, `unknown currency ${column.currency.toUpperCase()}`);
      continue;
    }
    if (column.region) {
      const found = store.regions.get(column.region.toLowerCase());
      if (!found) {
        problems.report(1, column.header, `this store has no region named "${column.region}"`);
      } else if (found.currency_code !== column.currency) {
        problems.report(
          1,
          column.header,
          `region ${found.name} is priced in ${found.currency_code.toUpperCase()}, not ${column.currency.toUpperCase()}`,
        );
      } else priceTarget.set(column.header, { currency: column.currency, regionId: found.id });
    } else priceTarget.set(column.header, { currency: column.currency, regionId: null });
  }
  return priceTarget;
}
