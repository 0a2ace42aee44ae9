import type { MoneyAmount, PriceListPriceInput, Product } from '@storedesk/contract';
import { toMajorUnits, toMinorUnits } from './money';

/** What is typed in the grid, one text per cell, keyed by `cellKey(variant, currency)`. */
export type PriceCells = Record<string, string>;

/** A price the list already has in a cell (to change it by id, or remove it when emptied). */
export interface CellPrice {
  id: string;
  amount: number;
}

export const cellKey = (variantId: string, currencyCode: string): string =>
  `${variantId}:${currencyCode}`;

/**
 * A list's prices as grid cells. The grid shows a variant's plain price per currency: one with no
 * region and no quantity bounds (tiered or regional prices stay as they are).
 */
export function cellsFromPrices(prices: readonly MoneyAmount[]): {
  cells: PriceCells;
  existing: Record<string, CellPrice>;
} {
  const cells: PriceCells = {};
  const existing: Record<string, CellPrice> = {};
  for (const price of prices) {
    if (price.region_id !== null || price.min_quantity !== null || price.max_quantity !== null) {
      continue;
    }
    const key = cellKey(price.variant_id, price.currency_code);
    if (existing[key]) continue;
    existing[key] = { id: price.id, amount: price.amount };
    cells[key] = toMajorUnits(price.amount, price.currency_code);
  }
  return { cells, existing };
}

export interface PriceChanges {
  /** Prices to add (no id) or change (with the id of the list's price). */
  prices: PriceListPriceInput[];
  /** Ids of the list's prices whose cell was emptied. */
  removeIds: string[];
  /** Cells whose text is not a price in their currency. */
  invalid: string[];
}

/**
 * Compares the grid with the list's prices: new cells become prices (minor units), changed ones
 * keep their id, emptied ones are removed. Only the variants of `products` count.
 */
export function priceChanges(
  products: readonly Pick<Product, 'variants'>[],
  currencies: readonly string[],
  cells: PriceCells,
  existing: Record<string, CellPrice> = {},
): PriceChanges {
  const changes: PriceChanges = { prices: [], removeIds: [], invalid: [] };
  for (const product of products) {
    for (const variant of product.variants ?? []) {
      for (const currency of currencies) {
        const key = cellKey(variant.id, currency);
        const amount = toMinorUnits(cells[key] ?? '', currency);
        const before = existing[key];
        if (amount === null) changes.invalid.push(key);
        else if (amount === undefined) {
          if (before) changes.removeIds.push(before.id);
        } else if (!before) {
          changes.prices.push({ variant_id: variant.id, currency_code: currency, amount });
        } else if (before.amount !== amount) {
          changes.prices.push({
            id: before.id,
            variant_id: variant.id,
            currency_code: currency,
            amount,
          });
        }
      }
    }
  }
  return changes;
}
