import {
  PRICE_LIST_PRODUCTS_DEFAULT_LIMIT,
  PRICE_LISTS_DEFAULT_LIMIT,
  type AdminGetPriceListPaginationParams as ParamsSchema,
  type AdminPostPriceListPricesPricesReq as AddPricesSchema,
  type AdminPostPriceListsPriceListPriceListReq as UpdateSchema,
  type AdminPostPriceListsPriceListReq as CreateSchema,
  type ListParams,
} from '@storedesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listOptions, readList, search, timestampFilters } from '../../platform/list.js';
import type { MoneyAmountRow } from '../products/products.mapper.js';
import { product } from '../products/products.tables.js';
import { priceList } from './price-lists.tables.js';
import * as repo from './price-lists.repo.js';

type ListQuery = z.output<typeof ParamsSchema>;
type CreateInput = z.output<typeof CreateSchema>;
type UpdateInput = z.output<typeof UpdateSchema>;
type AddPricesInput = z.output<typeof AddPricesSchema>;

/** A price list with its prices, as the routes answer it. */
export interface PriceListWithPrices {
  list: repo.PriceListRow;
  prices: MoneyAmountRow[];
}

const LIST = listOptions({
  defaultLimit: PRICE_LISTS_DEFAULT_LIMIT,
  sortable: {
    created_at: priceList.createdAt,
    updated_at: priceList.updatedAt,
    name: priceList.name,
    status: priceList.status,
    type: priceList.type,
    starts_at: priceList.startsAt,
    ends_at: priceList.endsAt,
  },
  defaultOrder: '-created_at',
  tieBreak: [priceList.id],
});

/** The products of a list: newest first by default, like the product list. */
const PRODUCTS_LIST = listOptions({
  defaultLimit: PRICE_LIST_PRODUCTS_DEFAULT_LIMIT,
  sortable: { created_at: product.createdAt, updated_at: product.updatedAt, title: product.title },
  defaultOrder: '-created_at',
  tieBreak: [product.id],
});

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The columns a create or update writes; an update leaves out what it does not name. */
function listColumns<Input extends Pick<UpdateInput, 'name' | 'description' | 'type' | 'status'>>(
  input: Input,
  startsAt: Date | null | undefined,
  endsAt: Date | null | undefined,
): Pick<Input, 'name' | 'description' | 'type' | 'status'> & {
  startsAt: Date | null | undefined;
  endsAt: Date | null | undefined;
} {
  const { name, description, type, status } = input;
  return { name, description, type, status, startsAt, endsAt };
}

function checkDates(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new StoredeskError('invalid_data', 'ends_at must be after starts_at');
  }
}

const deleted = (ids: string[]) => ({
  ids,
  object: 'money-amount' as const,
  deleted: true as const,
});

/**
 * Price lists: sale or override prices for variants, live while active and inside their dates.
 * Each command is one tenant transaction; prices are checked all at once before any is written,
 * so a request with one bad price changes nothing.
 */
export function createPriceListsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function load(tx: Tx, storeId: string, id: string, lock = false) {
    const list = await repo.findById(tx, storeId, id, { lock });
    if (!list) throw notFound('PriceList', id);
    return list;
  }

  async function withPrices(tx: Tx, storeId: string, list: repo.PriceListRow) {
    return { list, prices: await repo.findPrices(tx, storeId, [list.id]) };
  }

  return {
    async list(ctx: AdminContext, query: ListQuery) {
      const list = readList(query, LIST);
      const filter = and(
        search(query.q, [priceList.name, priceList.description]),
        query.status ? inArray(priceList.status, query.status) : undefined,
        query.type ? inArray(priceList.type, query.type) : undefined,
        query.name !== undefined ? eq(priceList.name, query.name) : undefined,
        // No list has customer groups yet.
        query.customer_groups?.length ? sql`false` : undefined,
        ...timestampFilters(priceList, query),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const page = await repo.findMany(tx, ctx.storeId, filter, list);
        const prices = await repo.findPrices(
          tx,
          ctx.storeId,
          page.rows.map((row) => row.id),
        );
        const rows: PriceListWithPrices[] = page.rows.map((list) => ({
          list,
          prices: prices.filter((price) => price.priceListId === list.id),
        }));
        return { ...page, rows };
      });
    },

    async retrieve(ctx: AdminContext, id: string): Promise<PriceListWithPrices> {
      return withTenantTx(db, ctx.storeId, async (tx) =>
        withPrices(tx, ctx.storeId, await load(tx, ctx.storeId, id)),
      );
    },

    async create(ctx: AdminContext, input: CreateInput): Promise<PriceListWithPrices> {
      const startsAt = toDate(input.starts_at) ?? null;
      const endsAt = toDate(input.ends_at) ?? null;
      checkDates(startsAt, endsAt);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const id = newId('pl');
        const rows = await repo.resolvePrices(tx, ctx.storeId, id, 'prices', input.prices);
        const list = await repo.insert(tx, {
          storeId: ctx.storeId,
          id,
          ...listColumns(input, startsAt, endsAt),
        });
        await repo.upsertPrices(tx, rows);
        return withPrices(tx, ctx.storeId, list);
      });
    },

    /** Changes the given fields; given prices are added, or changed where they carry an id. */
    async update(ctx: AdminContext, id: string, input: UpdateInput): Promise<PriceListWithPrices> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const current = await load(tx, ctx.storeId, id, true);
        const startsAt = toDate(input.starts_at);
        const endsAt = toDate(input.ends_at);
        checkDates(
          startsAt === undefined ? current.startsAt : startsAt,
          endsAt === undefined ? current.endsAt : endsAt,
        );
        const rows = await repo.resolvePrices(tx, ctx.storeId, id, 'prices', input.prices ?? []);
        const list = await repo.update(tx, ctx.storeId, id, listColumns(input, startsAt, endsAt));
        await repo.upsertPrices(tx, rows);
        return withPrices(tx, ctx.storeId, list);
      });
    },

    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await load(tx, ctx.storeId, id, true);
        await repo.softRemove(tx, ctx.storeId, id);
      });
    },

    /** Adds or changes prices; with `override`, every other price of the list is removed. */
    async addPrices(ctx: AdminContext, id: string, input: AddPricesInput) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await load(tx, ctx.storeId, id, true);
        const rows = await repo.resolvePrices(tx, ctx.storeId, id, 'prices', input.prices);
        if (input.override) {
          await repo.removePrices(tx, ctx.storeId, id, {
            keepIds: input.prices.flatMap((price) => (price.id ? [price.id] : [])),
          });
        }
        await repo.upsertPrices(tx, rows);
        return withPrices(tx, ctx.storeId, await repo.update(tx, ctx.storeId, id, {}));
      });
    },

    /** Removes the given prices of the list; any id not in the list fails the whole request. */
    async deletePrices(ctx: AdminContext, id: string, priceIds: string[]) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await load(tx, ctx.storeId, id, true);
        await repo.requirePrices(tx, ctx.storeId, id, 'price_ids', priceIds);
        return deleted(await repo.removePrices(tx, ctx.storeId, id, { ids: priceIds }));
      });
    },

    /** Removes the list's prices of the given products (each one of this store's products). */
    async deleteProductsPrices(
      ctx: AdminContext,
      id: string,
      productIds: string[],
      field?: string,
    ) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await load(tx, ctx.storeId, id, true);
        const missing = await repo.firstMissingProduct(tx, ctx.storeId, productIds);
        if (missing) {
          throw field
            ? new StoredeskError(
                'not_found',
                `${field}.${missing.index}: Product with id ${missing.id} was not found`,
              )
            : notFound('Product', missing.id);
        }
        return deleted(await repo.removePrices(tx, ctx.storeId, id, { productIds }));
      });
    },

    async deleteVariantPrices(ctx: AdminContext, id: string, variantId: string) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await load(tx, ctx.storeId, id, true);
        if (!(await repo.variantExists(tx, ctx.storeId, variantId))) {
          throw notFound('ProductVariant', variantId);
        }
        return deleted(await repo.removePrices(tx, ctx.storeId, id, { variantIds: [variantId] }));
      });
    },

    async listProducts(ctx: AdminContext, id: string, query: ListParams) {
      const list = readList(query, PRODUCTS_LIST);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await load(tx, ctx.storeId, id);
        return repo.findProductsOfList(tx, ctx.storeId, id, list);
      });
    },
  };
}
