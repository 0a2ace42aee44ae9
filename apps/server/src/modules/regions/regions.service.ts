import type {
  AdminGetRegionsParams,
  AdminPostRegionsRegionReq,
  AdminPostRegionsReq,
  REGION_ORDER_FIELDS,
  StoreGetRegionsParams,
} from '@storedesk/contract';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { dateRange, readList, search, type Page } from '../../platform/list.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { country } from '../../platform/reference/country.tables.js';
import { paymentProviderConfig } from '../payment-providers/payment-providers.tables.js';
import {
  regionCountry,
  regionFulfillmentProvider,
  regionPaymentProvider,
} from './region-links.tables.js';
import { findRegion, findRegionPage, type RegionRead } from './regions.query.js';
import { region } from './regions.tables.js';

type AdminListQuery = z.output<typeof AdminGetRegionsParams>;
type StoreListQuery = z.output<typeof StoreGetRegionsParams>;
type CreateInput = z.output<typeof AdminPostRegionsReq>;
type UpdateInput = z.output<typeof AdminPostRegionsRegionReq>;
type ProviderKind = 'payment' | 'fulfillment';

/** The columns `order` may name, in the contract's order (REGION_ORDER_FIELDS). */
const SORTABLE = {
  name: region.name,
  currency_code: region.currencyCode,
  tax_rate: region.taxRate,
  created_at: region.createdAt,
  updated_at: region.updatedAt,
} satisfies Record<(typeof REGION_ORDER_FIELDS)[number], unknown>;

/** A live (not deleted) region of the store, by id. */
export const liveRegion = (storeId: string, id: string) =>
  and(eq(region.storeId, storeId), eq(region.id, id), isNull(region.deletedAt));

const regionNotFound = (id: string) =>
  new StoredeskError('not_found', `Region with ${id} was not found`);

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/** `tax_provider_id`: only the built-in `system` provider exists, stored as null (v1's default). */
function taxProviderOf(value: string | null | undefined): null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === 'system') return null;
  throw new StoredeskError(
    'invalid_data',
    `tax_provider_id: unknown tax provider "${value}"; use system (the store's own tax rates)`,
  );
}

export function createRegionsService(deps: Pick<AppDeps, 'db'> & ProviderDeps) {
  const { db, providers } = deps;

  /**
   * Fails with a 400 naming `field` unless every id is a provider this server offers and, for
   * payments, one the store has set up (Stripe needs the store's keys first).
   */
  async function checkProviders(
    tx: Tx,
    storeId: string,
    kind: ProviderKind,
    field: string,
    ids: readonly string[],
  ): Promise<void> {
    const known = (
      kind === 'payment' ? providers.paymentProviders() : providers.fulfillmentProviders()
    ).map((provider) => provider.id);
    const unknown = ids.filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      const noun = kind === 'payment' ? 'payment' : 'fulfillment';
      throw new StoredeskError(
        'invalid_data',
        `${field}: ${noun} provider ${unknown.map((id) => `"${id}"`).join(', ')} was not found; this server offers ${known.join(', ')}`,
      );
    }
    if (kind !== 'payment') return;
    const needSettings = ids.filter((id) => (providers.payment(id)?.settings?.length ?? 0) > 0);
    if (needSettings.length === 0) return;
    const saved = await tx
      .select({
        providerId: paymentProviderConfig.providerId,
        settings: paymentProviderConfig.settings,
      })
      .from(paymentProviderConfig)
      .where(
        and(
          eq(paymentProviderConfig.storeId, storeId),
          inArray(paymentProviderConfig.providerId, needSettings),
          eq(paymentProviderConfig.isEnabled, true),
        ),
      );
    const missing = needSettings.filter((id) => {
      const entry = saved.find((row) => row.providerId === id);
      return !providers.payment(id)!.isInstalled(entry?.settings ?? null);
    });
    if (missing.length > 0) {
      throw new StoredeskError(
        'invalid_data',
        `${field}: ${missing.join(', ')} is not set up for this store; enter its settings in Settings → Payment providers first`,
        'provider_not_installed',
      );
    }
  }

  /**
   * Gives the countries to the region, in one statement per call: a country no region holds is
   * taken, one the region holds already stays, and one another region holds is refused (the
   * primary key `(store_id, iso_2)` decides between two requests racing for it: the second
   * waits for the first and then finds it taken). Then explains any refusal, naming the country
   * and its region.
   */
  async function claimCountries(
    tx: Tx,
    storeId: string,
    regionId: string,
    field: string,
    codes: readonly string[],
  ): Promise<void> {
    if (codes.length === 0) return;
    const claimed = await tx
      .insert(regionCountry)
      .select(
        sql`SELECT ${storeId}, ${country.iso2}, ${regionId} FROM ${country} WHERE ${inArray(country.iso2, [...codes])}`,
      )
      .onConflictDoUpdate({
        target: [regionCountry.storeId, regionCountry.iso2],
        set: { regionId: sql`excluded.region_id` },
        setWhere: sql`${regionCountry.regionId} = excluded.region_id`,
      })
      .returning({ iso2: regionCountry.iso2 });
    const refused = codes.filter((code) => !claimed.some((row) => row.iso2 === code));
    if (refused.length === 0) return;

    const holders = await tx
      .select({
        iso2: country.iso2,
        displayName: country.displayName,
        regionId: regionCountry.regionId,
        regionName: region.name,
      })
      .from(country)
      .leftJoin(
        regionCountry,
        and(eq(regionCountry.storeId, storeId), eq(regionCountry.iso2, country.iso2)),
      )
      .leftJoin(region, and(eq(region.storeId, storeId), eq(region.id, regionCountry.regionId)))
      .where(inArray(country.iso2, refused))
      .orderBy(asc(country.iso2));
    const unknown = refused.filter((code) => !holders.some((row) => row.iso2 === code));
    if (unknown.length > 0) {
      throw new StoredeskError(
        'invalid_data',
        `${field}: unknown country code ${unknown.join(', ')} (use ISO 3166-1 alpha-2 codes such as de)`,
      );
    }
    const taken = holders.find((row) => row.regionId && row.regionId !== regionId);
    if (taken) {
      throw new StoredeskError(
        'duplicate_error',
        `${field}: ${taken.displayName} already exists in region ${taken.regionId} (${taken.regionName ?? ''}); remove it there first`,
        'country_in_other_region',
      );
    }
    throw new StoredeskError(
      'conflict',
      `${field}: ${refused.join(', ')} could not be added; try again`,
    );
  }

  /** Sets the region's providers of one kind to exactly `ids`. */
  async function replaceProviders(
    tx: Tx,
    storeId: string,
    regionId: string,
    kind: ProviderKind,
    ids: readonly string[],
  ): Promise<void> {
    const table = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider;
    await tx
      .delete(table)
      .where(
        and(
          eq(table.storeId, storeId),
          eq(table.regionId, regionId),
          ids.length > 0 ? notInArray(table.providerId, [...ids]) : undefined,
        ),
      );
    if (ids.length === 0) return;
    await tx
      .insert(table)
      .values(ids.map((providerId) => ({ storeId, regionId, providerId })))
      .onConflictDoNothing();
  }

  /** The region as answered after a change, or not_found. */
  async function answer(tx: Tx, storeId: string, id: string): Promise<RegionRead> {
    const found = await findRegion(tx, liveRegion(storeId, id));
    if (!found) throw regionNotFound(id);
    return found;
  }

  /** Why a conditional region write changed nothing: no such region, or a currency not sold. */
  async function explainMiss(tx: Tx, storeId: string, id: string, currencyCode?: string) {
    const [live] = await tx.select({ id: region.id }).from(region).where(liveRegion(storeId, id));
    if (!live) throw regionNotFound(id);
    throw currencyNotSold(currencyCode ?? '');
  }

  function list(
    ctx: RequestContext,
    query: AdminListQuery | StoreListQuery,
    defaultLimit: number,
  ): Promise<Page<RegionRead>> {
    const list = readList(query, {
      defaultLimit,
      sortable: SORTABLE,
      defaultOrder: '-created_at',
      tieBreak: [region.id],
    });
    const deletedRange = 'deleted_at' in query ? query.deleted_at : undefined;
    const where = and(
      eq(region.storeId, ctx.storeId),
      deletedRange ? isNotNull(region.deletedAt) : isNull(region.deletedAt),
      search(query.q, [region.name]),
      ...dateRange(region.createdAt, query.created_at),
      ...dateRange(region.updatedAt, query.updated_at),
      ...dateRange(region.deletedAt, deletedRange),
    );
    return withTenantTx(db, ctx.storeId, (tx) => findRegionPage(tx, where, list));
  }

  return {
    /** Admin list: 50 a page by default (v1). */
    list: (ctx: RequestContext, query: AdminListQuery) => list(ctx, query, 50),

    /** Store API list: 100 a page by default (v1), live regions only. */
    listForStore: (ctx: RequestContext, query: StoreListQuery) => list(ctx, query, 100),

    async retrieve(ctx: RequestContext, id: string): Promise<RegionRead> {
      return withTenantTx(db, ctx.storeId, (tx) => answer(tx, ctx.storeId, id));
    },

    /** Creates the region with its countries and providers, all or nothing. */
    async create(ctx: RequestContext, input: CreateInput): Promise<RegionRead> {
      const id = newId('reg');
      const countries = distinct(input.countries);
      const payments = distinct(input.payment_providers);
      const fulfillments = distinct(input.fulfillment_providers);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await checkProviders(tx, ctx.storeId, 'payment', 'payment_providers', payments);
        await checkProviders(tx, ctx.storeId, 'fulfillment', 'fulfillment_providers', fulfillments);
        // Inserted only when the currency is one of the store's: one statement, no race with
        // the currency being removed meanwhile.
        const inserted = await tx.execute(sql`
          INSERT INTO region (store_id, id, name, currency_code, tax_rate, tax_code,
            includes_tax, automatic_taxes, gift_cards_taxable, metadata)
          SELECT ${ctx.storeId}, ${id}, ${input.name}, ${input.currency_code},
            ${String(input.tax_rate)}::numeric, ${input.tax_code ?? null},
            ${input.includes_tax ?? false}, ${input.automatic_taxes ?? true},
            ${input.gift_cards_taxable ?? true},
            ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb
          WHERE EXISTS (SELECT 1 FROM store_currency
            WHERE store_id = ${ctx.storeId} AND currency_code = ${input.currency_code})
          RETURNING id`);
        if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) {
          throw currencyNotSold(input.currency_code);
        }
        await claimCountries(tx, ctx.storeId, id, 'countries', countries);
        await replaceProviders(tx, ctx.storeId, id, 'payment', payments);
        await replaceProviders(tx, ctx.storeId, id, 'fulfillment', fulfillments);
        return answer(tx, ctx.storeId, id);
      });
    },

    /** Changes the given fields; `countries` and provider lists replace the region's. */
    async update(ctx: RequestContext, id: string, input: UpdateInput): Promise<RegionRead> {
      const taxProviderId = taxProviderOf(input.tax_provider_id);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        if (input.payment_providers) {
          await checkProviders(
            tx,
            ctx.storeId,
            'payment',
            'payment_providers',
            distinct(input.payment_providers),
          );
        }
        if (input.fulfillment_providers) {
          await checkProviders(
            tx,
            ctx.storeId,
            'fulfillment',
            'fulfillment_providers',
            distinct(input.fulfillment_providers),
          );
        }
        // One conditional statement: the region is live and, with a new currency, the store
        // sells in it. It also locks the region against a concurrent change of its links.
        const updated = await tx
          .update(region)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.currency_code !== undefined && { currencyCode: input.currency_code }),
            ...(input.tax_rate !== undefined && { taxRate: input.tax_rate }),
            ...(input.tax_code !== undefined && { taxCode: input.tax_code }),
            ...(input.includes_tax !== undefined && { includesTax: input.includes_tax }),
            ...(input.automatic_taxes !== undefined && { automaticTaxes: input.automatic_taxes }),
            ...(input.gift_cards_taxable !== undefined && {
              giftCardsTaxable: input.gift_cards_taxable,
            }),
            ...(taxProviderId !== undefined && { taxProviderId }),
            ...(input.metadata !== undefined && { metadata: input.metadata }),
            updatedAt: new Date(),
          })
          .where(
            and(
              liveRegion(ctx.storeId, id),
              input.currency_code !== undefined
                ? sql`EXISTS (SELECT 1 FROM store_currency WHERE store_id = ${ctx.storeId} AND currency_code = ${input.currency_code})`
                : undefined,
            ),
          )
          .returning({ id: region.id });
        if (updated.length === 0) await explainMiss(tx, ctx.storeId, id, input.currency_code);

        if (input.countries) {
          const codes = distinct(input.countries);
          await tx
            .delete(regionCountry)
            .where(
              and(
                eq(regionCountry.storeId, ctx.storeId),
                eq(regionCountry.regionId, id),
                codes.length > 0 ? notInArray(regionCountry.iso2, codes) : undefined,
              ),
            );
          await claimCountries(tx, ctx.storeId, id, 'countries', codes);
        }
        if (input.payment_providers) {
          await replaceProviders(tx, ctx.storeId, id, 'payment', distinct(input.payment_providers));
        }
        if (input.fulfillment_providers) {
          await replaceProviders(
            tx,
            ctx.storeId,
            id,
            'fulfillment',
            distinct(input.fulfillment_providers),
          );
        }
        return answer(tx, ctx.storeId, id);
      });
    },

    /** Soft-deletes the region (v1) and frees its countries for other regions. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const now = new Date();
        const deleted = await tx
          .update(region)
          .set({ deletedAt: now, updatedAt: now })
          .where(liveRegion(ctx.storeId, id))
          .returning({ id: region.id });
        if (deleted.length === 0) throw regionNotFound(id);
        await tx
          .delete(regionCountry)
          .where(and(eq(regionCountry.storeId, ctx.storeId), eq(regionCountry.regionId, id)));
      });
    },

    async addCountry(ctx: RequestContext, id: string, code: string): Promise<RegionRead> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const touched = await touch(tx, ctx.storeId, id);
        if (!touched) throw regionNotFound(id);
        await claimCountries(tx, ctx.storeId, id, 'country_code', [code]);
        return answer(tx, ctx.storeId, id);
      });
    },

    /** A country the region does not hold leaves it unchanged (v1). */
    async removeCountry(ctx: RequestContext, id: string, code: string): Promise<RegionRead> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const touched = await touch(tx, ctx.storeId, id);
        if (!touched) throw regionNotFound(id);
        await tx
          .delete(regionCountry)
          .where(
            and(
              eq(regionCountry.storeId, ctx.storeId),
              eq(regionCountry.regionId, id),
              eq(regionCountry.iso2, code),
            ),
          );
        return answer(tx, ctx.storeId, id);
      });
    },

    async addProvider(
      ctx: RequestContext,
      id: string,
      kind: ProviderKind,
      providerId: string,
    ): Promise<RegionRead> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await checkProviders(tx, ctx.storeId, kind, 'provider_id', [providerId]);
        const touched = await touch(tx, ctx.storeId, id);
        if (!touched) throw regionNotFound(id);
        const table = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider;
        await tx
          .insert(table)
          .values({ storeId: ctx.storeId, regionId: id, providerId })
          .onConflictDoNothing();
        return answer(tx, ctx.storeId, id);
      });
    },

    /** A provider the region does not offer leaves it unchanged (v1). */
    async removeProvider(
      ctx: RequestContext,
      id: string,
      kind: ProviderKind,
      providerId: string,
    ): Promise<RegionRead> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const touched = await touch(tx, ctx.storeId, id);
        if (!touched) throw regionNotFound(id);
        const table = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider;
        await tx
          .delete(table)
          .where(
            and(
              eq(table.storeId, ctx.storeId),
              eq(table.regionId, id),
              eq(table.providerId, providerId),
            ),
          );
        return answer(tx, ctx.storeId, id);
      });
    },

    /** The options of each of the region's fulfilment providers (v1's fulfillment-options). */
    async fulfillmentOptions(ctx: RequestContext, id: string) {
      const read = await withTenantTx(db, ctx.storeId, (tx) => answer(tx, ctx.storeId, id));
      return Promise.all(
        read.fulfillmentProviderIds.flatMap((providerId) => {
          const provider = providers.fulfillment(providerId);
          return provider
            ? [
                provider
                  .getFulfillmentOptions()
                  .then((options) => ({ provider_id: providerId, options })),
              ]
            : [];
        }),
      );
    },

    /** Every ISO country, with the id of this store's region that holds it (or null). */
    async countries(ctx: RequestContext) {
      return withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .select({
            id: country.id,
            iso_2: country.iso2,
            iso_3: country.iso3,
            num_code: country.numCode,
            name: country.name,
            display_name: country.displayName,
            region_id: regionCountry.regionId,
          })
          .from(country)
          .leftJoin(
            regionCountry,
            and(eq(regionCountry.storeId, ctx.storeId), eq(regionCountry.iso2, country.iso2)),
          )
          .orderBy(asc(country.displayName)),
      );
    },
  };
}

/**
 * Marks the live region changed and locks it, so two changes of its links run one after the
 * other; false when there is no such live region.
 */
async function touch(tx: Tx, storeId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(region)
    .set({ updatedAt: new Date() })
    .where(liveRegion(storeId, id))
    .returning({ id: region.id });
  return rows.length > 0;
}

const currencyNotSold = (code: string): StoredeskError =>
  new StoredeskError(
    'invalid_data',
    `currency_code: Invalid currency code ${code.toUpperCase()}; it must be one of the store's currencies (add it in Settings → Currencies first)`,
  );
