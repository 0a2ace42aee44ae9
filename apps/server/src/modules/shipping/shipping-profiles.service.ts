import type {
  AdminPostShippingProfilesProfileReq,
  AdminPostShippingProfilesReq,
} from '@storedesk/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireAll } from '../../platform/batch.js';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { parseNames } from '../../platform/list.js';
import type { ProductRow } from '../products/products.mapper.js';
import { product } from '../products/products.tables.js';
import { region } from '../regions/regions.tables.js';
import type { ShippingOptionRow, ShippingProfileRow } from './shipping.mapper.js';
import { productProfileIdSql } from '../products/product-profile.js';
import { productShippingProfile, shippingOption, shippingProfile } from './shipping.tables.js';

type CreateInput = z.output<typeof AdminPostShippingProfilesReq>;
type UpdateInput = z.output<typeof AdminPostShippingProfilesProfileReq>;

/** A profile with its live options (in live regions) and, when asked for, its products. */
export interface ShippingProfileView {
  row: ShippingProfileRow;
  shippingOptions: ShippingOptionRow[];
  products?: ProductRow[];
}

const PROFILE_RELATIONS = ['shipping_options', 'products'] as const;

/** Reads `expand` of a profile: `products` adds its products (the default profile holds most). */
export function readProfileExpand(expand: string | undefined): { products: boolean } {
  const names = parseNames('expand', expand, PROFILE_RELATIONS) ?? [];
  return { products: names.includes('products') };
}

const liveProfile = (storeId: string, id: string) =>
  and(
    eq(shippingProfile.storeId, storeId),
    eq(shippingProfile.id, id),
    isNull(shippingProfile.deletedAt),
  );

/** An option's region, while it lives: options of a deleted region are gone with it. */
const liveRegionOf = and(
  eq(region.storeId, shippingOption.storeId),
  eq(region.id, shippingOption.regionId),
  isNull(region.deletedAt),
);

/** Which kind a store has one of, in words, for the 422 when a second is made. */
const KIND_NAMES = { default: 'a default', gift_card: 'a gift card' } as const;

function kindTaken(type: 'default' | 'gift_card'): StoredeskError {
  return new StoredeskError(
    'duplicate_error',
    `type: the store already has ${KIND_NAMES[type]} shipping profile`,
    'shipping_profile_kind_taken',
  );
}

export function createShippingProfilesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function readOne(
    tx: Tx,
    storeId: string,
    id: string,
    withProducts: boolean,
  ): Promise<ShippingProfileView> {
    const [row] = await tx.select().from(shippingProfile).where(liveProfile(storeId, id));
    if (!row) throw notFound('ShippingProfile', id);
    const options = await tx
      .select({ option: shippingOption })
      .from(shippingOption)
      .innerJoin(region, liveRegionOf)
      .where(
        and(
          eq(shippingOption.storeId, storeId),
          eq(shippingOption.profileId, id),
          isNull(shippingOption.deletedAt),
        ),
      )
      .orderBy(shippingOption.createdAt, shippingOption.id);
    const view: ShippingProfileView = {
      row,
      shippingOptions: options.map((entry) => entry.option),
    };
    if (withProducts) {
      view.products = await tx
        .select()
        .from(product)
        .where(
          and(
            eq(product.storeId, storeId),
            isNull(product.deletedAt),
            sql`${sql.raw(productProfileIdSql('"product"'))} = ${id}`,
          ),
        )
        .orderBy(product.title, product.id);
    }
    return view;
  }

  /** Moves the products into the profile: each product is in exactly one profile. */
  async function moveProducts(tx: Tx, storeId: string, profileId: string, ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const found = await tx
      .select({ id: product.id })
      .from(product)
      .where(
        and(eq(product.storeId, storeId), inArray(product.id, wanted), isNull(product.deletedAt)),
      );
    requireAll(
      'Product',
      wanted,
      found.map((row) => row.id),
    );
    await tx
      .insert(productShippingProfile)
      .values(wanted.map((productId) => ({ storeId, productId, profileId })))
      .onConflictDoUpdate({
        target: [productShippingProfile.storeId, productShippingProfile.productId],
        set: { profileId },
      });
  }

  /** Moves the shipping options into the profile. */
  async function moveOptions(tx: Tx, storeId: string, profileId: string, ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const moved = await tx
      .update(shippingOption)
      .set({ profileId, updatedAt: new Date() })
      .where(
        and(
          eq(shippingOption.storeId, storeId),
          inArray(shippingOption.id, wanted),
          isNull(shippingOption.deletedAt),
        ),
      )
      .returning({ id: shippingOption.id });
    // The update above ran inside the transaction: an unknown id rolls it back with the 404.
    requireAll(
      'ShippingOption',
      wanted,
      moved.map((row) => row.id),
    );
  }

  return {
    /** Every live profile of the store, the default and gift-card ones first (Medusa v1: unpaged). */
    async list(ctx: AdminContext): Promise<ShippingProfileRow[]> {
      return withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .select()
          .from(shippingProfile)
          .where(and(eq(shippingProfile.storeId, ctx.storeId), isNull(shippingProfile.deletedAt)))
          .orderBy(
            sql`CASE ${shippingProfile.type} WHEN 'default' THEN 0 WHEN 'gift_card' THEN 1 ELSE 2 END`,
            shippingProfile.createdAt,
            shippingProfile.id,
          ),
      );
    },

    async retrieve(ctx: AdminContext, id: string, withProducts: boolean) {
      return withTenantTx(db, ctx.storeId, (tx) => readOne(tx, ctx.storeId, id, withProducts));
    },

    async create(ctx: AdminContext, input: CreateInput): Promise<ShippingProfileView> {
      const type = input.type ?? 'custom';
      try {
        return await withTenantTx(db, ctx.storeId, async (tx) => {
          const [row] = await tx
            .insert(shippingProfile)
            .values({
              storeId: ctx.storeId,
              id: newId('sp'),
              name: input.name,
              type,
              metadata: input.metadata ?? null,
            })
            .returning();
          return { row: row!, shippingOptions: [] };
        });
      } catch (error) {
        if (isUniqueViolation(error) && type !== 'custom') throw kindTaken(type);
        throw error;
      }
    },

    /**
     * Renames the profile, changes its metadata, and moves products and shipping options into
     * it (v1's `products` and `shipping_options`). The store's default and gift-card profiles
     * keep their type, and no other profile can take it.
     */
    async update(ctx: AdminContext, id: string, input: UpdateInput, withProducts: boolean) {
      try {
        return await withTenantTx(db, ctx.storeId, async (tx) => {
          const [current] = await tx
            .select()
            .from(shippingProfile)
            .where(liveProfile(ctx.storeId, id))
            .for('update');
          if (!current) throw notFound('ShippingProfile', id);
          if (input.type !== undefined && input.type !== current.type) {
            if (current.type !== 'custom') {
              throw new StoredeskError(
                'invalid_data',
                `type: the store's ${current.type} shipping profile keeps its type`,
                'shipping_profile_kind_fixed',
              );
            }
          }
          await tx
            .update(shippingProfile)
            .set({
              ...(input.name !== undefined && { name: input.name }),
              ...(input.type !== undefined && { type: input.type }),
              ...(input.metadata !== undefined && { metadata: input.metadata }),
              updatedAt: new Date(),
            })
            .where(liveProfile(ctx.storeId, id));
          if (input.products) await moveProducts(tx, ctx.storeId, id, input.products);
          if (input.shipping_options) {
            await moveOptions(tx, ctx.storeId, id, input.shipping_options);
          }
          return readOne(tx, ctx.storeId, id, withProducts);
        });
      } catch (error) {
        if (isUniqueViolation(error) && (input.type === 'default' || input.type === 'gift_card')) {
          throw kindTaken(input.type);
        }
        throw error;
      }
    },

    /**
     * Soft-deletes a custom profile; its products go back to their default profile. The
     * default and gift-card profiles stay, and a profile that still has shipping options is
     * refused (delete or move them first), so no option is left without a profile.
     */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const [current] = await tx
          .select()
          .from(shippingProfile)
          .where(liveProfile(ctx.storeId, id))
          .for('update');
        if (!current) throw notFound('ShippingProfile', id);
        if (current.type !== 'custom') {
          throw new StoredeskError(
            'invalid_data',
            `The store's ${current.type === 'default' ? 'default' : 'gift card'} shipping profile cannot be deleted.`,
            'shipping_profile_required',
          );
        }
        const [options] = await tx
          .select({ total: count() })
          .from(shippingOption)
          .innerJoin(region, liveRegionOf)
          .where(
            and(
              eq(shippingOption.storeId, ctx.storeId),
              eq(shippingOption.profileId, id),
              isNull(shippingOption.deletedAt),
            ),
          );
        if (options!.total > 0) {
          // The profile's state refuses it until its options go (v1 answers such refusals 400).
          throw new StoredeskError(
            'invalid_data',
            `The shipping profile ${current.name} still has ${options!.total} shipping option${options!.total === 1 ? '' : 's'}; delete them or move them to another profile first.`,
            'shipping_profile_in_use',
          );
        }
        await tx
          .delete(productShippingProfile)
          .where(
            and(
              eq(productShippingProfile.storeId, ctx.storeId),
              eq(productShippingProfile.profileId, id),
            ),
          );
        await tx
          .update(shippingProfile)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(liveProfile(ctx.storeId, id));
      });
    },
  };
}
