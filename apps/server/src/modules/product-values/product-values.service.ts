import type { AdminGetProductValuesParams, ProductValueKind } from '@storedesk/contract';
import { and, asc, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import {
  findPage,
  liveOf,
  readList,
  search,
  timestampFilters,
  type Page,
} from '../../platform/list.js';
import { product, productTags } from '../products/products.tables.js';
import {
  productTag,
  productType,
  type ProductValueRow,
  type ProductValueTable,
} from './product-values.tables.js';

/** The filters of a tag or type list, admin and store alike (the store has no discounts). */
export type ProductValueListQuery = Omit<
  z.output<typeof AdminGetProductValuesParams>,
  'discount_condition_id'
>;

export const PRODUCT_VALUE_TABLES: Record<ProductValueKind, ProductValueTable> = {
  tag: productTag,
  type: productType,
};

/** `GET /admin/products/tag-usage` answers at most this many tags, the most used first. */
const TAG_USAGE_LIMIT = 1000;

export function createProductValuesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** A page of the store's tags or types and the total, in one statement (two past the end). */
    list(
      kind: ProductValueKind,
      ctx: RequestContext,
      query: ProductValueListQuery,
      defaultLimit: number,
    ): Promise<Page<ProductValueRow>> {
      const table = PRODUCT_VALUE_TABLES[kind] as typeof productTag;
      const list = readList(query, {
        defaultLimit,
        sortable: { value: table.value, created_at: table.createdAt, updated_at: table.updatedAt },
        defaultOrder: '-created_at',
        tieBreak: [table.id],
      });
      const where = and(
        liveOf(table, ctx.storeId),
        search(query.q, [table.value]),
        query.id?.length ? inArray(table.id, query.id) : undefined,
        query.value?.length ? inArray(table.value, query.value) : undefined,
        ...timestampFilters(table, query),
      );
      return withTenantTx(db, ctx.storeId, (tx) => findPage(tx, table, where, list));
    },

    /** Every tag with the number of live products carrying it, the most used first. */
    tagUsage(ctx: RequestContext) {
      const usageCount = sql<number>`count(${product.id})`.mapWith(Number);
      return withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .select({ id: productTag.id, value: productTag.value, usage_count: usageCount })
          .from(productTag)
          .leftJoin(
            productTags,
            and(eq(productTags.storeId, productTag.storeId), eq(productTags.tagId, productTag.id)),
          )
          .leftJoin(
            product,
            and(
              eq(product.storeId, productTags.storeId),
              eq(product.id, productTags.productId),
              isNull(product.deletedAt),
            ),
          )
          .where(and(eq(productTag.storeId, ctx.storeId), isNull(productTag.deletedAt)))
          .groupBy(productTag.id, productTag.value)
          .orderBy(desc(usageCount), asc(productTag.value))
          .limit(TAG_USAGE_LIMIT),
      );
    },

    /** The types at least one live product has, by value. */
    typesInUse(ctx: RequestContext): Promise<ProductValueRow[]> {
      return withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .select()
          .from(productType)
          .where(
            and(
              eq(productType.storeId, ctx.storeId),
              isNull(productType.deletedAt),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(product)
                  .where(
                    and(
                      eq(product.storeId, ctx.storeId),
                      eq(product.typeId, productType.id),
                      isNull(product.deletedAt),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(asc(productType.value), asc(productType.id)),
      );
    },
  };
}
