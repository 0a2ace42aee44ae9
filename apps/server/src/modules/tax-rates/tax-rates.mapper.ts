import type { TaxRate } from '@storedesk/contract';
import { iso } from '../../platform/dates.js';
import { toProductSummary } from '../products/products.mapper.js';
import { toProductValue } from '../product-values/product-values.mapper.js';
import { toShippingOptionBase } from '../shipping/shipping.mapper.js';
import type { TaxRateSelection, TaxRateView } from './tax-rates.service.js';

/**
 * The wire shape of a tax rate (Medusa v1): the fields the request picked (v1's defaults
 * otherwise), the counts it asked for and the relations it expanded.
 */
export function toTaxRate(view: TaxRateView, selection: TaxRateSelection): TaxRate {
  const { row } = view;
  const all: Required<Omit<TaxRate, 'products' | 'product_types' | 'shipping_options'>> = {
    id: row.id,
    rate: row.rate === null ? null : Number(row.rate),
    code: row.code,
    name: row.name,
    region_id: row.regionId,
    metadata: row.metadata ?? null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    product_count: view.counts.product_count ?? 0,
    product_type_count: view.counts.product_type_count ?? 0,
    shipping_option_count: view.counts.shipping_option_count ?? 0,
  };
  const picked = Object.fromEntries(
    selection.fields.map((field) => [field, all[field]]),
  ) as unknown as TaxRate;
  return {
    ...picked,
    ...(view.products && { products: view.products.map(toProductSummary) }),
    ...(view.productTypes && { product_types: view.productTypes.map(toProductValue) }),
    ...(view.shippingOptions && {
      shipping_options: view.shippingOptions.map(toShippingOptionBase),
    }),
  };
}
