import type { BatchJobError, BatchJobStatDescriptor } from '@storedesk/contract';
import { sql, type SQL } from 'drizzle-orm';
import { ensureVariantStock } from '../inventory/inventory.stock.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { withPlatformTx } from '../../platform/db/tx.js';
import { uniqueViolationOf } from '../../platform/db/errors.js';
import { randomBytes } from 'node:crypto';
import { JobFailedError } from '../../platform/jobs/runner.js';
import { letRequestsIn } from '../../platform/foreground.js';
import type { CsvProduct, CsvVariant, ParsedProductCsv, Value } from './product-csv.js';
import { COLLECTION_HANDLE, MAX_ERRORS, toMinorUnits } from './product-csv.js';
import { rowsOf } from '../../platform/db/json.js';

/*
 * Product import against a store: `planImport` resolves the parsed CSV against the store's
 * catalogue (a handful of set queries, never one per row) and turns it into rows to write,
 * grouped in chunks; `applyImport` writes chunks with one set-based statement per table.
 *
 * New products never wait for the end: each chunk of them is written in a short transaction of
 * its own, hidden by row-level security while the job is not completed (`product.import_job_id`,
 * migration 0045). Changes to products the store already has are staged as chunks and applied
 * in the job's final transaction, which also completes the job and so shows the new products:
 * the import stays all or nothing for staff and shoppers, and no transaction holds the
 * database for the whole file (README, "Batch jobs and workers").
 */

type Row = Record<string, Value>;

/** Rows per target table, staged as one batch_job_chunk payload. */
export type ChunkPayload = Record<string, Row[]>;

export interface ImportPlan {
  errors: BatchJobError[];
  /** Problems found in total (errors keeps at most MAX_ERRORS). */
  errorCount: number;
  rows: number;
  created: number;
  updated: number;
  /**
   * New products' chunks first (`fresh`: only rows of products the store does not have yet,
   * written one short transaction each), then the chunks that change existing products.
   */
  chunks: Array<{ rows: number; payload: ChunkPayload; fresh: boolean }>;
  productUpdateColumns: string[];
  variantUpdateColumns: string[];
}

interface ExistingProduct {
  id: string;
  options: Map<string, string>;
  variants: Array<{ id: string; sku: string | null; combo: string }>;
  variantCount: number;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * Ids shaped like platform/ids `newId` (prefix + ULID), for tens of thousands of rows: the
 * random part comes from one pooled randomBytes call instead of one per character.
 */
function newId(prefix: string): string {
  if (poolAt + 16 > pool.length) {
    pool = randomBytes(16 * 4096);
    poolAt = 0;
  }
  let time = Date.now();
  let head = '';
  for (let i = 0; i < 10; i += 1) {
    head = CROCKFORD[time % 32]! + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  for (let i = 0; i < 16; i += 1) tail += CROCKFORD[pool[poolAt++]! & 31];
  return `${prefix}_${head}${tail}`;
}

const list = (values: Iterable<string>) => sql.param([...values]);

const comboOf = (values: Array<{ name: string; value: string }>) =>
  values
    .map((entry) => `${entry.name}\u0000${entry.value}`)
    .sort()
    .join('\u0001');

export function statDescriptors(created: number, updated: number): BatchJobStatDescriptor[] {
  return [
    {
      key: 'product-import-create',
      name: 'Products to create',
      message: `${created} product${created === 1 ? '' : 's'} will be created`,
    },
    {
      key: 'product-import-update',
      name: 'Products to update',
      message: `${updated} product${updated === 1 ? '' : 's'} will be updated`,
    },
  ];
}

/** Resolves a parsed CSV against the store and plans its writes, in chunks of ~`chunkRows` rows. */
export async function planImport(
  tx: Tx,
  storeId: string,
  parsed: ParsedProductCsv,
  chunkRows: number,
): Promise<ImportPlan> {
  const errors: BatchJobError[] = [...parsed.errors];
  let errorCount = errors.length;
  const report = (row: number | undefined, column: string | undefined, message: string) => {
    errorCount += 1;
    if (errors.length < MAX_ERRORS) {
      errors.push({
        ...(row !== undefined ? { row } : {}),
        ...(column ? { column } : {}),
        message: column ? `${column}: ${message}` : message,
      });
    }
  };
  const plan: ImportPlan = {
    errors,
    errorCount,
    rows: parsed.rows,
    created: 0,
    updated: 0,
    chunks: [],
    productUpdateColumns: [],
    variantUpdateColumns: [],
  };
  if (errors.length > 0) return plan;

  const products = parsed.products;
  const handles = products.map((product) => product.handle);
  const skus = products.flatMap((product) =>
    product.variants.flatMap((variant) => (variant.fields.sku ? [String(variant.fields.sku)] : [])),
  );

  // The store's side of the file, one query per kind of thing.
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
  if (productIds.length > 0) {
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
  }
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
  const lookupValues = async (table: 'product_type' | 'product_tag', values: Set<string>) =>
    new Map(
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
  const types = await lookupValues(
    'product_type',
    new Set(products.flatMap((product) => (product.type ? [product.type] : []))),
  );
  const tags = await lookupValues(
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
  const salesChannelId = shop?.default_sales_channel_id ?? null;

  // Price columns: the currency must exist, a region must exist and be priced in that currency.
  const priceTarget = new Map<string, { currency: string; regionId: string | null }>();
  for (const column of parsed.priceColumns) {
    if (!digits.has(column.currency)) {
      report(1, column.header, `unknown currency ${column.currency.toUpperCase()}`);
      continue;
    }
    if (column.region) {
      const found = regions.get(column.region.toLowerCase());
      if (!found) report(1, column.header, `this store has no region named "${column.region}"`);
      else if (found.currency_code !== column.currency) {
        report(
          1,
          column.header,
          `region ${found.name} is priced in ${found.currency_code.toUpperCase()}, not ${column.currency.toUpperCase()}`,
        );
      } else priceTarget.set(column.header, { currency: column.currency, regionId: found.id });
    } else priceTarget.set(column.header, { currency: column.currency, regionId: null });
  }
  if (errorCount > 0) {
    plan.errorCount = errorCount;
    return plan;
  }

  const has = parsed.has;
  plan.productUpdateColumns = [
    ...has.productFields,
    ...(has.collection ? ['collection_id'] : []),
    ...(has.type ? ['type_id'] : []),
  ];
  plan.variantUpdateColumns = has.variantFields;
  const newTypes = new Map<string, string>();
  const newTags = new Map<string, string>();
  const typeId = (value: string) => {
    let id = types.get(value) ?? newTypes.get(value);
    if (!id) newTypes.set(value, (id = newId('ptyp')));
    return id;
  };
  const tagId = (value: string) => {
    let id = tags.get(value) ?? newTags.get(value);
    if (!id) newTags.set(value, (id = newId('ptag')));
    return id;
  };

  // Two chunk streams: rows of new products, and rows that change products the store has.
  const streams = {
    fresh: { payload: {} as ChunkPayload, count: 0, chunks: [] as ImportPlan['chunks'] },
    existing: { payload: {} as ChunkPayload, count: 0, chunks: [] as ImportPlan['chunks'] },
  };
  let stream = streams.fresh;
  const add = (table: string, row: Row) => (stream.payload[table] ??= []).push(row);
  const flush = (target: typeof stream) => {
    if (target.count === 0) return;
    target.chunks.push({
      rows: target.count,
      payload: target.payload,
      fresh: target === streams.fresh,
    });
    target.payload = {};
    target.count = 0;
  };

  const pricesOf = (variant: CsvVariant, variantId: string) => {
    for (const price of variant.prices) {
      const target = priceTarget.get(price.column.header)!;
      const amount = toMinorUnits(price.text, digits.get(target.currency)!);
      if (amount === null) {
        report(
          variant.row,
          price.column.header,
          `${target.currency.toUpperCase()} has ${digits.get(target.currency)} decimals (got "${price.text}")`,
        );
        continue;
      }
      add('money_amount', {
        store_id: storeId,
        id: newId('ma'),
        variant_id: variantId,
        currency_code: target.currency,
        amount,
        region_id: target.regionId,
      });
    }
  };
  const variantRow = (variant: CsvVariant, fields: Row) => {
    const row: Row = { ...fields };
    for (const [column, value] of Object.entries(variant.fields)) row[column] = value;
    return row;
  };
  const variantTitle = (product: CsvProduct, variant: CsvVariant) =>
    (variant.fields.title as string | null | undefined) ||
    variant.options.map((option) => option.value).join(' / ') ||
    (product.fields.title as string | null | undefined) ||
    product.handle;

  for (const product of products) {
    const found = existing.get(product.handle);
    stream = found ? streams.existing : streams.fresh;
    const productId = found?.id ?? newId('prod');
    let collectionId: string | null | undefined;
    if (product.collectionHandle !== undefined) {
      collectionId = product.collectionHandle
        ? (collections.get(product.collectionHandle) ?? null)
        : null;
      if (product.collectionHandle && !collectionId) {
        report(
          product.row,
          COLLECTION_HANDLE,
          `this store has no collection with the handle ${product.collectionHandle}`,
        );
      }
    }
    const type =
      product.type === undefined ? undefined : product.type ? typeId(product.type) : null;

    // Options: a new product gets the file's; an existing one must already have them.
    const optionIds = new Map<string, string>();
    if (!found || found.options.size === 0) {
      if (found && found.variantCount > 0 && product.optionNames.length > 0) {
        report(
          product.row,
          'Option 1 Name',
          `${product.handle} has variants without options; add its options in the admin first`,
        );
        continue;
      }
      product.optionNames.forEach((title, rank) => {
        const id = newId('opt');
        optionIds.set(title, id);
        add('product_option', { store_id: storeId, id, product_id: productId, title, rank });
      });
    } else {
      const names = [...found.options.keys()];
      const same =
        names.length === product.optionNames.length &&
        product.optionNames.every((name) => found.options.has(name));
      if (!same) {
        report(
          product.row,
          'Option 1 Name',
          `${product.handle} has the options ${names.join(', ')}; its rows must name exactly those`,
        );
        continue;
      }
      for (const [title, id] of found.options) optionIds.set(title, id);
    }

    if (found) {
      plan.updated += 1;
      const update: Row = { store_id: storeId, id: productId };
      for (const column of has.productFields) update[column] = product.fields[column] ?? null;
      if (has.collection) update.collection_id = collectionId ?? null;
      if (has.type) update.type_id = type ?? null;
      add('product_update', update);
      if (product.images !== undefined) add('image_reset', { product_id: productId });
      if (product.tags !== undefined) add('tag_reset', { product_id: productId });
    } else {
      plan.created += 1;
      const title = product.fields.title as string | null | undefined;
      if (!title) {
        report(product.row, 'Product Title', `is required to create the product ${product.handle}`);
        continue;
      }
      add('product', {
        store_id: storeId,
        id: productId,
        handle: product.handle,
        ...product.fields,
        title,
        status: (product.fields.status as string | null | undefined) ?? 'draft',
        discountable: (product.fields.discountable as boolean | null | undefined) ?? true,
        thumbnail:
          (product.fields.thumbnail as string | null | undefined) ?? product.images?.[0] ?? null,
        collection_id: collectionId ?? null,
        type_id: type ?? null,
      });
      if (salesChannelId) {
        add('product_sales_channel', {
          store_id: storeId,
          product_id: productId,
          sales_channel_id: salesChannelId,
        });
      }
    }
    product.images?.forEach((url, rank) =>
      add('product_image', {
        store_id: storeId,
        id: newId('img'),
        product_id: productId,
        url,
        rank,
      }),
    );
    for (const tag of product.tags ?? []) {
      add('product_tags', { store_id: storeId, product_id: productId, tag_id: tagId(tag) });
    }

    // Variants: an existing one by SKU, else by its options; otherwise a new one.
    const unmatched = new Set(found?.variants ?? []);
    let nextRank = found?.variantCount ?? 0;
    for (const variant of product.variants) {
      const sku = variant.fields.sku ? String(variant.fields.sku) : null;
      const owner = sku ? skuOwners.get(sku) : undefined;
      if (owner && owner !== found?.id) {
        report(
          variant.row,
          'Variant SKU',
          `${sku} belongs to a variant of another product${handleOf.has(owner) ? ` (${handleOf.get(owner)})` : ''}`,
        );
        continue;
      }
      let match = sku ? [...unmatched].find((candidate) => candidate.sku === sku) : undefined;
      if (!match && variant.options.length > 0) {
        const combo = comboOf(variant.options);
        const sameOptions = [...unmatched].find((candidate) => candidate.combo === combo);
        if (sameOptions && (!sku || !sameOptions.sku)) match = sameOptions;
        else if (sameOptions) {
          report(
            variant.row,
            'Option 1 Value',
            `${product.handle} already has a variant (SKU ${sameOptions.sku}) with the options ${variant.options.map((o) => o.value).join(' / ')}`,
          );
          continue;
        }
      }
      const variantId = match?.id ?? newId('variant');
      if (match) {
        unmatched.delete(match);
        const update = variantRow(variant, { store_id: storeId, id: variantId });
        for (const column of has.variantFields) update[column] ??= null;
        add('variant_update', update);
        if (has.prices) add('price_reset', { variant_id: variantId });
      } else {
        add(
          'product_variant',
          variantRow(variant, {
            store_id: storeId,
            id: variantId,
            product_id: productId,
            variant_rank: nextRank++,
            inventory_quantity: 0,
            allow_backorder: false,
            manage_inventory: true,
          }),
        );
        const row = stream.payload.product_variant!.at(-1)!;
        row.title = variantTitle(product, variant);
        row.inventory_quantity ??= 0;
        row.allow_backorder ??= false;
        row.manage_inventory ??= true;
      }
      for (const option of variant.options) {
        add('product_option_value', {
          store_id: storeId,
          id: newId('optval'),
          option_id: optionIds.get(option.name)!,
          variant_id: variantId,
          value: option.value,
        });
      }
      pricesOf(variant, variantId);
      stream.count += 1;
    }
    if (stream.count >= chunkRows) flush(stream);
  }
  flush(streams.fresh);
  flush(streams.existing);
  plan.chunks = [...streams.fresh.chunks, ...streams.existing.chunks];
  // Types and tags the file brings are created once, with the first chunk written.
  if (plan.chunks[0]) {
    plan.chunks[0].payload.product_type = [...newTypes].map(([value, id]) => ({
      store_id: storeId,
      id,
      value,
    }));
    plan.chunks[0].payload.product_tag = [...newTags].map(([value, id]) => ({
      store_id: storeId,
      id,
      value,
    }));
  }
  plan.errorCount = errorCount;
  return plan;
}

/** Columns written when inserting staged rows; everything else takes the column default. */
const INSERTS: Array<[payloadKey: string, table: string, columns: string[], upsert?: string]> = [
  ['product_type', 'product_type', ['store_id', 'id', 'value']],
  ['product_tag', 'product_tag', ['store_id', 'id', 'value']],
  [
    'product',
    'product',
    [
      'store_id',
      'id',
      'title',
      'subtitle',
      'description',
      'handle',
      'status',
      'thumbnail',
      'weight',
      'length',
      'width',
      'height',
      'hs_code',
      'origin_country',
      'mid_code',
      'material',
      'collection_id',
      'type_id',
      'discountable',
      'external_id',
    ],
  ],
  ['product_option', 'product_option', ['store_id', 'id', 'product_id', 'title', 'rank']],
  [
    'product_variant',
    'product_variant',
    [
      'store_id',
      'id',
      'product_id',
      'title',
      'sku',
      'barcode',
      'ean',
      'upc',
      'variant_rank',
      'inventory_quantity',
      'allow_backorder',
      'manage_inventory',
      'weight',
      'length',
      'width',
      'height',
      'hs_code',
      'origin_country',
      'mid_code',
      'material',
    ],
  ],
];

/** Not-null columns an update keeps when the cell is empty. */
const KEEP_WHEN_EMPTY = new Set([
  'title',
  'status',
  'discountable',
  'inventory_quantity',
  'allow_backorder',
  'manage_inventory',
]);

function affected(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}

/**
 * Writes staged chunks of the job, one statement per table for all of them
 * (`jsonb_populate_recordset` over the staged payloads), in the caller's transaction: every
 * chunk of the job, or only the one numbered `slice.seq`. A slice's new products and their
 * stock are written hidden (`import_job_id`) until the job completes.
 */
export async function applyImport(
  tx: Tx,
  storeId: string,
  jobId: string,
  plan: Pick<ImportPlan, 'productUpdateColumns' | 'variantUpdateColumns' | 'chunks'>,
  slice?: { seq: number },
): Promise<void> {
  const staged = (key: string, table: string) =>
    sql`batch_job_chunk c cross join lateral jsonb_populate_recordset(null::${sql.identifier(table)}, c.payload -> ${key}) r`;
  const mine = slice
    ? sql`c.store_id = ${storeId} and c.job_id = ${jobId} and c.seq = ${slice.seq}`
    : sql`c.store_id = ${storeId} and c.job_id = ${jobId}`;
  const cols = (names: string[], prefix?: string) =>
    sql.join(
      names.map((name) => (prefix ? sql.raw(`${prefix}."${name}"`) : sql.identifier(name))),
      sql`, `,
    );
  const expected = (key: string) =>
    plan.chunks.reduce((sum, chunk) => sum + (chunk.payload[key]?.length ?? 0), 0);
  const insert = async (key: string, table: string, columns: string[], tail: SQL = sql``) => {
    if (expected(key) === 0) return;
    // A slice's products carry the job, which hides them until it completes.
    const hidden = slice && table === 'product';
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${cols(columns)}${hidden ? sql`, import_job_id` : sql``})
          select ${cols(columns, 'r')}${hidden ? sql`, ${jobId}::text` : sql``}
          from ${staged(key, table)} where ${mine} ${tail}`,
    );
  };
  const update = async (key: string, table: string, columns: string[]) => {
    const count = expected(key);
    if (count === 0) return;
    const sets = [
      ...columns.map((column) =>
        KEEP_WHEN_EMPTY.has(column)
          ? sql.raw(`"${column}" = coalesce(r."${column}", t."${column}")`)
          : sql.raw(`"${column}" = r."${column}"`),
      ),
      sql`updated_at = now()`,
    ];
    const result = await tx.execute(
      sql`update ${sql.identifier(table)} t set ${sql.join(sets, sql`, `)}
          from ${staged(key, table)}
          where ${mine} and t.store_id = c.store_id and t.id = r.id and t.deleted_at is null`,
    );
    if (affected(result) !== count) {
      throw new JobFailedError(
        'The catalogue changed while the import ran (a product or variant it updates was deleted); nothing was applied. Run the import again.',
      );
    }
  };
  const reset = async (key: string, table: string, column: string, extra: SQL = sql``) => {
    if (expected(key) === 0) return;
    await tx.execute(
      sql`delete from ${sql.identifier(table)} t using ${staged(key, table)}
          where ${mine} and t.store_id = c.store_id and t.${sql.identifier(column)} = r.${sql.identifier(column)} ${extra}`,
    );
  };

  // The statements join thousands of staged rows to tables they have just grown, whose
  // statistics still describe them as they were (autovacuum has not analysed them yet): the
  // planner then nests loops over what it takes for a few rows, and a 10 000-product file took
  // minutes on PostgreSQL (one update ran for over a quarter of an hour). Hash joins cost about
  // the same whatever the estimate, so the import uses them. (A slice is small: there, index
  // lookups are right, and a hash join would read the whole store's variants for each slice.)
  if (!slice) await tx.execute(sql`SET LOCAL enable_nestloop = off`);
  try {
    for (const [key, table, columns] of INSERTS.slice(0, 3)) await insert(key, table, columns);
    await update('product_update', 'product', plan.productUpdateColumns);
    for (const [key, table, columns] of INSERTS.slice(3)) await insert(key, table, columns);
    await update('variant_update', 'product_variant', plan.variantUpdateColumns);
    // Stock, as the API writes it (inventory.stock.ts): an item, link and level for each new
    // variant that manages inventory, and the default location set from Variant Inventory
    // Quantity where the file gives one; two statements for the whole file.
    if (expected('product_variant') + expected('variant_update') > 0) {
      await ensureVariantStock(
        tx,
        storeId,
        sql`select r.id as variant_id, r.inventory_quantity as quantity
            from ${staged('product_variant', 'product_variant')} where ${mine}
            union all
            select r.id, r.inventory_quantity
            from ${staged('variant_update', 'product_variant')} where ${mine}`,
        slice ? jobId : undefined,
      );
    }
    await insert(
      'product_option_value',
      'product_option_value',
      ['store_id', 'id', 'option_id', 'variant_id', 'value'],
      sql`on conflict (store_id, variant_id, option_id) do update set value = excluded.value, updated_at = now()`,
    );
    await reset('price_reset', 'money_amount', 'variant_id', sql`and t.price_list_id is null`);
    await insert('money_amount', 'money_amount', [
      'store_id',
      'id',
      'variant_id',
      'currency_code',
      'amount',
      'region_id',
    ]);
    await reset('image_reset', 'product_image', 'product_id');
    await insert('product_image', 'product_image', ['store_id', 'id', 'product_id', 'url', 'rank']);
    await reset('tag_reset', 'product_tags', 'product_id');
    await insert(
      'product_tags',
      'product_tags',
      ['store_id', 'product_id', 'tag_id'],
      sql`on conflict do nothing`,
    );
    await insert(
      'product_sales_channel',
      'product_sales_channel',
      ['store_id', 'product_id', 'sales_channel_id'],
      sql`on conflict do nothing`,
    );
  } catch (error) {
    if (uniqueViolationOf(error)) {
      throw new JobFailedError(
        'Another product or variant took a handle, tag, type, SKU, barcode, EAN or UPC of this file while it was importing; nothing was applied. Run the import again.',
      );
    }
    throw error;
  }
  // Back to what the server is configured with. (A failed statement rolls the transaction
  // back, and the setting with it.)
  if (!slice) await tx.execute(sql`SET LOCAL enable_nestloop TO DEFAULT`);
}

/** Products (or inventory items) deleted per transaction when hidden rows are discarded. */
const DISCARD_SLICE = 500;

/**
 * Deletes what unfinished imports of the store wrote hidden: this job's (an earlier attempt of
 * it, or the job failing or canceled now) and what a failed or canceled job left behind when its
 * process died. Their products hold handles and SKUs, so a new import of the same file needs
 * them gone. A few hundred products per transaction (their variants, prices and the rest go by
 * cascade), as the owning role: row-level security hides them from the store's own
 * transactions. A completed job's products are never touched.
 */
export async function discardStagedImports(db: Db, storeId: string, jobId: string): Promise<void> {
  const jobs = sql`select j.id from batch_job j where j.store_id = ${storeId}
    and j.status <> 'completed' and (j.id = ${jobId} or j.status in ('failed', 'canceled'))`;
  for (const table of ['inventory_item', 'product']) {
    for (;;) {
      await letRequestsIn();
      const result = await withPlatformTx(db, (tx) =>
        tx.execute(
          sql`delete from ${sql.identifier(table)} t where t.store_id = ${storeId} and t.id in (
                select s.id from ${sql.identifier(table)} s
                where s.store_id = ${storeId} and s.import_job_id in (${jobs})
                limit ${DISCARD_SLICE})`,
        ),
      );
      if (affected(result) < DISCARD_SLICE) break;
    }
  }
}
