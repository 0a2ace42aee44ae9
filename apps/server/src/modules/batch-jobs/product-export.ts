import type { ProductExportContext } from '@storedesk/contract';
import { sql, type SQL } from 'drizzle-orm';
import { variantInventoryQuantity } from '../stock/stock.js';
import { stringify } from 'csv-stringify/sync';
import type { Tx } from '../../platform/db/client.js';
import {
  COLLECTION_HANDLE,
  COLLECTION_TITLE,
  HANDLE,
  PRODUCT_FIELDS,
  TAGS,
  TYPE,
  VARIANT_FIELDS,
  fromMinorUnits,
} from './product-csv.js';
import { rowsOf } from '../../platform/db/json.js';

/*
 * Product export: the same columns the import reads, so an export imports back unchanged.
 * Products are read a page at a time (keyset on id), each page in one short transaction.
 */

type Filters = NonNullable<ProductExportContext['filterable_fields']>;
type DbRow = Record<string, unknown>;

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The `where` of the exported products. */
export function exportWhere(storeId: string, filters: Filters = {}): SQL {
  const parts: SQL[] = [sql`p.store_id = ${storeId}`, sql`p.deleted_at is null`];
  const id = asList(filters.id);
  const status = asList(filters.status);
  const collection = asList(filters.collection_id);
  const type = asList(filters.type_id);
  if (id) parts.push(sql`p.id = any(${sql.param(id)}::text[])`);
  if (status) parts.push(sql`p.status = any(${sql.param(status)}::text[])`);
  if (collection) parts.push(sql`p.collection_id = any(${sql.param(collection)}::text[])`);
  if (type) parts.push(sql`p.type_id = any(${sql.param(type)}::text[])`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(sql`(p.title ilike ${like} or p.handle ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function countExport(tx: Tx, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from product p where ${where}`,
  );
  return Number(row?.n ?? 0);
}

export interface ExportedProduct {
  product: DbRow;
  collection: { title: string; handle: string } | null;
  type: string | null;
  tags: string[];
  images: string[];
  options: string[];
  variants: Array<{
    variant: DbRow;
    values: Map<string, string>;
    prices: Array<{ currency: string; region: string | null; amount: number }>;
  }>;
}

/** One page of products after `afterId`, with everything a CSV row needs. */
export async function exportPage(
  tx: Tx,
  storeId: string,
  where: SQL,
  afterId: string,
  limit: number,
): Promise<ExportedProduct[]> {
  const products = await rowsOf<DbRow>(
    tx,
    sql`select p.*, c.title as collection_title, c.handle as collection_handle, t.value as type_value
        from product p
        left join product_collection c on c.store_id = p.store_id and c.id = p.collection_id
        left join product_type t on t.store_id = p.store_id and t.id = p.type_id
        where ${where} and p.id > ${afterId} order by p.id limit ${limit}`,
  );
  if (products.length === 0) return [];
  const ids = sql.param(products.map((row) => row.id as string));
  // One after another: a transaction is one connection (pg queues concurrent queries anyway).
  const options = await rowsOf<{ id: string; product_id: string; title: string }>(
    tx,
    sql`select id, product_id, title from product_option
          where store_id = ${storeId} and product_id = any(${ids}::text[]) order by rank, id`,
  );
  // Variant Inventory Quantity: the stock the admin answers (available over every location),
  // which an import of the file writes back unchanged.
  const variants = (
    await rowsOf<DbRow>(
      tx,
      sql`select product_variant.*, ${variantInventoryQuantity(storeId)} as stock_available
          from product_variant where store_id = ${storeId} and deleted_at is null
            and product_id = any(${ids}::text[]) order by variant_rank, id`,
    )
  ).map(({ stock_available: available, ...row }): DbRow => ({
    ...row,
    inventory_quantity: available,
  }));
  const values = await rowsOf<{ variant_id: string; option_id: string; value: string }>(
    tx,
    sql`select ov.variant_id, ov.option_id, ov.value from product_option_value ov
          join product_option o on o.store_id = ov.store_id and o.id = ov.option_id
          where ov.store_id = ${storeId} and o.product_id = any(${ids}::text[])`,
  );
  const prices = await rowsOf<{
    variant_id: string;
    currency_code: string;
    amount: string;
    region: string | null;
  }>(
    tx,
    sql`select m.variant_id, m.currency_code, m.amount::text as amount, r.name as region
          from money_amount m
          join product_variant v on v.store_id = m.store_id and v.id = m.variant_id
          left join region r on r.store_id = m.store_id and r.id = m.region_id
          where m.store_id = ${storeId} and m.price_list_id is null
            and m.min_quantity is null and m.max_quantity is null
            and v.product_id = any(${ids}::text[])`,
  );
  const images = await rowsOf<{ product_id: string; url: string }>(
    tx,
    sql`select product_id, url from product_image where store_id = ${storeId}
          and product_id = any(${ids}::text[]) order by rank, id`,
  );
  const tags = await rowsOf<{ product_id: string; value: string }>(
    tx,
    sql`select pt.product_id, t.value from product_tags pt
          join product_tag t on t.store_id = pt.store_id and t.id = pt.tag_id
          where pt.store_id = ${storeId} and pt.product_id = any(${ids}::text[]) order by t.value`,
  );
  const byId = new Map<string, ExportedProduct>();
  const optionTitle = new Map<string, string>();
  for (const row of products) {
    byId.set(row.id as string, {
      product: row,
      collection: row.collection_handle
        ? { title: row.collection_title as string, handle: row.collection_handle as string }
        : null,
      type: (row.type_value as string | null) ?? null,
      tags: [],
      images: [],
      options: [],
      variants: [],
    });
  }
  for (const option of options) {
    byId.get(option.product_id)!.options.push(option.title);
    optionTitle.set(option.id, option.title);
  }
  const variantById = new Map<string, ExportedProduct['variants'][number]>();
  for (const variant of variants) {
    const entry = { variant, values: new Map<string, string>(), prices: [] };
    variantById.set(variant.id as string, entry);
    byId.get(variant.product_id as string)!.variants.push(entry);
  }
  for (const value of values) {
    variantById.get(value.variant_id)?.values.set(optionTitle.get(value.option_id)!, value.value);
  }
  for (const price of prices) {
    variantById.get(price.variant_id)?.prices.push({
      currency: price.currency_code,
      region: price.region,
      amount: Number(price.amount),
    });
  }
  for (const image of images) byId.get(image.product_id)!.images.push(image.url);
  for (const tag of tags) byId.get(tag.product_id)!.tags.push(tag.value);
  return [...byId.values()];
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** The CSV of exported products; `digits` gives each currency's decimals. */
export function productsCsv(products: ExportedProduct[], digits: Map<string, number>): string {
  const optionCount = Math.max(0, ...products.map((entry) => entry.options.length));
  const imageCount = Math.max(0, ...products.map((entry) => entry.images.length));
  const priceHeaders = new Map<string, { currency: string; region: string | null }>();
  for (const entry of products) {
    for (const variant of entry.variants) {
      for (const price of variant.prices) {
        const header = price.region
          ? `Price ${price.region} [${price.currency.toUpperCase()}]`
          : `Price ${price.currency.toUpperCase()}`;
        priceHeaders.set(header, { currency: price.currency, region: price.region });
      }
    }
  }
  const priceColumns = [...priceHeaders.keys()].sort();
  const header = [
    HANDLE,
    ...PRODUCT_FIELDS.map((field) => field[0]),
    COLLECTION_TITLE,
    COLLECTION_HANDLE,
    TYPE,
    TAGS,
    ...VARIANT_FIELDS.map((field) => field[0]),
    ...Array.from({ length: optionCount }, (_, i) => [
      `Option ${i + 1} Name`,
      `Option ${i + 1} Value`,
    ]).flat(),
    ...priceColumns,
    ...Array.from({ length: imageCount }, (_, i) => `Image ${i + 1} Url`),
  ];
  const records: string[][] = [header];
  for (const entry of products) {
    const base = [
      text(entry.product.handle),
      ...PRODUCT_FIELDS.map((field) => text(entry.product[field[1]])),
      entry.collection?.title ?? '',
      entry.collection?.handle ?? '',
      entry.type ?? '',
      entry.tags.join(','),
    ];
    const images = Array.from({ length: imageCount }, (_, i) => entry.images[i] ?? '');
    // A product without variants still gets a row, so it exports and imports back.
    const variants = entry.variants.length
      ? entry.variants
      : [{ variant: null, values: new Map<string, string>(), prices: [] }];
    for (const { variant, values, prices } of variants) {
      const amounts = new Map(
        prices.map((price) => [
          price.region
            ? `Price ${price.region} [${price.currency.toUpperCase()}]`
            : `Price ${price.currency.toUpperCase()}`,
          fromMinorUnits(price.amount, digits.get(price.currency) ?? 2),
        ]),
      );
      records.push([
        ...base,
        ...VARIANT_FIELDS.map((field) => (variant ? text(variant[field[1]]) : '')),
        ...Array.from({ length: optionCount }, (_, i) => {
          const name = entry.options[i];
          return name && variant ? [name, values.get(name) ?? ''] : ['', ''];
        }).flat(),
        ...priceColumns.map((column) => amounts.get(column) ?? ''),
        ...images,
      ]);
    }
  }
  return stringify(records);
}
