/**
 * Price selection: which of a variant's prices a shopper pays, given where (region or currency),
 * how many and when. Pure, so the products area can call it on prices it already loaded.
 */

export type PriceType = 'default' | 'sale' | 'override';

/** The price list a price belongs to, as far as choosing a price needs it. */
export interface PricePriceList {
  type: 'sale' | 'override';
  status: 'active' | 'draft';
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  deleted_at?: string | Date | null;
}

/** One money amount of a variant (the wire shape: `MoneyAmount` fits). */
export interface PriceCandidate {
  amount: number;
  currency_code: string;
  region_id: string | null;
  min_quantity: number | null;
  max_quantity: number | null;
  price_list_id?: string | null;
  /** Needed for every price with a `price_list_id`; without it the price is never used. */
  price_list?: PricePriceList | null;
}

export interface PriceContext {
  /** The currency shopped in; with a region, pass the region's currency too. */
  currencyCode?: string | null;
  regionId?: string | null;
  /** How many are bought; 1 when not given. */
  quantity?: number;
  now?: Date;
}

export interface PickedPrice {
  /** The variant's own price: for the region when it has one, else for the currency. */
  original: number | null;
  /** What the shopper pays. */
  calculated: number | null;
  /** Where the calculated price came from; null when no price applies. */
  type: PriceType | null;
}

const time = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();

/** Active, not deleted, and `now` inside [starts_at, ends_at). */
export function isPriceListLive(list: PricePriceList, now: Date): boolean {
  if (list.status !== 'active' || list.deleted_at) return false;
  if (list.starts_at && time(list.starts_at) > now.getTime()) return false;
  if (list.ends_at && time(list.ends_at) <= now.getTime()) return false;
  return true;
}

function fitsQuantity(price: PriceCandidate, quantity: number): boolean {
  return (
    (price.min_quantity == null || quantity >= price.min_quantity) &&
    (price.max_quantity == null || quantity <= price.max_quantity)
  );
}

/**
 * The prices of one source (the variant's own, or one price list) that apply where the shopper
 * is: those for the region, or, when the source has none for the region, those for the currency
 * (without a region).
 */
function forPlace<P extends PriceCandidate>(prices: P[], context: PriceContext): P[] {
  const currency = context.currencyCode?.toLowerCase();
  const regional = context.regionId
    ? prices.filter((price) => price.region_id === context.regionId)
    : [];
  if (regional.length > 0) return regional;
  return currency
    ? prices.filter(
        (price) => price.region_id == null && price.currency_code.toLowerCase() === currency,
      )
    : [];
}

const lowest = (prices: PriceCandidate[]) =>
  prices.length === 0 ? null : Math.min(...prices.map((price) => price.amount));

/**
 * Chooses a variant's price.
 *
 * - original: the variant's own price (not in a price list) for the region, else for the
 *   currency; a price without a quantity range is preferred to a tier.
 * - calculated: the lowest that applies to the quantity among the variant's own prices and the
 *   prices of active, in-date sale lists; if an active, in-date override list has a price that
 *   applies, the lowest such price is used whatever the others are.
 * - Within each source (own prices, each list), region prices win over currency prices.
 */
export function pickPrice(prices: readonly PriceCandidate[], context: PriceContext): PickedPrice {
  const now = context.now ?? new Date();
  const quantity = context.quantity ?? 1;

  const own: PriceCandidate[] = [];
  const byList = new Map<string, { type: 'sale' | 'override'; prices: PriceCandidate[] }>();
  for (const price of prices) {
    if (price.price_list_id == null && !price.price_list) {
      own.push(price);
      continue;
    }
    if (!price.price_list || !isPriceListLive(price.price_list, now)) continue;
    const key = price.price_list_id ?? `list-${byList.size}`;
    const entry = byList.get(key) ?? { type: price.price_list.type, prices: [] };
    entry.prices.push(price);
    byList.set(key, entry);
  }

  const ownHere = forPlace(own, context);
  const unranged = ownHere.filter(
    (price) => price.min_quantity == null && price.max_quantity == null,
  );
  const original = lowest(
    unranged.length > 0 ? unranged : ownHere.filter((p) => fitsQuantity(p, quantity)),
  );

  const overrides: PriceCandidate[] = [];
  const sales: PriceCandidate[] = [];
  for (const list of byList.values()) {
    const applicable = forPlace(list.prices, context).filter((p) => fitsQuantity(p, quantity));
    (list.type === 'override' ? overrides : sales).push(...applicable);
  }

  const override = lowest(overrides);
  if (override !== null) return { original, calculated: override, type: 'override' };

  const ownBest = lowest(ownHere.filter((price) => fitsQuantity(price, quantity)));
  const saleBest = lowest(sales);
  if (saleBest !== null && (ownBest === null || saleBest < ownBest)) {
    return { original, calculated: saleBest, type: 'sale' };
  }
  if (ownBest !== null) return { original, calculated: ownBest, type: 'default' };
  return { original, calculated: null, type: null };
}
