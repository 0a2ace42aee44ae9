import type * as contract from '@storedesk/contract';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { shippingColumns } from './products.columns.js';
import { guarded, slugify } from './products.identifiers.js';
import { organise } from './products.organise.js';
import { readProduct } from './products.read.js';
import { liveProduct, replaceImages } from './products.repo.js';
import { product, productOption } from './products.tables.js';
import { insertVariants } from './variants.rows.js';

type CreateInput = z.output<typeof contract.AdminPostProductsReq>;

/** `POST /admin/products`: a product with its options, variants, images and links, in one go. */
export function productCreation(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    async create(ctx: AdminContext, input: CreateInput): Promise<string> {
      const id = newId('prod');
      const handle = input.handle ?? slugify(input.title);
      await guarded(
        () =>
          withTenantTx(db, ctx.storeId, async (tx) => {
            await tx.insert(product).values({
              storeId: ctx.storeId,
              id,
              title: input.title,
              subtitle: input.subtitle ?? null,
              description: input.description ?? null,
              handle,
              isGiftcard: input.is_giftcard ?? false,
              status: input.status ?? 'draft',
              thumbnail: input.thumbnail ?? input.images?.[0] ?? null,
              discountable: input.discountable ?? true,
              externalId: input.external_id ?? null,
              metadata: input.metadata ?? null,
              ...shippingColumns(input),
            });
            const organised = await organise(tx, ctx.storeId, id, input, true);
            if (organised.typeId !== undefined || organised.collectionId !== undefined) {
              await tx
                .update(product)
                .set({
                  typeId: organised.typeId ?? null,
                  collectionId: organised.collectionId ?? null,
                })
                .where(liveProduct(ctx.storeId, id));
            }
            if (input.images?.length) await replaceImages(tx, ctx.storeId, id, input.images);
            const optionIds = (input.options ?? []).map(() => newId('opt'));
            if (optionIds.length) {
              await tx.insert(productOption).values(
                (input.options ?? []).map((option, rank) => ({
                  storeId: ctx.storeId,
                  id: optionIds[rank]!,
                  productId: id,
                  title: option.title,
                  rank,
                })),
              );
            }
            const variants = (input.variants ?? []).map((variant, index) => {
              const values = variant.options ?? [];
              if (values.length !== optionIds.length) {
                throw new StoredeskError(
                  'invalid_data',
                  `variants.${index}.options must have one value for each of the ${optionIds.length} product options`,
                );
              }
              return {
                ...variant,
                options: values.map((entry, position) => ({
                  option_id: optionIds[position]!,
                  value: entry.value,
                })),
                prices: variant.prices ?? [],
              };
            });
            await insertVariants(
              tx,
              ctx.storeId,
              id,
              optionIds,
              variants,
              (i) => `variants.${i}`,
              0,
            );
          }),
        handle,
      );
      return readProduct(db, ctx.storeId, id, 'admin');
    },
  };
}
