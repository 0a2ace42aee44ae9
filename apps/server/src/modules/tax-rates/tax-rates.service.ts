import {
  TAX_RATE_DEFAULT_FIELDS,
  TAX_RATE_FIELDS,
  TAX_RATE_RELATIONS,
  type AdminGetTaxRatesParams as ParamsSchema,
  type AdminPostTaxRatesReq,
  type AdminPostTaxRatesTaxRateReq,
  type NumericFilter,
  type TAX_RATE_ORDER_FIELDS,
  type TaxRateField,
  type TaxRateRelation,
} from '@storedesk/contract';
import {
  and,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { distinctIds, requireAll } from '../../platform/batch.js';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  dateRange,
  findPage,
  parseNames,
  readList,
  search,
  type Page,
} from '../../platform/list.js';
import { product } from '../products/products.tables.js';
import type { ProductRow } from '../products/products.mapper.js';
import { productType } from '../product-values/product-values.tables.js';
import type { ProductValueRow } from '../product-values/product-values.tables.js';
import { region } from '../regions/regions.tables.js';
import { shippingOption } from '../shipping/shipping.tables.js';
import {
  productTaxRate,
  productTypeTaxRate,
  shippingTaxRate,
  taxRate,
} from './tax-rates.tables.js';

export type TaxRateRow = typeof taxRate.$inferSelect;
import type { ShippingOptionRow } from '../shipping/shipping.mapper.js';
type ListQuery = z.output<typeof ParamsSchema>;
type CreateInput = z.output<typeof AdminPostTaxRatesReq>;
type UpdateInput = z.output<typeof AdminPostTaxRatesTaxRateReq>;

/** Medusa v1's page size for tax rates. */
const DEFAULT_LIMIT = 50;
const SORTABLE = {
  name: taxRate.name,
  code: taxRate.code,
  rate: taxRate.rate,
  created_at: taxRate.createdAt,
  updated_at: taxRate.updatedAt,
} satisfies Record<(typeof TAX_RATE_ORDER_FIELDS)[number], unknown>;

/** What a rate's answer holds: its fields (and counts) and its expanded relations. */
export interface TaxRateSelection {
  fields: readonly TaxRateField[];
  relations: readonly TaxRateRelation[];
}

/** `fields` and `expand` of a request, read against what a rate has; unknown names are a 400. */
export function readSelection(query: { fields?: string; expand?: string }): TaxRateSelection {
  const fields = query.fields?.trim() ? parseNames('fields', query.fields, TAX_RATE_FIELDS) : [];
  const relations = parseNames('expand', query.expand, TAX_RATE_RELATIONS) ?? [];
  return {
    fields: fields?.length
      ? TAX_RATE_FIELDS.filter((field) => field === 'id' || fields.includes(field))
      : TAX_RATE_DEFAULT_FIELDS,
    relations: relations as TaxRateRelation[],
  };
}

/** A rate with what its selection asked for beside its own columns. */
export interface TaxRateView {
  row: TaxRateRow;
  counts: Partial<Record<'product_count' | 'product_type_count' | 'shipping_option_count', number>>;
  products?: ProductRow[];
  productTypes?: ProductValueRow[];
  shippingOptions?: ShippingOptionRow[];
}

/** The three kinds of override: their link table, target table and wire names. */
const TARGETS = {
  products: {
    link: productTaxRate,
    target: product,
    entity: 'Product',
    count: 'product_count',
  },
  product_types: {
    link: productTypeTaxRate,
    target: productType,
    entity: 'ProductType',
    count: 'product_type_count',
  },
  shipping_options: {
    link: shippingTaxRate,
    target: shippingOption,
    entity: 'ShippingOption',
    count: 'shipping_option_count',
  },
} as const;
export type OverrideKind = keyof typeof TARGETS;

/** Rates of a live region: a deleted region's rates are gone with it. */
const inLiveRegion = () =>
  sql`exists (SELECT 1 FROM ${region} WHERE ${region.storeId} = ${taxRate.storeId}
    AND ${region.id} = ${taxRate.regionId} AND ${region.deletedAt} IS NULL)`;

const liveRate = (storeId: string, id: string) =>
  and(eq(taxRate.storeId, storeId), eq(taxRate.id, id), inLiveRegion());

function numericConditions(column: PgColumn, filter: z.output<typeof NumericFilter> | undefined) {
  if (filter === undefined) return [];
  if (typeof filter === 'number') return [eq(column, filter)];
  const conditions: SQL[] = [];
  if (filter.lt !== undefined) conditions.push(lt(column, filter.lt));
  if (filter.gt !== undefined) conditions.push(gt(column, filter.gt));
  if (filter.lte !== undefined) conditions.push(lte(column, filter.lte));
  if (filter.gte !== undefined) conditions.push(gte(column, filter.gte));
  return conditions;
}

/** Fails with not_found unless the region is a live region of the store. */
async function requireRegion(tx: Tx, storeId: string, regionId: string) {
  const [row] = await tx
    .select({ id: region.id })
    .from(region)
    .where(and(eq(region.storeId, storeId), eq(region.id, regionId), isNull(region.deletedAt)));
  if (!row) throw notFound('Region', regionId);
}

/** Fails with not_found unless every id is a live target of the store (and, for options, of the region). */
async function requireTargets(
  tx: Tx,
  storeId: string,
  kind: OverrideKind,
  ids: readonly string[],
  regionId: string,
) {
  if (ids.length === 0) return;
  const { target, entity } = TARGETS[kind];
  const rows = await tx
    .select({
      id: target.id,
      regionId: kind === 'shipping_options' ? shippingOption.regionId : target.id,
    })
    .from(target)
    .where(
      and(eq(target.storeId, storeId), inArray(target.id, [...ids]), isNull(target.deletedAt)),
    );
  requireAll(
    entity,
    ids,
    rows.map((row) => row.id),
  );
  if (kind === 'shipping_options') {
    const elsewhere = rows.filter((row) => row.regionId !== regionId).map((row) => row.id);
    if (elsewhere.length > 0) {
      throw new StoredeskError(
        'invalid_data',
        `shipping_options: ${elsewhere.join(', ')} ${elsewhere.length === 1 ? 'belongs' : 'belong'} to another region than the tax rate's`,
      );
    }
  }
}

async function addTargets(
  tx: Tx,
  storeId: string,
  rate: TaxRateRow,
  kind: OverrideKind,
  ids: readonly string[],
) {
  await requireTargets(tx, storeId, kind, ids, rate.regionId);
  if (ids.length === 0) return;
  await tx
    .insert(TARGETS[kind].link)
    .values(ids.map((targetId) => ({ storeId, rateId: rate.id, targetId })))
    .onConflictDoNothing();
}

/** The rate's overrides of one kind become exactly `ids`. */
async function replaceTargets(
  tx: Tx,
  storeId: string,
  rate: TaxRateRow,
  kind: OverrideKind,
  ids: readonly string[],
) {
  const { link } = TARGETS[kind];
  await requireTargets(tx, storeId, kind, ids, rate.regionId);
  await tx
    .delete(link)
    .where(
      and(
        eq(link.storeId, storeId),
        eq(link.rateId, rate.id),
        ids.length > 0 ? notInArray(link.targetId, [...ids]) : undefined,
      ),
    );
  if (ids.length > 0) {
    await tx
      .insert(link)
      .values(ids.map((targetId) => ({ storeId, rateId: rate.id, targetId })))
      .onConflictDoNothing();
  }
}

/**
 * Adds to rate rows what the selection asks for: one grouped count per count field and one
 * batched query per expanded relation, whatever the number of rates.
 */
async function view(
  tx: Tx,
  storeId: string,
  rows: readonly TaxRateRow[],
  selection: TaxRateSelection,
): Promise<TaxRateView[]> {
  const views = rows.map((row): TaxRateView => ({ row, counts: {} }));
  if (rows.length === 0) return views;
  const byId = new Map(views.map((entry) => [entry.row.id, entry]));
  const rateIds = rows.map((row) => row.id);

  for (const [kind, { link, target, count: countField }] of Object.entries(TARGETS) as [
    OverrideKind,
    (typeof TARGETS)[OverrideKind],
  ][]) {
    const joined = and(
      eq(target.storeId, link.storeId),
      eq(target.id, link.targetId),
      isNull(target.deletedAt),
    );
    const scope = and(eq(link.storeId, storeId), inArray(link.rateId, rateIds));
    if (selection.fields.includes(countField)) {
      const counted = await tx
        .select({ rateId: link.rateId, total: count() })
        .from(link)
        .innerJoin(target, joined)
        .where(scope)
        .groupBy(link.rateId);
      for (const entry of views) entry.counts[countField] = 0;
      for (const { rateId, total } of counted) byId.get(rateId)!.counts[countField] = total;
    }
    if (selection.relations.includes(kind)) {
      const linked = await tx
        .select({ rateId: link.rateId, target })
        .from(link)
        .innerJoin(target, joined)
        .where(scope)
        .orderBy(link.createdAt, target.id);
      for (const entry of views) {
        if (kind === 'products') entry.products = [];
        if (kind === 'product_types') entry.productTypes = [];
        if (kind === 'shipping_options') entry.shippingOptions = [];
      }
      for (const { rateId, target: item } of linked) {
        const entry = byId.get(rateId)!;
        if (kind === 'products') entry.products!.push(item as ProductRow);
        if (kind === 'product_types') entry.productTypes!.push(item as ProductValueRow);
        if (kind === 'shipping_options') entry.shippingOptions!.push(item as ShippingOptionRow);
      }
    }
  }
  return views;
}

export function createTaxRatesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  /** Reads one rate with its selection, in the caller's transaction. */
  async function readOne(tx: Tx, storeId: string, id: string, selection: TaxRateSelection) {
    const [row] = await tx.select().from(taxRate).where(liveRate(storeId, id));
    if (!row) throw notFound('TaxRate', id);
    return (await view(tx, storeId, [row], selection))[0]!;
  }

  /** Runs a change to one rate (found or 404) and answers the rate as it then is. */
  async function change(
    ctx: AdminContext,
    id: string,
    selection: TaxRateSelection,
    write: (tx: Tx, rate: TaxRateRow) => Promise<void>,
  ): Promise<TaxRateView> {
    return withTenantTx(db, ctx.storeId, async (tx) => {
      const [rate] = await tx.select().from(taxRate).where(liveRate(ctx.storeId, id)).for('update');
      if (!rate) throw notFound('TaxRate', id);
      await write(tx, rate);
      return readOne(tx, ctx.storeId, id, selection);
    });
  }

  return {
    async list(ctx: AdminContext, query: ListQuery): Promise<Page<TaxRateView>> {
      const selection = readSelection(query);
      const list = readList(query, {
        defaultLimit: DEFAULT_LIMIT,
        sortable: SORTABLE,
        defaultOrder: '-created_at',
        tieBreak: [taxRate.id],
      });
      const where = and(
        eq(taxRate.storeId, ctx.storeId),
        inLiveRegion(),
        search(query.q, [taxRate.name, taxRate.code]),
        query.region_id?.length ? inArray(taxRate.regionId, query.region_id) : undefined,
        query.name !== undefined ? eq(taxRate.name, query.name) : undefined,
        query.code !== undefined ? eq(taxRate.code, query.code) : undefined,
        ...numericConditions(taxRate.rate, query.rate),
        ...dateRange(taxRate.createdAt, query.created_at),
        ...dateRange(taxRate.updatedAt, query.updated_at),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const page = await findPage(tx, taxRate, where, list);
        return { ...page, rows: await view(tx, ctx.storeId, page.rows, selection) };
      });
    },

    async retrieve(ctx: AdminContext, id: string, selection: TaxRateSelection) {
      return withTenantTx(db, ctx.storeId, (tx) => readOne(tx, ctx.storeId, id, selection));
    },

    /** Creates the rate and its first overrides, all or nothing. */
    async create(ctx: AdminContext, input: CreateInput, selection: TaxRateSelection) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await requireRegion(tx, ctx.storeId, input.region_id);
        const [rate] = await tx
          .insert(taxRate)
          .values({
            storeId: ctx.storeId,
            id: newId('txr'),
            regionId: input.region_id,
            name: input.name,
            code: input.code,
            rate: input.rate ?? null,
            metadata: input.metadata ?? null,
          })
          .returning();
        for (const kind of Object.keys(TARGETS) as OverrideKind[]) {
          const ids = input[kind];
          if (ids?.length) await addTargets(tx, ctx.storeId, rate!, kind, distinct(ids));
        }
        return readOne(tx, ctx.storeId, rate!.id, selection);
      });
    },

    /** Changes the rate; a list of products, types or options given replaces the rate's own. */
    async update(ctx: AdminContext, id: string, input: UpdateInput, selection: TaxRateSelection) {
      return change(ctx, id, selection, async (tx, current) => {
        if (input.region_id !== undefined && input.region_id !== current.regionId) {
          await requireRegion(tx, ctx.storeId, input.region_id);
        }
        const [rate] = await tx
          .update(taxRate)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.code !== undefined && { code: input.code }),
            ...(input.rate !== undefined && { rate: input.rate }),
            ...(input.region_id !== undefined && { regionId: input.region_id }),
            ...(input.metadata !== undefined && { metadata: input.metadata }),
            updatedAt: new Date(),
          })
          .where(liveRate(ctx.storeId, id))
          .returning();
        for (const kind of Object.keys(TARGETS) as OverrideKind[]) {
          const ids = input[kind];
          if (ids !== undefined) await replaceTargets(tx, ctx.storeId, rate!, kind, distinct(ids));
        }
      });
    },

    /** Removes the rate; its overrides go with it (the link tables cascade). */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      const removed = await withTenantTx(db, ctx.storeId, (tx) =>
        tx.delete(taxRate).where(liveRate(ctx.storeId, id)).returning({ id: taxRate.id }),
      );
      if (removed.length === 0) throw notFound('TaxRate', id);
    },

    /** Adds overrides; ones already there stay as they are (idempotent). */
    async addTargets(
      ctx: AdminContext,
      id: string,
      kind: OverrideKind,
      ids: readonly string[],
      selection: TaxRateSelection,
    ) {
      return change(ctx, id, selection, (tx, rate) =>
        addTargets(tx, ctx.storeId, rate, kind, distinct(ids)),
      );
    },

    /** Removes overrides; ones not there are no change (idempotent). Unknown ids are a 404. */
    async removeTargets(
      ctx: AdminContext,
      id: string,
      kind: OverrideKind,
      ids: readonly string[],
      selection: TaxRateSelection,
    ) {
      return change(ctx, id, selection, async (tx, rate) => {
        const { link, target, entity } = TARGETS[kind];
        const wanted = distinct(ids);
        const known = await tx
          .select({ id: target.id })
          .from(target)
          .where(and(eq(target.storeId, ctx.storeId), inArray(target.id, wanted)));
        requireAll(
          entity,
          wanted,
          known.map((row) => row.id),
        );
        await tx
          .delete(link)
          .where(
            and(
              eq(link.storeId, ctx.storeId),
              eq(link.rateId, rate.id),
              inArray(link.targetId, wanted),
            ),
          );
      });
    },
  };
}

const distinct = (ids: readonly string[]) => distinctIds(ids.map((id) => ({ id })));
