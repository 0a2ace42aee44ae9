import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import {
  calculateLineTax,
  type ApplicableRate,
  type LineTax,
  type TaxableLine,
} from './tax-calculation.js';

/**
 * Which tax rates apply to the lines of a cart or an order (items and shipping methods), for
 * many lines in one SQL statement. For each line, in its region:
 *
 * 1. a shipping method: the rates that name its shipping option; an item: the rates that name
 *    its product;
 * 2. an item with no product rate: the rates that name its product's type;
 * 3. otherwise the region's default rate (`region.tax_rate`), named `default`, with the region's
 *    tax code (`default` when it has none).
 *
 * The most specific level that has any rate wins, and every rate of that level applies (two
 * rates on one product, a state and a city rate say, are both charged; tax-calculation.ts shares
 * the rounding between them). An override without a rate of its own (`rate: null`) charges the
 * region's default rate under its own name and code. Only rates of the line's region count.
 *
 * The taxes area is the tax engine (this file and tax-calculation.ts), below the carts, orders
 * and shipping options that charge taxes; the tax-rates area, above them, is the staff's
 * administration of rates, whose answers embed products and shipping options.
 */

/** One line to find rates for. `key` is the caller's own handle (a line item or method id). */
export interface RateLookup {
  key: string;
  regionId: string;
  /** An item's product (none for custom items or shipping methods). */
  productId?: string | null | undefined;
  /** A shipping method's option. */
  shippingOptionId?: string | null | undefined;
}

/**
 * The rates of each line, by key. A line whose region is not a live region of the store gets no
 * entry (the caller decides what that means: usually a 404 on the region).
 */
export async function findApplicableRates(
  db: Executor,
  storeId: string,
  lines: readonly RateLookup[],
): Promise<Map<string, ApplicableRate[]>> {
  const found = new Map<string, ApplicableRate[]>();
  if (lines.length === 0) return found;
  const input = JSON.stringify(
    lines.map((line) => ({
      key: line.key,
      region_id: line.regionId,
      product_id: line.productId ?? null,
      option_id: line.shippingOptionId ?? null,
    })),
  );
  // Each level is a json array of { rate, name, code } or null when it has no rate; the first
  // level that is not null wins. Ordered by creation, so the answer is stable.
  const rateJson = (t: string) =>
    sql.raw(
      `json_agg(json_build_object('rate', coalesce(${t}.rate, r.tax_rate)::float8, 'name', ${t}.name, 'code', ${t}.code) ORDER BY ${t}.created_at, ${t}.id)`,
    );
  const result = (await db.execute(sql`
    SELECT l.key, coalesce(
      (SELECT ${rateJson('t')} FROM shipping_tax_rate s
         JOIN tax_rate t ON t.store_id = s.store_id AND t.id = s.rate_id AND t.region_id = r.id
        WHERE s.store_id = r.store_id AND s.shipping_option_id = l.option_id),
      (SELECT ${rateJson('t')} FROM product_tax_rate pr
         JOIN tax_rate t ON t.store_id = pr.store_id AND t.id = pr.rate_id AND t.region_id = r.id
        WHERE pr.store_id = r.store_id AND pr.product_id = l.product_id AND l.option_id IS NULL),
      (SELECT ${rateJson('t')} FROM product p
         JOIN product_type_tax_rate ptr ON ptr.store_id = p.store_id AND ptr.product_type_id = p.type_id
         JOIN tax_rate t ON t.store_id = ptr.store_id AND t.id = ptr.rate_id AND t.region_id = r.id
        WHERE p.store_id = r.store_id AND p.id = l.product_id AND l.option_id IS NULL),
      json_build_array(json_build_object(
        'rate', r.tax_rate::float8, 'name', 'default', 'code', coalesce(r.tax_code, 'default')))
    )::text AS rates
    FROM json_to_recordset(${input}::json) AS l(key text, region_id text, product_id text, option_id text)
    JOIN region r ON r.store_id = ${storeId} AND r.id = l.region_id AND r.deleted_at IS NULL
  `)) as unknown as { rows: { key: string; rates: string }[] };
  for (const row of result.rows) {
    found.set(row.key, JSON.parse(row.rates) as ApplicableRate[]);
  }
  return found;
}

/** A line to tax: where it is (`RateLookup`) and what it costs (`TaxableLine`). */
export type TaxLookupLine = RateLookup & TaxableLine;

/**
 * The tax of each line, by key: its rates (one statement for all lines) fed to
 * `calculateLineTax`, so every line is rounded by the one documented rule. Lines of a region
 * that does not exist get no entry.
 */
export async function calculateTaxLines(
  db: Executor,
  storeId: string,
  lines: readonly TaxLookupLine[],
): Promise<Map<string, LineTax & { rates: ApplicableRate[] }>> {
  const rates = await findApplicableRates(db, storeId, lines);
  const taxed = new Map<string, LineTax & { rates: ApplicableRate[] }>();
  for (const line of lines) {
    const applicable = rates.get(line.key);
    if (!applicable) continue;
    taxed.set(line.key, { ...calculateLineTax(line, applicable), rates: applicable });
  }
  return taxed;
}
