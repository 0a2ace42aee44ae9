import type { AdminGetProductTagsParams } from '@storedesk/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { containsPattern, dateRange, parseOrder } from '../../platform/list.js';
import { product, productTags } from '../products/products.tables.js';
import { productTag } from './product-tags.tables.js';

export type ProductTagRow = typeof productTag.$inferSelect;
/** The admin and store lists take the same filters (the store has no discount_condition_id). */
type ListQuery = Omit<z.output<typeof AdminGetProductTagsParams>, 'discount_condition_id'>;

const SORTABLE = ['value', 'created_at', 'updated_at'] as const;
const SORT_COLUMNS = {
  value: productTag.value,
  created_at: productTag.createdAt,
  updated_at: productTag.updatedAt,
} as const;
/** `GET /admin/products/tag-usage` answers at most this many tags, the most used first. */
const TAG_USAGE_LIMIT = 1000;

export function createProductTagsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** A page of the store's tags and the total, in at most two statements. */
    async list(ctx: RequestContext, query: ListQuery, defaultLimit: number) {
      const limit = query.limit ?? defaultLimit;
      const offset = query.offset ?? 0;
      const order = parseOrder(query.order, SORTABLE, { field: 'created_at', direction: 'desc' });
      const column = SORT_COLUMNS[order.field];
      const where = and(
        eq(productTag.storeId, ctx.storeId),
        isNull(productTag.deletedAt),
        query.q ? ilike(productTag.value, containsPattern(query.q)) : undefined,
        query.id?.length ? inArray(productTag.id, query.id) : undefined,
        query.value?.length ? inArray(productTag.value, query.value) : undefined,
        ...dateRange(productTag.createdAt, query.created_at),
        ...dateRange(productTag.updatedAt, query.updated_at),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const found = await tx
          .select({
            ...getTableColumns(productTag),
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(productTag)
          .where(where)
          .orderBy(order.direction === 'asc' ? asc(column) : desc(column), desc(productTag.id))
          .limit(limit)
          .offset(offset);
        let total = found[0]?.total ?? 0;
        if (found.length === 0 && offset > 0) {
          const [counted] = await tx.select({ n: count() }).from(productTag).where(where);
          total = counted?.n ?? 0;
        }
        const rows: ProductTagRow[] = found.map(({ total: _total, ...row }) => row);
        return { rows, count: total, limit, offset };
      });
    },

    /** Every tag with the number of live products carrying it, the most used first. */
    async usage(ctx: RequestContext) {
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
  };
}
