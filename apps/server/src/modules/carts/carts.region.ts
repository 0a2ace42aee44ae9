import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';

/**
 * Where a cart sells: its region (currency, taxes, countries) and its sales channel, as a new
 * cart or a change of either looks them up.
 */

interface RegionInfo {
  id: string;
  currency_code: string;
  automatic_taxes: boolean;
  includes_tax: boolean;
  countries: string[];
}

/** A region of the store with what pricing a cart in it needs (one statement). */
export const regionSql = (storeId: string, regionId: ReturnType<typeof sql>) => sql`
  SELECT r.id, r.currency_code, r.automatic_taxes,
    coalesce(sc.includes_tax, r.includes_tax) AS includes_tax,
    coalesce((SELECT array_agg(rc.iso_2 ORDER BY rc.iso_2) FROM region_country rc
      WHERE rc.store_id = r.store_id AND rc.region_id = r.id), '{}'::text[]) AS countries
  FROM region r
  LEFT JOIN store_currency sc ON sc.store_id = r.store_id AND sc.currency_code = r.currency_code
  WHERE r.store_id = ${storeId} AND r.id = ${regionId} AND r.deleted_at IS NULL`;

const regionNotFound = (id: string) =>
  new StoredeskError('not_found', `Region with id: ${id} was not found`);

export async function findRegion(tx: Tx, storeId: string, regionId: string | null) {
  const [row] = await rowsOf<RegionInfo>(
    tx,
    regionId
      ? regionSql(storeId, sql`${regionId}`)
      : // No region named: the store's first region (every store gets one at sign-up).
        sql`${regionSql(
          storeId,
          sql`(SELECT f.id FROM region f WHERE f.store_id = ${storeId}
            AND f.deleted_at IS NULL ORDER BY f.created_at, f.id LIMIT 1)`,
        )}`,
  );
  if (!row) {
    if (regionId) throw regionNotFound(regionId);
    throw new StoredeskError('invalid_data', 'region_id: the store has no region to sell in');
  }
  return row;
}

/**
 * The sales channel of a new cart or a change of it: one the publishable key reaches (the
 * key's first when none is named), else the store's default channel; never a disabled one.
 */
export async function salesChannelFor(tx: Tx, ctx: RequestContext, wanted: string | undefined) {
  const allowed = ctx.salesChannelIds ?? [];
  if (wanted && allowed.length > 0 && !allowed.includes(wanted)) {
    throw new StoredeskError(
      'invalid_data',
      `sales_channel_id: ${wanted} is not a sales channel of this publishable key`,
    );
  }
  const [row] = await rowsOf<{ id: string; is_disabled: boolean }>(
    tx,
    sql`SELECT sc.id, sc.is_disabled FROM sales_channel sc
      WHERE sc.store_id = ${ctx.storeId} AND sc.deleted_at IS NULL
        AND sc.id = coalesce(${wanted ?? allowed[0] ?? null}::text,
          (SELECT s.default_sales_channel_id FROM store s WHERE s.id = ${ctx.storeId}))`,
  );
  if (!row) {
    if (wanted) {
      throw new StoredeskError('not_found', `Sales channel with id: ${wanted} was not found`);
    }
    return null;
  }
  if (row.is_disabled) {
    throw new StoredeskError(
      'invalid_data',
      `sales_channel_id: the sales channel ${row.id} is disabled and takes no carts`,
    );
  }
  return row.id;
}
