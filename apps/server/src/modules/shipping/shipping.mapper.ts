import type {
  ShippingOption,
  ShippingOptionRegion,
  ShippingOptionRequirement,
  ShippingProfileBase,
} from '@storedesk/contract';
import { isoOrNull, timestamps } from '../../platform/dates.js';
import type { region } from '../regions/regions.tables.js';
import type {
  shippingOption,
  shippingOptionRequirement,
  shippingProfile,
} from './shipping.tables.js';

export type ShippingProfileRow = typeof shippingProfile.$inferSelect;
export type ShippingOptionRow = typeof shippingOption.$inferSelect;
export type RequirementRow = typeof shippingOptionRequirement.$inferSelect;
type RegionRow = typeof region.$inferSelect;

/** A profile's own fields (Medusa v1). */
export function toShippingProfileBase(row: ShippingProfileRow): ShippingProfileBase {
  return {
    id: row.id,
    ...timestamps(row),
    name: row.name,
    type: row.type,
    metadata: row.metadata ?? null,
  };
}

export function toRequirement(row: RequirementRow): ShippingOptionRequirement {
  return {
    id: row.id,
    shipping_option_id: row.shippingOptionId,
    type: row.type,
    amount: row.amount,
    deleted_at: isoOrNull(row.deletedAt),
  };
}

/** An option's own fields, without relations or prices (what a tax rate's expand answers). */
export function toShippingOptionBase(row: ShippingOptionRow): ShippingOption {
  return {
    id: row.id,
    ...timestamps(row),
    name: row.name,
    region_id: row.regionId,
    profile_id: row.profileId,
    provider_id: row.providerId,
    price_type: row.priceType,
    amount: row.amount,
    is_return: row.isReturn,
    admin_only: row.adminOnly,
    includes_tax: row.includesTax,
    data: row.data,
    metadata: row.metadata ?? null,
  };
}

/** The region's own columns as an option answers them. */
export function toOptionRegion(row: RegionRow): ShippingOptionRegion {
  return {
    id: row.id,
    ...timestamps(row),
    name: row.name,
    currency_code: row.currencyCode,
    tax_rate: Number(row.taxRate),
    tax_code: row.taxCode,
    gift_cards_taxable: row.giftCardsTaxable,
    automatic_taxes: row.automaticTaxes,
    tax_provider_id: row.taxProviderId,
    includes_tax: row.includesTax,
    metadata: row.metadata ?? null,
  };
}

/** The price of an option with its tax, as `pricing` worked it out. */
export interface OptionPricing {
  priceInclTax: number;
  taxAmount: number;
  rates: { rate: number; name: string; code: string | null }[];
}

/**
 * An option as the admin API answers it (with `profile` and `region`) or the store API (without),
 * always with its requirements and its price with tax.
 */
export function toShippingOption(
  row: ShippingOptionRow,
  related: {
    requirements: readonly RequirementRow[];
    pricing: OptionPricing;
    profile?: ShippingProfileRow | undefined;
    region?: RegionRow | undefined;
  },
): ShippingOption {
  return {
    ...toShippingOptionBase(row),
    ...(related.profile && { profile: toShippingProfileBase(related.profile) }),
    ...(related.region && { region: toOptionRegion(related.region) }),
    requirements: related.requirements.map(toRequirement),
    price_incl_tax: related.pricing.priceInclTax,
    tax_rates: related.pricing.rates,
    tax_amount: related.pricing.taxAmount,
  };
}
