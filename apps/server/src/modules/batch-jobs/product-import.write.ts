import { sql, type SQL } from 'drizzle-orm';
import { ensureVariantStock } from '../stock/stock.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { withPlatformTx } from '../../platform/db/tx.js';
import { uniqueViolationOf } from '../../platform/db/errors.js';
import { JobFailedError } from '../../platform/jobs/runner.js';
import { letRequestsIn } from '../../platform/foreground.js';
import type { ImportPlan } from './product-import.js';

/*
 * Writing a plan's staged chunks (batch_job_chunk): a slice of new products while the job runs,
 * hidden until it completes, or the changes to existing products in the job's final
 * transaction; and discarding what an import that did not complete wrote hidden.
 */

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
    // Stock, as the API writes it (stock/stock.ts): an item, link and level for each new
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
