import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/ids.js';
import { pickPrice, type PriceCandidate } from '../price-lists/pricing.js';
import { productProfileIdSql } from '../products/product-profile.js';
import { findApplicableRates } from '../taxes/applicable-rates.js';
import type { ApplicableRate } from '../taxes/tax-calculation.js';

/**
 * Re-pricing and re-taxing a cart after any change, in three SQL statements whatever the number
 * of lines: one reads every line with its variant's candidate prices and every shipping method,
 * one finds the tax rates of all of them (taxes/applicable-rates.ts), one writes the new
 * unit prices, drops lines that have no price any more (a region change, v1 does the same) and
 * replaces the tax lines of items and shipping methods.
 *
 * Prices follow modules/price-lists/pricing.ts (`pickPrice`): the region's price, else the
 * currency's; active sale and override price lists; quantity tiers at the line's quantity. A
 * draft order's custom line (no variant, a price staff gave) keeps its price and is taxed at
 * the region's rate.
 */

/** What the refresh needs to know about the cart (read with the cart's lock). */
export interface CartPricing {
  storeId: string;
  cartId: string;
  regionId: string;
  currencyCode: string;
  /** Whether the cart's prices include tax (the currency's setting, else the region's). */
  includesTax: boolean;
  /** Regions without automatic taxes keep no tax lines on carts (v1). */
  automaticTaxes: boolean;
}

interface LineRow {
  id: string;
  product_id: string | null;
  quantity: number;
  unit_price: number;
  /** A draft order's custom line: its price is the one staff gave. */
  custom: boolean;
  /**
   * What an exchange's cart takes back: priced and taxed as it was bought (its tax lines are
   * copies of the order line's), so the refresh leaves it alone.
   */
  is_return: boolean;
  prices: PriceCandidate[] | null;
}

interface RefreshDoc {
  items: LineRow[];
  methods: { id: string; option_id: string }[];
}

/** The candidate prices of a variant `variant` for the cart's region or currency, as JSON. */
export const candidatePricesSql = (
  storeId: string,
  variant: ReturnType<typeof sql>,
  cart: CartPricing,
) => sql`
  (SELECT json_agg(json_build_object(
      'amount', ma.amount, 'currency_code', ma.currency_code, 'region_id', ma.region_id,
      'min_quantity', ma.min_quantity, 'max_quantity', ma.max_quantity,
      'price_list_id', ma.price_list_id,
      'price_list', CASE WHEN pl.id IS NULL THEN NULL ELSE json_build_object(
        'type', pl.type, 'status', pl.status, 'starts_at', pl.starts_at, 'ends_at', pl.ends_at,
        'deleted_at', pl.deleted_at) END))
    FROM money_amount ma
    LEFT JOIN price_list pl ON pl.store_id = ma.store_id AND pl.id = ma.price_list_id
    WHERE ma.store_id = ${storeId} AND ma.variant_id = ${variant}
      AND (ma.region_id = ${cart.regionId}
        OR (ma.region_id IS NULL AND ma.currency_code = ${cart.currencyCode})))`;

/** The unit price of `quantity` units under the cart's region and currency, or null. */
export function unitPriceOf(
  prices: readonly PriceCandidate[] | null,
  cart: CartPricing,
  quantity: number,
  now: Date,
): number | null {
  return pickPrice(prices ?? [], {
    regionId: cart.regionId,
    currencyCode: cart.currencyCode,
    quantity,
    now,
  }).calculated;
}

/** Re-prices and re-taxes every line and shipping method of the cart (see above). */
export async function refreshCart(tx: Tx, cart: CartPricing): Promise<void> {
  const { storeId, cartId } = cart;
  const found = (await tx.execute(sql`
    SELECT json_build_object(
      'items', coalesce((
        SELECT json_agg(json_build_object(
            'id', li.id, 'product_id', v.product_id, 'quantity', li.quantity,
            'unit_price', li.unit_price,
            'custom', li.variant_id IS NULL AND c.type = 'draft_order',
            'is_return', li.is_return,
            'prices', ${candidatePricesSql(storeId, sql`li.variant_id`, cart)})
          ORDER BY li.created_at, li.id)
        FROM line_item li
        JOIN cart c ON c.store_id = li.store_id AND c.id = li.cart_id
        LEFT JOIN product_variant v ON v.store_id = li.store_id AND v.id = li.variant_id
        WHERE li.store_id = ${storeId} AND li.cart_id = ${cartId}), '[]'::json),
      'methods', coalesce((
        SELECT json_agg(json_build_object('id', sm.id, 'option_id', sm.shipping_option_id))
        FROM shipping_method sm WHERE sm.store_id = ${storeId} AND sm.cart_id = ${cartId}),
        '[]'::json))::text AS doc`)) as unknown as { rows: { doc: string }[] };
  const doc = JSON.parse(found.rows[0]!.doc) as RefreshDoc;
  if (doc.items.length === 0 && doc.methods.length === 0) return;

  const now = new Date();
  const priced: { id: string; unit_price: number }[] = [];
  const dropped: string[] = [];
  for (const item of doc.items) {
    if (item.is_return) continue;
    const price = item.custom
      ? Number(item.unit_price)
      : unitPriceOf(item.prices, cart, item.quantity, now);
    if (price === null) dropped.push(item.id);
    else priced.push({ id: item.id, unit_price: price });
  }

  const rates = cart.automaticTaxes
    ? await findApplicableRates(tx, storeId, [
        ...doc.items
          .filter((item) => !item.is_return && !dropped.includes(item.id))
          .map((item) => ({ key: item.id, regionId: cart.regionId, productId: item.product_id })),
        ...doc.methods.map((method) => ({
          key: method.id,
          regionId: cart.regionId,
          shippingOptionId: method.option_id,
        })),
      ])
    : new Map<string, ApplicableRate[]>();
  const taxLines = (owners: readonly { id: string }[], prefix: string) =>
    owners.flatMap((owner) =>
      (rates.get(owner.id) ?? []).map((rate) => ({
        id: newId(prefix),
        owner_id: owner.id,
        rate: rate.rate,
        name: rate.name,
        code: rate.code,
      })),
    );
  const itemLines = taxLines(priced, 'litl');
  const methodLines = taxLines(doc.methods, 'smtl');

  // One statement: every CTE sees the rows as they were before it, so the tax lines deleted
  // here are the old ones and the inserted ones are new. A line has shipping when one of the
  // cart's methods ships its product's profile.
  await tx.execute(sql`
    WITH prices AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(priced)}::json) AS x(id text, unit_price bigint)
    ), dropped AS (
      DELETE FROM line_item li
      WHERE li.store_id = ${storeId} AND li.cart_id = ${cartId}
        AND li.id = ANY(${`{${dropped.join(',')}}`}::text[])
    ), shipping AS (
      SELECT l.id, EXISTS (
        SELECT 1 FROM shipping_method sm
        JOIN shipping_option so ON so.store_id = sm.store_id AND so.id = sm.shipping_option_id
        WHERE sm.store_id = ${storeId} AND sm.cart_id = ${cartId}
          AND so.profile_id = ${sql.raw(productProfileIdSql('p'))}) AS has_shipping
      FROM line_item l
      LEFT JOIN product_variant v ON v.store_id = l.store_id AND v.id = l.variant_id
      LEFT JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
      WHERE l.store_id = ${storeId} AND l.cart_id = ${cartId}
    ), priced AS (
      UPDATE line_item li SET unit_price = x.unit_price, includes_tax = ${cart.includesTax},
        has_shipping = s.has_shipping, updated_at = now()
      FROM prices x JOIN shipping s ON s.id = x.id
      WHERE li.store_id = ${storeId} AND li.cart_id = ${cartId} AND li.id = x.id
        AND (li.unit_price <> x.unit_price OR li.includes_tax <> ${cart.includesTax}
          OR li.has_shipping IS DISTINCT FROM s.has_shipping)
    ), old_item_lines AS (
      DELETE FROM line_item_tax_line t USING line_item li
      WHERE t.store_id = ${storeId} AND li.store_id = ${storeId} AND li.cart_id = ${cartId}
        AND t.item_id = li.id AND NOT li.is_return
    ), old_method_lines AS (
      DELETE FROM shipping_method_tax_line t USING shipping_method sm
      WHERE t.store_id = ${storeId} AND sm.store_id = ${storeId} AND sm.cart_id = ${cartId}
        AND t.shipping_method_id = sm.id
    ), new_item_lines AS (
      INSERT INTO line_item_tax_line (store_id, id, item_id, rate, name, code)
      SELECT ${storeId}, x.id, x.owner_id, x.rate, x.name, x.code
      FROM json_to_recordset(${JSON.stringify(itemLines)}::json)
        AS x(id text, owner_id text, rate numeric, name text, code text)
    ), new_method_lines AS (
      INSERT INTO shipping_method_tax_line (store_id, id, shipping_method_id, rate, name, code)
      SELECT ${storeId}, x.id, x.owner_id, x.rate, x.name, x.code
      FROM json_to_recordset(${JSON.stringify(methodLines)}::json)
        AS x(id text, owner_id text, rate numeric, name text, code text)
    )
    SELECT 1`);
}
