import { z } from 'zod';
import { DateFilter, ListParams, Metadata, Paging, Timestamp } from './common.js';
import { Country, CountryCode } from './countries.js';
import { FulfillmentProvider, PaymentProvider } from './payment-providers.js';
import { Currency } from './store.js';

/**
 * A region (Medusa v1): where a store sells (its countries), in which currency, with which
 * default tax rate and through which payment and fulfilment providers.
 */
export const Region = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  currency_code: z.string(),
  /** Percent: 19 for 19 %. */
  tax_rate: z.number(),
  tax_code: z.string().nullable(),
  gift_cards_taxable: z.boolean(),
  automatic_taxes: z.boolean(),
  /** null: the built-in `system` provider (the store's own tax rates). */
  tax_provider_id: z.string().nullable(),
  metadata: Metadata,
  /** Whether the region's prices include tax (v1's tax-inclusive pricing). */
  includes_tax: z.boolean(),
  countries: z.array(Country),
  currency: Currency,
  payment_providers: z.array(PaymentProvider),
  fulfillment_providers: z.array(FulfillmentProvider),
});
export type Region = z.infer<typeof Region>;

/** The fields `fields` may pick (`id` always comes). */
export const REGION_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'name',
  'currency_code',
  'tax_rate',
  'tax_code',
  'gift_cards_taxable',
  'automatic_taxes',
  'tax_provider_id',
  'metadata',
  'includes_tax',
] as const;

/** The relations `expand` may name; all of them by default, as in v1. */
export const REGION_RELATIONS = [
  'countries',
  'currency',
  'payment_providers',
  'fulfillment_providers',
] as const;

/** Sort fields of `GET /admin/regions` (`order=name`, `order=-created_at`). */
export const REGION_ORDER_FIELDS = [
  'name',
  'currency_code',
  'tax_rate',
  'created_at',
  'updated_at',
] as const;

/**
 * A region as answered: `fields` and `expand` may leave parts out, so everything but the id is
 * optional on the wire schema the routes answer with. Clients that send neither get `Region`.
 */
export const RegionSelection = Region.partial().required({ id: true });

export const AdminRegionsRes = z.object({ region: Region });
export type AdminRegionsRes = z.infer<typeof AdminRegionsRes>;
export const AdminRegionsListRes = z.object({ regions: z.array(Region), ...Paging });
export type AdminRegionsListRes = z.infer<typeof AdminRegionsListRes>;
export const StoreRegionsRes = AdminRegionsRes;
export type StoreRegionsRes = AdminRegionsRes;
export const StoreRegionsListRes = AdminRegionsListRes;
export type StoreRegionsListRes = AdminRegionsListRes;

/** The answers as the routes declare them (with `fields`/`expand` applied). */
export const RegionsSelectionRes = z.object({ region: RegionSelection });
export const RegionsSelectionListRes = z.object({
  regions: z.array(RegionSelection),
  ...Paging,
});

export const AdminRegionsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('region'),
  deleted: z.literal(true),
});
export type AdminRegionsDeleteRes = z.infer<typeof AdminRegionsDeleteRes>;

/** `expand` and `fields` of a single region. */
export const RegionFindParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
});
export type RegionFindParams = z.input<typeof RegionFindParams>;

export const AdminGetRegionsParams = ListParams.extend({
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
  /** With it, the deleted regions in that range are listed instead of the live ones. */
  deleted_at: DateFilter.optional(),
});
export type AdminGetRegionsParams = z.input<typeof AdminGetRegionsParams>;

export const StoreGetRegionsParams = ListParams.extend({
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type StoreGetRegionsParams = z.input<typeof StoreGetRegionsParams>;

const CurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code' })
  .transform((code) => code.toLowerCase());

const Name = z.string().trim().min(1).max(200);
/** Percent, 0 to 100 (19 for 19 %), with at most three decimals as stored. */
const TaxRate = z
  .number()
  .min(0)
  .max(100)
  .refine((rate) => Math.round(rate * 1000) === rate * 1000, {
    message: 'must have at most three decimals',
  });
const TaxCode = z.string().trim().max(100).nullable();
const ProviderIds = z.array(z.string().trim().min(1).max(64)).max(50);
const CountryCodes = z.array(CountryCode).max(300);

export const AdminPostRegionsReq = z.strictObject({
  name: Name,
  /** One of the store's currencies. */
  currency_code: CurrencyCode,
  tax_rate: TaxRate,
  tax_code: TaxCode.optional(),
  /** iso_2 codes; a country held by another region of the store is refused. */
  countries: CountryCodes,
  payment_providers: ProviderIds,
  fulfillment_providers: ProviderIds,
  includes_tax: z.boolean().optional(),
  automatic_taxes: z.boolean().optional(),
  gift_cards_taxable: z.boolean().optional(),
  metadata: Metadata.optional(),
});
export type AdminPostRegionsReq = z.input<typeof AdminPostRegionsReq>;

/** Every field optional; `countries` and the provider lists replace the region's. */
export const AdminPostRegionsRegionReq = z.strictObject({
  name: Name.optional(),
  currency_code: CurrencyCode.optional(),
  tax_rate: TaxRate.optional(),
  tax_code: TaxCode.optional(),
  countries: CountryCodes.optional(),
  payment_providers: ProviderIds.optional(),
  fulfillment_providers: ProviderIds.optional(),
  includes_tax: z.boolean().optional(),
  automatic_taxes: z.boolean().optional(),
  gift_cards_taxable: z.boolean().optional(),
  /** `system` (or null) is the store's own tax rates, the only tax provider. */
  tax_provider_id: z.string().trim().max(64).nullable().optional(),
  metadata: Metadata.optional(),
});
export type AdminPostRegionsRegionReq = z.input<typeof AdminPostRegionsRegionReq>;

export const AdminPostRegionsRegionCountriesReq = z.strictObject({ country_code: CountryCode });
export type AdminPostRegionsRegionCountriesReq = z.input<typeof AdminPostRegionsRegionCountriesReq>;

const ProviderIdBody = z.strictObject({ provider_id: z.string().trim().min(1).max(64) });
export const AdminPostRegionsRegionPaymentProvidersReq = ProviderIdBody;
export type AdminPostRegionsRegionPaymentProvidersReq = z.input<typeof ProviderIdBody>;
export const AdminPostRegionsRegionFulfillmentProvidersReq = ProviderIdBody;
export type AdminPostRegionsRegionFulfillmentProvidersReq = z.input<typeof ProviderIdBody>;

export const RegionCountryParams = z.object({
  id: z.string().min(1),
  country_code: z
    .string()
    .trim()
    .min(1)
    .transform((code) => code.toLowerCase()),
});
export type RegionCountryParams = z.input<typeof RegionCountryParams>;

export const RegionProviderParams = z.object({
  id: z.string().min(1),
  provider_id: z.string().trim().min(1),
});
export type RegionProviderParams = z.input<typeof RegionProviderParams>;

/** One provider's options for the region's shipping options (v1's `FulfillmentOption`). */
export const FulfillmentOption = z.object({
  provider_id: z.string(),
  options: z.array(z.record(z.string(), z.unknown())),
});
export type FulfillmentOption = z.infer<typeof FulfillmentOption>;

export const AdminGetRegionsRegionFulfillmentOptionsRes = z.object({
  fulfillment_options: z.array(FulfillmentOption),
});
export type AdminGetRegionsRegionFulfillmentOptionsRes = z.infer<
  typeof AdminGetRegionsRegionFulfillmentOptionsRes
>;
