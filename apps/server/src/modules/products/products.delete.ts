import { sql } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { retireVariantItems } from '../stock/stock.js';
import { liveProduct, liveVariantsOf, lockProduct } from './products.repo.js';
import { product, productVariant } from './products.tables.js';

/** `DELETE /admin/products/:id`: the product and its variants go; their inventory items retire. */
export function productDeletion(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
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
  };
}
