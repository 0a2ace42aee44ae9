import type * as contract from '@storedesk/contract';
import { and, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { shippingColumns } from './products.columns.js';
import { guarded } from './products.identifiers.js';
import { organise } from './products.organise.js';
import { readProduct } from './products.read.js';
import { liveProduct, lockProduct, replaceImages } from './products.repo.js';
import { product } from './products.tables.js';
import { syncVariants } from './variants.write.js';

type UpdateInput = z.output<typeof contract.AdminPostProductsProductReq>;

/** `POST /admin/products/:id` and its `/metadata`: changes to a product the store has. */
export function productUpdates(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
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
      return readProduct(db, ctx.storeId, id, 'admin');
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
      return readProduct(db, ctx.storeId, id, 'admin');
    },
  };
}
