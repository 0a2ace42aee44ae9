import type {
  AdminGetShippingOptionsParams as ParamsSchema,
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  SHIPPING_OPTION_ORDER_FIELDS,
  StoreGetShippingOptionsParams as StoreParamsSchema,
} from '@storedesk/contract';
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  dateRange,
  pageTotal,
  readList,
  search,
  withTotal,
  type Page,
} from '../../platform/list.js';
import type { ProviderRegistry } from '../../platform/providers/registry.js';
import { regionFulfillmentProvider } from '../regions/region-links.tables.js';
import { region } from '../regions/regions.tables.js';
import { findApplicableRates } from '../taxes/applicable-rates.js';
import { calculateLineTax } from '../taxes/tax-calculation.js';
import type {
  OptionPricing,
  RequirementRow,
  ShippingOptionRow,
  ShippingProfileRow,
} from './shipping.mapper.js';
import { productProfileIdSql } from '../products/product-profile.js';
import { shippingOption, shippingOptionRequirement, shippingProfile } from './shipping.tables.js';

type ListQuery = z.output<typeof ParamsSchema>;
type StoreListQuery = z.output<typeof StoreParamsSchema>;
type CreateInput = z.output<typeof AdminPostShippingOptionsReq>;
type UpdateInput = z.output<typeof AdminPostShippingOptionsOptionReq>;
type RegionRow = typeof region.$inferSelect;

/** Medusa v1's page size for shipping options. */
const DEFAULT_LIMIT = 50;
const SORTABLE = {
  name: shippingOption.name,
  amount: shippingOption.amount,
  created_at: shippingOption.createdAt,
  updated_at: shippingOption.updatedAt,
} satisfies Record<(typeof SHIPPING_OPTION_ORDER_FIELDS)[number], unknown>;

/** An option with everything its answer shows. */
export interface ShippingOptionView {
  row: ShippingOptionRow;
  profile: ShippingProfileRow;
  region: RegionRow;
  requirements: RequirementRow[];
  pricing: OptionPricing;
}

/** The provider lookup the options need (the app's provider registry). */
export type FulfillmentProviders = Pick<ProviderRegistry, 'fulfillment'>;

const liveOption = (storeId: string, id: string) =>
  and(
    eq(shippingOption.storeId, storeId),
    eq(shippingOption.id, id),
    isNull(shippingOption.deletedAt),
  );

const optionRegion = and(
  eq(region.storeId, shippingOption.storeId),
  eq(region.id, shippingOption.regionId),
  isNull(region.deletedAt),
);

/** Options are shown only while their region lives (a deleted region takes its options along). */
const withRelations = (tx: Tx) =>
  tx
    .select({
      row: getTableColumns(shippingOption),
      profile: getTableColumns(shippingProfile),
      region: getTableColumns(region),
      total: pageTotal(),
    })
    .from(shippingOption)
    .innerJoin(
      shippingProfile,
      and(
        eq(shippingProfile.storeId, shippingOption.storeId),
        eq(shippingProfile.id, shippingOption.profileId),
      ),
    )
    .innerJoin(region, optionRegion);

/**
 * Requirements (one statement) and prices with tax (one statement, through the tax-rate lookup
 * carts use) of a page of options. A region without automatic taxes charges none here, as in v1.
 */
async function complete(
  tx: Tx,
  storeId: string,
  rows: readonly { row: ShippingOptionRow; profile: ShippingProfileRow; region: RegionRow }[],
): Promise<ShippingOptionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(({ row }) => row.id);
  const requirements = await tx
    .select()
    .from(shippingOptionRequirement)
    .where(
      and(
        eq(shippingOptionRequirement.storeId, storeId),
        inArray(shippingOptionRequirement.shippingOptionId, ids),
        isNull(shippingOptionRequirement.deletedAt),
      ),
    )
    .orderBy(shippingOptionRequirement.type);
  const rates = await findApplicableRates(
    tx,
    storeId,
    rows.map(({ row }) => ({ key: row.id, regionId: row.regionId, shippingOptionId: row.id })),
  );
  return rows.map((entry) => {
    const applicable = entry.region.automaticTaxes ? (rates.get(entry.row.id) ?? []) : [];
    const tax = calculateLineTax(
      { unitPrice: entry.row.amount ?? 0, quantity: 1, includesTax: entry.row.includesTax },
      applicable,
    );
    return {
      ...entry,
      requirements: requirements.filter((r) => r.shippingOptionId === entry.row.id),
      pricing: { priceInclTax: tax.total, taxAmount: tax.tax, rates: applicable },
    };
  });
}

export function createShippingOptionsService(
  deps: Pick<AppDeps, 'db'> & { providers: FulfillmentProviders },
) {
  const { db, providers } = deps;

  async function readOne(tx: Tx, storeId: string, id: string): Promise<ShippingOptionView> {
    const found = await withRelations(tx).where(liveOption(storeId, id));
    if (!found[0]) throw notFound('ShippingOption', id);
    return (await complete(tx, storeId, found))[0]!;
  }

  /** The provider of an option, enabled in its region, or a 400 naming provider_id. */
  async function requireProvider(tx: Tx, storeId: string, regionId: string, providerId: string) {
    const [enabled] = await tx
      .select({ id: regionFulfillmentProvider.providerId })
      .from(regionFulfillmentProvider)
      .where(
        and(
          eq(regionFulfillmentProvider.storeId, storeId),
          eq(regionFulfillmentProvider.regionId, regionId),
          eq(regionFulfillmentProvider.providerId, providerId),
        ),
      );
    const provider = providers.fulfillment(providerId);
    if (!enabled || !provider) {
      throw new StoredeskError(
        'invalid_data',
        `provider_id: the fulfillment provider ${providerId} is not available in the region`,
      );
    }
    return provider;
  }

  /** The set of requirements becomes `wanted` (one of each type at most, checked by the contract). */
  async function setRequirements(
    tx: Tx,
    storeId: string,
    optionId: string,
    wanted: readonly { type: RequirementRow['type']; amount: number }[],
  ) {
    const scope = and(
      eq(shippingOptionRequirement.storeId, storeId),
      eq(shippingOptionRequirement.shippingOptionId, optionId),
      isNull(shippingOptionRequirement.deletedAt),
    );
    await tx
      .update(shippingOptionRequirement)
      .set({ deletedAt: new Date() })
      .where(
        and(
          scope,
          wanted.length > 0
            ? notInArray(
                shippingOptionRequirement.type,
                wanted.map((requirement) => requirement.type),
              )
            : undefined,
        ),
      );
    if (wanted.length === 0) return;
    await tx
      .insert(shippingOptionRequirement)
      .values(
        wanted.map((requirement) => ({
          storeId,
          id: newId('sor'),
          shippingOptionId: optionId,
          type: requirement.type,
          amount: requirement.amount,
        })),
      )
      .onConflictDoUpdate({
        target: [
          shippingOptionRequirement.storeId,
          shippingOptionRequirement.shippingOptionId,
          shippingOptionRequirement.type,
        ],
        targetWhere: sql`${shippingOptionRequirement.deletedAt} is null`,
        set: { amount: sql`excluded.amount` },
      });
  }

  return {
    async list(ctx: AdminContext, query: ListQuery): Promise<Page<ShippingOptionView>> {
      const list = readList(query, {
        defaultLimit: DEFAULT_LIMIT,
        sortable: SORTABLE,
        defaultOrder: 'created_at',
        tieBreak: [shippingOption.id],
      });
      const where = and(
        eq(shippingOption.storeId, ctx.storeId),
        isNull(shippingOption.deletedAt),
        search(query.q, [shippingOption.name]),
        query.id?.length ? inArray(shippingOption.id, query.id) : undefined,
        query.name !== undefined ? eq(shippingOption.name, query.name) : undefined,
        query.region_id?.length ? inArray(shippingOption.regionId, query.region_id) : undefined,
        query.profile_id?.length ? inArray(shippingOption.profileId, query.profile_id) : undefined,
        query.is_return !== undefined ? eq(shippingOption.isReturn, query.is_return) : undefined,
        query.admin_only !== undefined ? eq(shippingOption.adminOnly, query.admin_only) : undefined,
        ...dateRange(shippingOption.createdAt, query.created_at),
        ...dateRange(shippingOption.updatedAt, query.updated_at),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const found = await withRelations(tx)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset);
        const page = await withTotal(
          found.map((entry) => ({ row: entry, total: entry.total })),
          list,
          async () => {
            const [counted] = await tx
              .select({ total: count() })
              .from(shippingOption)
              .innerJoin(region, optionRegion)
              .where(where);
            return counted?.total ?? 0;
          },
        );
        return { ...page, rows: await complete(tx, ctx.storeId, page.rows) };
      });
    },

    async retrieve(ctx: AdminContext, id: string): Promise<ShippingOptionView> {
      return withTenantTx(db, ctx.storeId, (tx) => readOne(tx, ctx.storeId, id));
    },

    /**
     * Creates an option in the store's default profile unless another is named. The provider
     * must be enabled in the region and accept `data` as one of its options; a calculated price
     * needs a provider that calculates one.
     */
    async create(ctx: AdminContext, input: CreateInput): Promise<ShippingOptionView> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [regionRow] = await tx
          .select({ id: region.id })
          .from(region)
          .where(
            and(
              eq(region.storeId, ctx.storeId),
              eq(region.id, input.region_id),
              isNull(region.deletedAt),
            ),
          );
        if (!regionRow) throw notFound('Region', input.region_id);
        const [profile] = await tx
          .select({ id: shippingProfile.id })
          .from(shippingProfile)
          .where(
            and(
              eq(shippingProfile.storeId, ctx.storeId),
              isNull(shippingProfile.deletedAt),
              input.profile_id
                ? eq(shippingProfile.id, input.profile_id)
                : eq(shippingProfile.type, 'default'),
            ),
          );
        if (!profile) throw notFound('ShippingProfile', input.profile_id ?? 'default');
        const provider = await requireProvider(tx, ctx.storeId, input.region_id, input.provider_id);
        if (!provider.validateOption(input.data)) {
          throw new StoredeskError(
            'invalid_data',
            `data: is not one of the fulfillment options of provider ${input.provider_id}`,
          );
        }
        if (input.price_type === 'calculated' && !provider.canCalculate(input.data)) {
          throw new StoredeskError(
            'invalid_data',
            `price_type: provider ${input.provider_id} cannot calculate prices for this option`,
          );
        }
        const id = newId('so');
        await tx.insert(shippingOption).values({
          storeId: ctx.storeId,
          id,
          name: input.name,
          regionId: input.region_id,
          profileId: profile.id,
          providerId: input.provider_id,
          priceType: input.price_type,
          amount: input.price_type === 'calculated' ? null : input.amount!,
          isReturn: input.is_return ?? false,
          adminOnly: input.admin_only ?? false,
          includesTax: input.includes_tax ?? false,
          data: input.data,
          metadata: input.metadata ?? null,
        });
        if (input.requirements?.length) {
          await setRequirements(tx, ctx.storeId, id, input.requirements);
        }
        return readOne(tx, ctx.storeId, id);
      });
    },

    /** Changes name, price, flags, metadata and (the whole set of) requirements. */
    async update(ctx: AdminContext, id: string, input: UpdateInput): Promise<ShippingOptionView> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [current] = await tx
          .select()
          .from(shippingOption)
          .where(liveOption(ctx.storeId, id))
          .for('update');
        if (!current) throw notFound('ShippingOption', id);
        const priceType = input.price_type ?? current.priceType;
        if (input.price_type === 'calculated' && current.priceType !== 'calculated') {
          const provider = providers.fulfillment(current.providerId);
          if (!provider?.canCalculate(current.data)) {
            throw new StoredeskError(
              'invalid_data',
              `price_type: provider ${current.providerId} cannot calculate prices for this option`,
            );
          }
        }
        const amount =
          priceType === 'calculated'
            ? null
            : input.amount !== undefined
              ? input.amount
              : current.amount;
        if (priceType === 'flat_rate' && (amount === null || amount === undefined)) {
          throw new StoredeskError('invalid_data', 'amount: is required for a flat_rate price');
        }
        await tx
          .update(shippingOption)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            priceType,
            amount,
            ...(input.admin_only !== undefined && { adminOnly: input.admin_only }),
            ...(input.includes_tax !== undefined && { includesTax: input.includes_tax }),
            ...(input.metadata !== undefined && { metadata: input.metadata }),
            updatedAt: new Date(),
          })
          .where(liveOption(ctx.storeId, id));
        if (input.requirements !== undefined) {
          await setRequirements(tx, ctx.storeId, id, input.requirements);
        }
        return readOne(tx, ctx.storeId, id);
      });
    },

    /** Soft-deletes the option (orders that used it keep pointing at it). */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      const removed = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .update(shippingOption)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(liveOption(ctx.storeId, id))
          .returning({ id: shippingOption.id }),
      );
      if (removed.length === 0) throw notFound('ShippingOption', id);
    },

    /**
     * What a storefront may offer: never admin-only options; with `product_ids`, only the
     * options of those products' profiles; with `region_id`, of that region.
     */
    /** `within`: a transaction of the caller's to read in (a cart's checkout step), else one of its own. */
    async listForStore(
      ctx: RequestContext,
      query: StoreListQuery,
      within?: Tx,
    ): Promise<ShippingOptionView[]> {
      const conditions: (SQL | undefined)[] = [
        eq(shippingOption.storeId, ctx.storeId),
        isNull(shippingOption.deletedAt),
        eq(shippingOption.adminOnly, false),
        query.region_id !== undefined ? eq(shippingOption.regionId, query.region_id) : undefined,
        query.is_return !== undefined
          ? eq(shippingOption.isReturn, query.is_return === 'true')
          : undefined,
      ];
      if (query.product_ids?.length) {
        conditions.push(
          inArray(
            shippingOption.profileId,
            sql`(SELECT ${sql.raw(productProfileIdSql('p'))} FROM product p
              WHERE p.store_id = ${ctx.storeId} AND p.deleted_at IS NULL
                AND p.id IN (${sql.join(
                  query.product_ids.map((productId) => sql`${productId}`),
                  sql`, `,
                )}))`,
          ),
        );
      }
      const read = async (tx: Tx) => {
        const found = await withRelations(tx)
          .where(and(...conditions))
          .orderBy(shippingOption.createdAt, shippingOption.id)
          .limit(1000);
        return complete(tx, ctx.storeId, found);
      };
      // A read: its commit changes no catalogue answer.
      return within ? read(within) : withTenantTx(db, ctx.storeId, read, { catalog: false });
    },
  };
}
