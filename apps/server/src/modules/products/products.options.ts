import { and, eq, max } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { readProduct } from './products.read.js';
import { liveVariantsOf, lockProduct, optionIdsOf, variantCombinations } from './products.repo.js';
import { productOption, productOptionValue, productVariant } from './products.tables.js';

/**
 * A variant's option values as one comparable key, whatever order they come in: no two live
 * variants of a product may share one.
 */
export function comboKey(values: ReadonlyMap<string, string> | Map<string, string>): string {
  return [...values.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([option, value]) => `${option}=${value}`)
    .join('|');
}

/** A product's options (`/admin/products/:id/options`), each answered with the whole product. */
export function productOptions(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
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
      return readProduct(db, ctx.storeId, id, 'admin');
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
      return readProduct(db, ctx.storeId, id, 'admin');
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
      return readProduct(db, ctx.storeId, id, 'admin');
    },
  };
}
