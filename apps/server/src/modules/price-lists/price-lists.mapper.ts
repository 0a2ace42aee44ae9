import type { PriceList, Product } from '@storedesk/contract';
import { isoOrNull, timestamps } from '../../platform/dates.js';
import {
  toMoneyAmount,
  toProductSummary,
  toVariant,
  type MoneyAmountRow,
  type ProductRow,
  type VariantRow,
} from '../products/products.mapper.js';
import type { PriceListWithPrices } from './price-lists.service.js';

/** The wire shape of a price list with its prices (Medusa v1; no customer groups yet). */
export function toPriceList({ list, prices }: PriceListWithPrices): PriceList {
  return {
    id: list.id,
    ...timestamps(list),
    name: list.name,
    description: list.description,
    type: list.type,
    status: list.status,
    starts_at: isoOrNull(list.startsAt),
    ends_at: isoOrNull(list.endsAt),
    prices: prices.map(toMoneyAmount),
    customer_groups: [],
  };
}

/** A product of the list: its fields and variants, each variant with its prices in the list. */
export function toPriceListProduct(
  row: ProductRow,
  variants: readonly VariantRow[],
  prices: readonly MoneyAmountRow[],
): Product {
  return {
    ...toProductSummary(row),
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) =>
        toVariant(
          variant,
          prices.filter((price) => price.variantId === variant.id),
        ),
      ),
  };
}
