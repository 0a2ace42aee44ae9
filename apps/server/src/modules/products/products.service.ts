import type * as contract from '@storedesk/contract';
import { PRODUCTS_DEFAULT_LIMIT } from '@storedesk/contract';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { uniqueViolationOf } from '../../platform/db/errors.js';
import { TenantQuery, tenantRead, withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { paging, parseOrder, type ListQuery } from '../../platform/list.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import {
  PRODUCT_ORDER_FIELDS,
  parseSelection,
  productPageSql,
  type PricingContext,
  type ProductFilters,
  type ProductQuery,
} from './products.query.js';
import {
  priceRows,
  replaceImages,
  replaceLinks,
  replaceVariantPrices,
  requireIds,
  resolveValues,
  variantCombinations,
} from './products.repo.js';
import {
  moneyAmount,
  product,
  productCategoryProduct,
  productOption,
  productOptionValue,
  productSalesChannel,
  productTags,
  productVariant,
} from './products.tables.js';
import { variantPageSql } from './variants.query.js';
import {
  ensureVariantStock,
  retireVariantItems,
  variantQuantities,
} from '../inventory/inventory.stock.js';

type AdminListQuery = z.output<typeof contract.AdminGetProductsParams>;
type CreateInput = z.output<typeof contract.AdminPostProductsReq>;
type UpdateInput = z.output<typeof contract.AdminPostProductsProductReq>;
type VariantCreateInput = z.output<typeof contract.AdminPostProductsProductVariantsReq>;
type VariantUpdateInput = z.output<typeof contract.AdminPostProductsProductVariantsVariantReq>;
type StoreListQuery = z.output<typeof contract.StoreGetProductsParams>;
type AdminVariantsQuery = z.output<typeof contract.AdminGetVariantsParams>;

/** A URL-safe handle from a title: "Summer T-Shirt!" → "summer-t-shirt". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180);
  return slug || 'product';
}

const IDENTIFIERS = ['sku', 'barcode', 'ean', 'upc'] as const;

const duplicateHandle = (handle: string) =>
  new StoredeskError(
    'duplicate_error',
    `Product with handle ${handle} already exists.`,
    'duplicate_handle',
  );

const duplicateIdentifier = (field: string, name: string, value: string) =>
  new StoredeskError(
    'duplicate_error',
    `${field}: a variant with ${name} ${value} already exists in this store.`,
    `duplicate_${name}`,
  );

/**
 * Turns a unique-index violation into a 422 `duplicate_error`. Row-level security keeps PostgreSQL from quoting
 * the clashing value, so the caller says which handle it wrote; variant identifiers are checked
 * up front (`assertIdentifiersFree`) and this is only the backstop for a race.
 */
async function guarded<T>(work: () => Promise<T>, handle?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = uniqueViolationOf(error);
    if (!violation) throw error;
    if (violation.constraint === 'product_handle_idx') {
      throw handle
        ? duplicateHandle(handle)
        : new StoredeskError('duplicate_error', 'This handle is taken.', 'duplicate_handle');
    }
    const name = IDENTIFIERS.find((id) => violation.constraint === `product_variant_${id}_idx`);
    throw new StoredeskError(
      'duplicate_error',
      name
        ? `Another variant in this store already has this ${name}.`
        : 'This would duplicate an existing record.',
      name ? `duplicate_${name}` : 'unique_violation',
    );
  }
}

type Identifiers = Partial<Record<(typeof IDENTIFIERS)[number], string | null | undefined>>;

/**
 * SKU, barcode, EAN and UPC are unique per store: checks a batch of variants against each
 * other and against the store in one query, naming the first clash by field.
 */
async function assertIdentifiersFree(
  tx: Tx,
  storeId: string,
  entries: readonly { field: string; values: Identifiers; variantId?: string | undefined }[],
): Promise<void> {
  const seen = new Map<string, string>();
  const wanted: Record<string, string[]> = { sku: [], barcode: [], ean: [], upc: [] };
  for (const entry of entries) {
    for (const name of IDENTIFIERS) {
      const value = entry.values[name];
      if (!value) continue;
      const key = `${name}:${value}`;
      if (seen.has(key)) throw duplicateIdentifier(`${entry.field}.${name}`, name, value);
      seen.set(key, entry.variantId ?? '');
      wanted[name]!.push(value);
    }
  }
  if (seen.size === 0) return;
  const rows = (await tx.execute(sql`
    select id, sku, barcode, ean, upc from product_variant
    where store_id = ${storeId} and deleted_at is null and (
      sku = any(${sql.param(wanted.sku)}::text[]) or barcode = any(${sql.param(wanted.barcode)}::text[])
      or ean = any(${sql.param(wanted.ean)}::text[]) or upc = any(${sql.param(wanted.upc)}::text[]))`)) as {
    rows: Array<{ id: string } & Record<(typeof IDENTIFIERS)[number], string | null>>;
  };
  for (const row of rows.rows) {
    for (const entry of entries) {
      for (const name of IDENTIFIERS) {
        const value = entry.values[name];
        if (value && row[name] === value && row.id !== entry.variantId) {
          throw duplicateIdentifier(`${entry.field}.${name}`, name, value);
        }
      }
    }
  }
}

/** Rows of a variant's option values, checking one value per option of the product. */
function optionValueRows(
  storeId: string,
  field: string,
  variantId: string,
  optionIds: readonly string[],
  values: readonly { option_id: string; value: string }[],
): (typeof productOptionValue.$inferInsert)[] {
  const byOption = new Map(values.map((entry) => [entry.option_id, entry.value]));
  for (const entry of values) {
    if (!optionIds.includes(entry.option_id)) {
      throw new StoredeskError(
        'invalid_data',
        `${field}: option ${entry.option_id} is not an option of this product`,
      );
    }
  }
  const missing = optionIds.filter((id) => !byOption.has(id));
  if (missing.length > 0) {
    throw new StoredeskError(
      'invalid_data',
      `${field} must give one value for each of the product's ${optionIds.length} options (missing ${missing.join(', ')})`,
    );
  }
  return optionIds.map((optionId) => ({
    storeId,
    id: newId('optval'),
    optionId,
    variantId,
    value: byOption.get(optionId)!,
  }));
}

function comboKey(values: ReadonlyMap<string, string> | Map<string, string>): string {
  return [...values.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([option, value]) => `${option}=${value}`)
    .join('|');
}

type VariantFields = Omit<VariantCreateInput, 'options' | 'prices'>;

function variantColumns(input: Partial<VariantFields>) {
  const columns: Partial<typeof productVariant.$inferInsert> = {};
  if (input.title !== undefined) columns.title = input.title;
  for (const name of IDENTIFIERS) if (input[name] !== undefined) columns[name] = input[name];
  if (input.variant_rank !== undefined) columns.variantRank = input.variant_rank;
  if (input.inventory_quantity !== undefined) columns.inventoryQuantity = input.inventory_quantity;
  if (input.allow_backorder !== undefined) columns.allowBackorder = input.allow_backorder;
  if (input.manage_inventory !== undefined) columns.manageInventory = input.manage_inventory;
  if (input.metadata !== undefined) columns.metadata = input.metadata;
  Object.assign(columns, shippingColumns(input));
  return columns;
}

function shippingColumns(input: {
  weight?: number | null | undefined;
  length?: number | null | undefined;
  height?: number | null | undefined;
  width?: number | null | undefined;
  hs_code?: string | null | undefined;
  origin_country?: string | null | undefined;
  mid_code?: string | null | undefined;
  material?: string | null | undefined;
}) {
  const columns: Record<string, unknown> = {};
  if (input.weight !== undefined) columns.weight = input.weight;
  if (input.length !== undefined) columns.length = input.length;
  if (input.height !== undefined) columns.height = input.height;
  if (input.width !== undefined) columns.width = input.width;
  if (input.hs_code !== undefined) columns.hsCode = input.hs_code;
  if (input.origin_country !== undefined) columns.originCountry = input.origin_country;
  if (input.mid_code !== undefined) columns.midCode = input.mid_code;
  if (input.material !== undefined) columns.material = input.material;
  return columns;
}

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

/** The live variants of one of the store's products. */
const liveVariantsOf = (storeId: string, productId: string) =>
  and(
    eq(productVariant.storeId, storeId),
    eq(productVariant.productId, productId),
    isNull(productVariant.deletedAt),
  );

export function createProductsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  const liveProduct = (storeId: string, id: string) =>
    and(eq(product.storeId, storeId), eq(product.id, id), isNull(product.deletedAt));

  async function lockProduct(tx: Tx, storeId: string, id: string) {
    const rows = await tx.select().from(product).where(liveProduct(storeId, id)).for('update');
    if (!rows[0]) throw notFound('Product', id);
    return rows[0];
  }

  async function optionIdsOf(tx: Tx, storeId: string, productId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: productOption.id })
      .from(productOption)
      .where(and(eq(productOption.storeId, storeId), eq(productOption.productId, productId)))
      .orderBy(productOption.rank, productOption.id);
    return rows.map((row) => row.id);
  }

  /** Inserts variants with their option values and prices; refuses repeated combinations. */
  async function insertVariants(
    tx: Tx,
    storeId: string,
    productId: string,
    optionIds: readonly string[],
    variants: readonly (VariantFields & {
      options: { option_id: string; value: string }[];
      prices: VariantCreateInput['prices'];
    })[],
    field: (index: number) => string,
    firstRank: number,
  ): Promise<string[]> {
    const combos = await variantCombinations(tx, storeId, productId);
    const taken = new Set([...combos.values()].map(comboKey));
    await assertIdentifiersFree(
      tx,
      storeId,
      variants.map((variant, index) => ({ field: field(index), values: variant })),
    );
    const ids: string[] = [];
    const variantRows: (typeof productVariant.$inferInsert)[] = [];
    const valueRows: (typeof productOptionValue.$inferInsert)[] = [];
    const prices: (typeof moneyAmount.$inferInsert)[] = [];
    for (const [index, variant] of variants.entries()) {
      const id = newId('variant');
      ids.push(id);
      const values = optionValueRows(
        storeId,
        `${field(index)}.options`,
        id,
        optionIds,
        variant.options,
      );
      if (optionIds.length > 0) {
        const key = comboKey(new Map(values.map((row) => [row.optionId, row.value])));
        if (taken.has(key)) {
          throw new StoredeskError(
            'invalid_data',
            `${field(index)}.options: another variant already has the options ${values.map((row) => row.value).join(' / ')}`,
          );
        }
        taken.add(key);
      }
      variantRows.push({
        ...variantColumns(variant),
        storeId,
        id,
        productId,
        title: variant.title,
        variantRank: variant.variant_rank ?? firstRank + index,
      });
      valueRows.push(...values);
      prices.push(...(await priceRows(tx, storeId, `${field(index)}.prices`, id, variant.prices)));
    }
    if (variantRows.length) await tx.insert(productVariant).values(variantRows);
    if (valueRows.length) await tx.insert(productOptionValue).values(valueRows);
    if (prices.length) await tx.insert(moneyAmount).values(prices);
    // Stock: each variant that manages inventory gets its item, stocked at the default location.
    if (variantRows.length) {
      await ensureVariantStock(
        tx,
        storeId,
        variantQuantities(
          variants.map((variant, index) => ({
            variantId: ids[index]!,
            quantity: variant.inventory_quantity,
          })),
        ),
      );
    }
    return ids;
  }

  async function defaultSalesChannel(tx: Tx, storeId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: store.defaultSalesChannelId })
      .from(store)
      .where(eq(store.id, storeId));
    return rows[0]?.id ? [rows[0].id] : [];
  }

  /** Type, collection, tags, categories and sales channels of a create or update. */
  async function organise(
    tx: Tx,
    storeId: string,
    productId: string,
    input: Pick<CreateInput, 'type' | 'collection_id' | 'tags' | 'categories' | 'sales_channels'>,
    creating: boolean,
  ): Promise<{ typeId?: string | null; collectionId?: string | null }> {
    const result: { typeId?: string | null; collectionId?: string | null } = {};
    if (input.type !== undefined) {
      result.typeId = input.type
        ? (await resolveValues(tx, storeId, 'product_type', 'type', [input.type]))[0]!
        : null;
    }
    if (input.collection_id !== undefined) {
      if (input.collection_id)
        await requireIds(tx, storeId, 'collection', 'collection_id', [input.collection_id]);
      result.collectionId = input.collection_id;
    }
    if (input.tags !== undefined) {
      const tagIds = await resolveValues(tx, storeId, 'product_tag', 'tags', input.tags);
      await replaceLinks(tx, storeId, productId, productTags, tagIds);
    }
    if (input.categories !== undefined) {
      const ids = input.categories.map((entry) => entry.id);
      await requireIds(tx, storeId, 'category', 'categories', ids);
      await replaceLinks(tx, storeId, productId, productCategoryProduct, ids);
    }
    if (input.sales_channels !== undefined || creating) {
      // Medusa v1: a product created without sales channels joins the default channel.
      const ids = input.sales_channels
        ? input.sales_channels.map((entry) => entry.id)
        : creating
          ? await defaultSalesChannel(tx, storeId)
          : [];
      await requireIds(tx, storeId, 'sales_channel', 'sales_channels', ids);
      await replaceLinks(tx, storeId, productId, productSalesChannel, ids);
    }
    return result;
  }

  async function readProduct(
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

  async function readPage(query: ProductQuery, shape: 'list' | 'hits' = 'list'): Promise<string> {
    const params = new TenantQuery();
    const json = await tenantRead(db, query.storeId, productPageSql(query, params, shape), params);
    if (json === 'region_not_found') throw notFound('Region', query.pricing?.regionId ?? '');
    return json!;
  }

  function pricing(query: { region_id?: string | undefined; currency_code?: string | undefined }) {
    const context: PricingContext = {};
    if (query.region_id) context.regionId = query.region_id;
    else if (query.currency_code) context.currencyCode = query.currency_code;
    return context;
  }

  return {
    /** `GET /admin/products`: one SQL statement, answered as JSON text. */
    async list(ctx: AdminContext, query: AdminListQuery): Promise<string> {
      return readPage(productList('admin', ctx.storeId, query));
    },

    retrieve(
      ctx: AdminContext,
      id: string,
      find: { fields?: string | undefined; expand?: string | undefined },
    ): Promise<string> {
      return readProduct(ctx.storeId, id, 'admin', find);
    },

    async create(ctx: AdminContext, input: CreateInput): Promise<string> {
      const id = newId('prod');
      const handle = input.handle ?? slugify(input.title);
      await guarded(
        () =>
          withTenantTx(db, ctx.storeId, async (tx) => {
            await tx.insert(product).values({
              storeId: ctx.storeId,
              id,
              title: input.title,
              subtitle: input.subtitle ?? null,
              description: input.description ?? null,
              handle,
              isGiftcard: input.is_giftcard ?? false,
              status: input.status ?? 'draft',
              thumbnail: input.thumbnail ?? input.images?.[0] ?? null,
              discountable: input.discountable ?? true,
              externalId: input.external_id ?? null,
              metadata: input.metadata ?? null,
              ...shippingColumns(input),
            });
            const organised = await organise(tx, ctx.storeId, id, input, true);
            if (organised.typeId !== undefined || organised.collectionId !== undefined) {
              await tx
                .update(product)
                .set({
                  typeId: organised.typeId ?? null,
                  collectionId: organised.collectionId ?? null,
                })
                .where(liveProduct(ctx.storeId, id));
            }
            if (input.images?.length) await replaceImages(tx, ctx.storeId, id, input.images);
            const optionIds = (input.options ?? []).map(() => newId('opt'));
            if (optionIds.length) {
              await tx.insert(productOption).values(
                (input.options ?? []).map((option, rank) => ({
                  storeId: ctx.storeId,
                  id: optionIds[rank]!,
                  productId: id,
                  title: option.title,
                  rank,
                })),
              );
            }
            const variants = (input.variants ?? []).map((variant, index) => {
              const values = variant.options ?? [];
              if (values.length !== optionIds.length) {
                throw new StoredeskError(
                  'invalid_data',
                  `variants.${index}.options must have one value for each of the ${optionIds.length} product options`,
                );
              }
              return {
                ...variant,
                options: values.map((entry, position) => ({
                  option_id: optionIds[position]!,
                  value: entry.value,
                })),
                prices: variant.prices ?? [],
              };
            });
            await insertVariants(
              tx,
              ctx.storeId,
              id,
              optionIds,
              variants,
              (i) => `variants.${i}`,
              0,
            );
          }),
        handle,
      );
      return readProduct(ctx.storeId, id, 'admin');
    },

    async update(ctx: AdminContext, id: string, input: UpdateInput): Promise<string> {
      await guarded(
        () =>
          withTenantTx(db, ctx.storeId, async (tx) => {
            await lockProduct(tx, ctx.storeId, id);
            const organised = await organise(tx, ctx.storeId, id, input, false);
            const columns: Partial<typeof product.$inferInsert> = { updatedAt: new Date() };
            if (input.title !== undefined) columns.title = input.title;
            if (input.subtitle !== undefined) columns.subtitle = input.subtitle;
            if (input.description !== undefined) columns.description = input.description;
            if (input.handle !== undefined) columns.handle = input.handle;
            if (input.is_giftcard !== undefined) columns.isGiftcard = input.is_giftcard;
            if (input.status !== undefined) columns.status = input.status;
            if (input.thumbnail !== undefined) columns.thumbnail = input.thumbnail;
            if (input.discountable !== undefined) columns.discountable = input.discountable;
            if (input.external_id !== undefined) columns.externalId = input.external_id;
            if (input.metadata !== undefined) columns.metadata = input.metadata;
            if (organised.typeId !== undefined) columns.typeId = organised.typeId;
            if (organised.collectionId !== undefined) columns.collectionId = organised.collectionId;
            Object.assign(columns, shippingColumns(input));
            await tx.update(product).set(columns).where(liveProduct(ctx.storeId, id));
            if (input.images !== undefined) {
              await replaceImages(tx, ctx.storeId, id, input.images);
              if (input.thumbnail === undefined && input.images[0]) {
                await tx
                  .update(product)
                  .set({ thumbnail: input.images[0] })
                  .where(and(liveProduct(ctx.storeId, id), isNull(product.thumbnail)));
              }
            }
            if (input.variants !== undefined) {
              await syncVariants(tx, ctx.storeId, id, input.variants);
            }
          }),
        input.handle,
      );
      return readProduct(ctx.storeId, id, 'admin');
    },

    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await lockProduct(tx, ctx.storeId, id);
        const now = new Date();
        await tx.update(product).set({ deletedAt: now }).where(liveProduct(ctx.storeId, id));
        await retireVariantItems(
          tx,
          ctx.storeId,
          sql`SELECT id FROM product_variant WHERE store_id = ${ctx.storeId} AND product_id = ${id}
            AND deleted_at IS NULL`,
        );
        await tx
          .update(productVariant)
          .set({ deletedAt: now })
          .where(liveVariantsOf(ctx.storeId, id));
      });
    },

    async setMetadata(
      ctx: AdminContext,
      id: string,
      input: { key: string; value: string | number | boolean | null },
    ): Promise<string> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await lockProduct(tx, ctx.storeId, id);
        await tx
          .update(product)
          .set({
            metadata: sql`coalesce(${product.metadata}, '{}'::jsonb) || jsonb_build_object(${input.key}::text, ${JSON.stringify(input.value)}::jsonb)`,
            updatedAt: new Date(),
          })
          .where(liveProduct(ctx.storeId, id));
      });
      return readProduct(ctx.storeId, id, 'admin');
    },

    async addOption(ctx: AdminContext, id: string, input: { title: string }): Promise<string> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await lockProduct(tx, ctx.storeId, id);
        const [last] = await tx
          .select({ rank: max(productOption.rank) })
          .from(productOption)
          .where(and(eq(productOption.storeId, ctx.storeId), eq(productOption.productId, id)));
        const optionId = newId('opt');
        await tx.insert(productOption).values({
          storeId: ctx.storeId,
          id: optionId,
          productId: id,
          title: input.title,
          rank: (last?.rank ?? -1) + 1,
        });
        // Existing variants need a value for the new option; they get "Default" to edit later.
        const variants = await tx
          .select({ id: productVariant.id })
          .from(productVariant)
          .where(liveVariantsOf(ctx.storeId, id));
        if (variants.length) {
          await tx.insert(productOptionValue).values(
            variants.map((variant) => ({
              storeId: ctx.storeId,
              id: newId('optval'),
              optionId,
              variantId: variant.id,
              value: 'Default',
            })),
          );
        }
      });
      return readProduct(ctx.storeId, id, 'admin');
    },

    async updateOption(
      ctx: AdminContext,
      id: string,
      optionId: string,
      input: { title: string },
    ): Promise<string> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await lockProduct(tx, ctx.storeId, id);
        const rows = await tx
          .update(productOption)
          .set({ title: input.title, updatedAt: new Date() })
          .where(
            and(
              eq(productOption.storeId, ctx.storeId),
              eq(productOption.productId, id),
              eq(productOption.id, optionId),
            ),
          )
          .returning({ id: productOption.id });
        if (!rows[0]) throw notFound('ProductOption', optionId);
      });
      return readProduct(ctx.storeId, id, 'admin');
    },

    async deleteOption(ctx: AdminContext, id: string, optionId: string): Promise<string> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await lockProduct(tx, ctx.storeId, id);
        const optionIds = await optionIdsOf(tx, ctx.storeId, id);
        if (!optionIds.includes(optionId)) throw notFound('ProductOption', optionId);
        const combos = await variantCombinations(tx, ctx.storeId, id);
        const seen = new Set<string>();
        for (const combo of combos.values()) {
          combo.delete(optionId);
          const key = comboKey(combo);
          if (seen.has(key)) {
            throw new StoredeskError(
              'invalid_data',
              'Deleting this option would leave two variants with the same options; delete or change those variants first.',
            );
          }
          seen.add(key);
        }
        await tx
          .delete(productOption)
          .where(and(eq(productOption.storeId, ctx.storeId), eq(productOption.id, optionId)));
      });
      return readProduct(ctx.storeId, id, 'admin');
    },

    async createVariant(ctx: AdminContext, id: string, input: VariantCreateInput): Promise<string> {
      await guarded(() =>
        withTenantTx(db, ctx.storeId, async (tx) => {
          await lockProduct(tx, ctx.storeId, id);
          const optionIds = await optionIdsOf(tx, ctx.storeId, id);
          const [last] = await tx
            .select({ rank: max(productVariant.variantRank) })
            .from(productVariant)
            .where(liveVariantsOf(ctx.storeId, id));
          await insertVariants(
            tx,
            ctx.storeId,
            id,
            optionIds,
            [{ ...input, options: input.options ?? [] }],
            () => 'body',
            (last?.rank ?? -1) + 1,
          );
        }),
      );
      return readProduct(ctx.storeId, id, 'admin');
    },

    async updateVariant(
      ctx: AdminContext,
      id: string,
      variantId: string,
      input: VariantUpdateInput,
    ): Promise<string> {
      await guarded(() =>
        withTenantTx(db, ctx.storeId, async (tx) => {
          await lockProduct(tx, ctx.storeId, id);
          await updateOneVariant(tx, ctx.storeId, id, variantId, input, 'body');
        }),
      );
      return readProduct(ctx.storeId, id, 'admin');
    },

    async deleteVariant(ctx: AdminContext, id: string, variantId: string): Promise<string> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await lockProduct(tx, ctx.storeId, id);
        const rows = await tx
          .update(productVariant)
          .set({ deletedAt: new Date() })
          .where(and(liveVariantsOf(ctx.storeId, id), eq(productVariant.id, variantId)))
          .returning({ id: productVariant.id });
        if (!rows[0]) throw notFound('ProductVariant', variantId);
        await retireVariantItems(tx, ctx.storeId, sql`${variantId}::text`);
      });
      return readProduct(ctx.storeId, id, 'admin');
    },

    /** `GET /admin/products/:id/variants`. */
    async listProductVariants(
      ctx: AdminContext,
      id: string,
      query: { limit?: number | undefined; offset?: number | undefined },
    ): Promise<string> {
      await readProduct(ctx.storeId, id, 'admin', { fields: 'id', expand: '' });
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'admin',
          storeId: ctx.storeId,
          productId: id,
          withProduct: false,
          ...paging(query, 100),
        },
        params,
        'list',
      );
      return (await tenantRead(db, ctx.storeId, text, params))!;
    },

    /** `GET /admin/variants`. */
    async listVariants(ctx: AdminContext, query: AdminVariantsQuery): Promise<string> {
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'admin',
          storeId: ctx.storeId,
          ids: query.id,
          q: query.q ?? query.title,
          withProduct: true,
          ...paging(query, 20),
          pricing: pricing(query),
        },
        params,
        'list',
      );
      const json = await tenantRead(db, ctx.storeId, text, params);
      if (json === 'region_not_found') throw notFound('Region', query.region_id ?? '');
      return json!;
    },

    async retrieveVariant(ctx: AdminContext, variantId: string): Promise<string> {
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'admin',
          storeId: ctx.storeId,
          ids: [variantId],
          withProduct: true,
          limit: 1,
          offset: 0,
        },
        params,
        'single',
      );
      const json = await tenantRead(db, ctx.storeId, text, params);
      if (!json) throw notFound('ProductVariant', variantId);
      return json;
    },

    // ---- store API ------------------------------------------------------------------------

    storeList(ctx: RequestContext, query: StoreListQuery, keySalesChannelIds: string[]) {
      const { region_id, currency_code, cart_id: _cart, ...rest } = query;
      return readPage({
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
      return readProduct(ctx.storeId, id, 'store', query, {
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

    async storeVariants(
      ctx: RequestContext,
      query: {
        ids?: string[] | undefined;
        limit?: number | undefined;
        offset?: number | undefined;
        region_id?: string | undefined;
        currency_code?: string | undefined;
      },
      keySalesChannelIds: string[],
      single = false,
    ): Promise<string | null> {
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'store',
          storeId: ctx.storeId,
          ids: query.ids,
          withProduct: false,
          ...paging(query, 100),
          pricing: pricing(query),
          keySalesChannelIds,
        },
        params,
        single ? 'single' : 'list',
      );
      const json = await tenantRead(db, ctx.storeId, text, params);
      if (json === 'region_not_found') throw notFound('Region', query.region_id ?? '');
      return json;
    },
  };

  /** Applies a product update's `variants`: listed ones change or are created, others go. */
  async function syncVariants(
    tx: Tx,
    storeId: string,
    productId: string,
    variants: UpdateInput['variants'] & object,
  ): Promise<void> {
    const existing = await tx
      .select({ id: productVariant.id })
      .from(productVariant)
      .where(liveVariantsOf(storeId, productId));
    const existingIds = new Set(existing.map((row) => row.id));
    const keep = new Set<string>();
    for (const [index, variant] of variants.entries()) {
      if (variant.id && !existingIds.has(variant.id)) {
        throw new StoredeskError(
          'not_found',
          `variants.${index}.id: ProductVariant with id ${variant.id} was not found on this product`,
        );
      }
      if (variant.id) keep.add(variant.id);
    }
    const removed = [...existingIds].filter((id) => !keep.has(id));
    if (removed.length) {
      await tx
        .update(productVariant)
        .set({ deletedAt: new Date() })
        .where(and(eq(productVariant.storeId, storeId), inArray(productVariant.id, removed)));
      await retireVariantItems(tx, storeId, sql`SELECT unnest(${sql.param(removed)}::text[])`);
    }
    const optionIds = await optionIdsOf(tx, storeId, productId);
    for (const [index, variant] of variants.entries()) {
      if (variant.id) {
        await updateOneVariant(tx, storeId, productId, variant.id, variant, `variants.${index}`);
      } else {
        if (!variant.title) {
          throw new StoredeskError('invalid_data', `variants.${index}.title is required`);
        }
        await insertVariants(
          tx,
          storeId,
          productId,
          optionIds,
          [
            {
              ...variant,
              title: variant.title,
              options: variant.options ?? [],
              prices: variant.prices ?? [],
            },
          ],
          () => `variants.${index}`,
          index,
        );
      }
    }
  }

  async function updateOneVariant(
    tx: Tx,
    storeId: string,
    productId: string,
    variantId: string,
    input: VariantUpdateInput,
    field: string,
  ): Promise<void> {
    const { options, prices, ...fields } = input;
    await assertIdentifiersFree(tx, storeId, [{ field, values: fields, variantId }]);
    const rows = await tx
      .update(productVariant)
      .set({ ...variantColumns(fields), updatedAt: new Date() })
      .where(and(liveVariantsOf(storeId, productId), eq(productVariant.id, variantId)))
      .returning({ id: productVariant.id });
    if (!rows[0]) throw notFound('ProductVariant', variantId);
    // Stock (v1 clients and our product page write inventory_quantity; see ensureVariantStock),
    // and the item created when the variant starts managing inventory.
    if (fields.inventory_quantity !== undefined || fields.manage_inventory === true) {
      await ensureVariantStock(
        tx,
        storeId,
        variantQuantities([{ variantId, quantity: fields.inventory_quantity }]),
      );
    }
    if (fields.sku !== undefined) {
      // The item keeps the variant's SKU, so the inventory list finds it by the same one.
      await tx.execute(sql`UPDATE inventory_item i SET sku = ${fields.sku}, updated_at = now()
        FROM product_variant_inventory_item pvi
        WHERE pvi.store_id = ${storeId} AND pvi.variant_id = ${variantId}
          AND i.store_id = pvi.store_id AND i.id = pvi.inventory_item_id
          AND i.sku IS DISTINCT FROM ${fields.sku}`);
    }
    if (prices !== undefined) {
      await replaceVariantPrices(
        tx,
        storeId,
        variantId,
        await priceRows(tx, storeId, `${field}.prices`, variantId, prices),
      );
    }
    if (options !== undefined && options.length > 0) {
      const optionIds = await optionIdsOf(tx, storeId, productId);
      for (const entry of options) {
        if (!optionIds.includes(entry.option_id)) {
          throw new StoredeskError(
            'invalid_data',
            `${field}.options: option ${entry.option_id} is not an option of this product`,
          );
        }
      }
      const combos = await variantCombinations(tx, storeId, productId);
      const mine = new Map(combos.get(variantId) ?? []);
      for (const entry of options) mine.set(entry.option_id, entry.value);
      for (const [otherId, combo] of combos) {
        if (otherId !== variantId && comboKey(combo) === comboKey(mine)) {
          throw new StoredeskError(
            'invalid_data',
            `${field}.options: another variant already has the options ${[...mine.values()].join(' / ')}`,
          );
        }
      }
      for (const entry of options) {
        await tx
          .insert(productOptionValue)
          .values({
            storeId,
            id: newId('optval'),
            optionId: entry.option_id,
            variantId,
            value: entry.value,
          })
          .onConflictDoUpdate({
            target: [
              productOptionValue.storeId,
              productOptionValue.variantId,
              productOptionValue.optionId,
            ],
            set: { value: entry.value, updatedAt: new Date() },
          });
      }
    }
  }
}

export type ProductsService = ReturnType<typeof createProductsService>;
