import type { Country, Currency } from '@storedesk/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { pageTotal, withTotal, type Page, type Paging } from '../../platform/list.js';
import { region } from './regions.tables.js';

/**
 * Region reads as one SQL statement: each region row carries its countries, currency and
 * provider ids as JSON built by PostgreSQL, and the store's saved provider settings (to tell
 * which providers are installed), so a page costs one statement whatever its size.
 */

/** A region row with everything its answer needs. */
export interface RegionRead {
  row: typeof region.$inferSelect;
  countries: Country[];
  currency: Currency | null;
  paymentProviderIds: string[];
  fulfillmentProviderIds: string[];
  /** The store's saved settings per payment provider (secret values masked), enabled ones only. */
  savedSettings: Record<string, Record<string, string>>;
}

// Constant SQL (no request value is spliced in): Drizzle writes a single-table select's own
// columns unqualified, so the subqueries name their tables with aliases of their own.
const countriesJson = sql.raw(`coalesce((
  SELECT json_agg(json_build_object(
      'id', c.id, 'iso_2', c.iso_2, 'iso_3', c.iso_3, 'num_code', c.num_code,
      'name', c.name, 'display_name', c.display_name, 'region_id', rc.region_id)
    ORDER BY c.display_name)
  FROM region_country rc JOIN country c ON c.iso_2 = rc.iso_2
  WHERE rc.store_id = region.store_id AND rc.region_id = region.id
), '[]'::json)`) as SQL<Country[]>;

const currencyJson = sql.raw(`(
  SELECT json_build_object('code', cu.code, 'symbol', cu.symbol,
    'symbol_native', cu.symbol_native, 'name', cu.name)
  FROM currency cu WHERE cu.code = region.currency_code
)`) as SQL<Currency | null>;

const providerIds = (table: 'region_payment_provider' | 'region_fulfillment_provider') =>
  sql.raw(`coalesce((
    SELECT json_agg(p.provider_id ORDER BY p.provider_id) FROM ${table} p
    WHERE p.store_id = region.store_id AND p.region_id = region.id
  ), '[]'::json)`) as SQL<string[]>;

const savedSettingsJson = sql.raw(`(
  SELECT json_object_agg(ppc.provider_id, ppc.settings) FROM payment_provider_config ppc
  WHERE ppc.store_id = region.store_id AND ppc.is_enabled
)`) as SQL<Record<string, Record<string, string>> | null>;

const columns = {
  row: getTableColumns(region),
  countries: countriesJson,
  currency: currencyJson,
  paymentProviderIds: providerIds('region_payment_provider'),
  fulfillmentProviderIds: providerIds('region_fulfillment_provider'),
  savedSettings: savedSettingsJson,
};

type Selected = Omit<RegionRead, 'savedSettings'> & {
  savedSettings: RegionRead['savedSettings'] | null;
};

const finish = (found: Selected): RegionRead => ({
  ...found,
  savedSettings: found.savedSettings ?? {},
});

/** One page of the regions `where` selects, in `orderBy` order, with the total. */
export async function findRegionPage(
  tx: Tx,
  where: SQL | undefined,
  list: Paging & { orderBy: SQL[] },
): Promise<Page<RegionRead>> {
  const found = await tx
    .select({ ...columns, total: pageTotal() })
    .from(region)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  return withTotal(
    found.map(({ total, ...rest }) => ({ row: finish(rest as Selected), total })),
    list,
    () => tx.$count(region, where),
  );
}

/** The region `where` selects (the store's id and liveness in it), or undefined. */
export async function findRegion(tx: Tx, where: SQL | undefined): Promise<RegionRead | undefined> {
  const [found] = await tx.select(columns).from(region).where(where);
  return found ? finish(found as Selected) : undefined;
}
