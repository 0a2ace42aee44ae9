import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { listValues, type ValueListQuery, type ValueRow } from '../products/value-list.js';
import { product, productTags } from '../products/products.tables.js';
import { productTag } from './product-tags.tables.js';

export type ProductTagRow = ValueRow;

/** `GET /admin/products/tag-usage` answers at most this many tags, the most used first. */
const TAG_USAGE_LIMIT = 1000;

export function createProductTagsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** A page of the store's tags and the total, in at most two statements. */
    list(ctx: RequestContext, query: ValueListQuery, defaultLimit: number) {
      return listValues(db, productTag, ctx.storeId, query, defaultLimit);
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
