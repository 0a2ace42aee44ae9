import type * as contract from '@storedesk/contract';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { retireVariantItems } from '../stock/stock.js';
import type { VariantCreateInput, VariantUpdateInput } from './products.columns.js';
import { guarded } from './products.identifiers.js';
import { readProduct } from './products.read.js';
import { liveVariantsOf, lockProduct, optionIdsOf } from './products.repo.js';
import { productVariant } from './products.tables.js';
import { insertVariants, updateOneVariant } from './variants.rows.js';

type UpdateInput = z.output<typeof contract.AdminPostProductsProductReq>;

/** A product's variants (`/admin/products/:id/variants`), each answered with the whole product. */
export function variantWrites(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
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
      return readProduct(db, ctx.storeId, id, 'admin');
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
      return readProduct(db, ctx.storeId, id, 'admin');
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
      return readProduct(db, ctx.storeId, id, 'admin');
    },
  };
}

/** Applies a product update's `variants`: listed ones change or are created, others go. */
export async function syncVariants(
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
