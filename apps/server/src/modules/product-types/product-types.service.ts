import type { AdminGetProductTypesParams } from '@storedesk/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
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
import { product } from '../products/products.tables.js';
import { productType } from './product-types.tables.js';

export type ProductTypeRow = typeof productType.$inferSelect;
/** The admin and store lists take the same filters (the store has no discount_condition_id). */
type ListQuery = Omit<z.output<typeof AdminGetProductTypesParams>, 'discount_condition_id'>;

const SORTABLE = ['value', 'created_at', 'updated_at'] as const;
const SORT_COLUMNS = {
  value: productType.value,
  created_at: productType.createdAt,
  updated_at: productType.updatedAt,
} as const;

export function createProductTypesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** A page of the store's types and the total, in at most two statements. */
    async list(ctx: RequestContext, query: ListQuery, defaultLimit: number) {
      const limit = query.limit ?? defaultLimit;
      const offset = query.offset ?? 0;
      const order = parseOrder(query.order, SORTABLE, { field: 'created_at', direction: 'desc' });
      const column = SORT_COLUMNS[order.field];
      const where = and(
        eq(productType.storeId, ctx.storeId),
        isNull(productType.deletedAt),
        query.q ? ilike(productType.value, containsPattern(query.q)) : undefined,
        query.id?.length ? inArray(productType.id, query.id) : undefined,
        query.value?.length ? inArray(productType.value, query.value) : undefined,
        ...dateRange(productType.createdAt, query.created_at),
        ...dateRange(productType.updatedAt, query.updated_at),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const found = await tx
          .select({
            ...getTableColumns(productType),
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(productType)
          .where(where)
          .orderBy(order.direction === 'asc' ? asc(column) : desc(column), desc(productType.id))
          .limit(limit)
          .offset(offset);
        let total = found[0]?.total ?? 0;
        if (found.length === 0 && offset > 0) {
          const [counted] = await tx.select({ n: count() }).from(productType).where(where);
          total = counted?.n ?? 0;
        }
        const rows: ProductTypeRow[] = found.map(({ total: _total, ...row }) => row);
        return { rows, count: total, limit, offset };
      });
    },

    /** The types at least one live product has, by value. */
    async used(ctx: RequestContext): Promise<ProductTypeRow[]> {
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
