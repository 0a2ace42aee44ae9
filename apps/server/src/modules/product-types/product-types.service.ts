import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { listValues, type ValueListQuery, type ValueRow } from '../products/value-list.js';
import { product } from '../products/products.tables.js';
import { productType } from './product-types.tables.js';

export type ProductTypeRow = ValueRow;

export function createProductTypesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** A page of the store's types and the total, in at most two statements. */
    list(ctx: RequestContext, query: ValueListQuery, defaultLimit: number) {
      return listValues(db, productType, ctx.storeId, query, defaultLimit);
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
