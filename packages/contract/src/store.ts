import { z } from 'zod';
import { Metadata, Timestamp } from './common.js';
import { ProviderRef } from './payment-providers.js';
import { SalesChannel } from './sales-channels.js';

export const Currency = z.object({
  code: z.string(),
  symbol: z.string(),
  symbol_native: z.string(),
  name: z.string(),
});
export type Currency = z.infer<typeof Currency>;

/** Known feature flag keys (SPEC point 3). Each enabled module also becomes a flag set true. */
export const FEATURE_FLAG_KEYS = ['analytics', 'product_categories', 'inventoryService'] as const;

export const FeatureFlag = z.object({ key: z.string(), value: z.boolean() });
export type FeatureFlag = z.infer<typeof FeatureFlag>;

export const ModuleEntry = z.object({ module: z.string(), resolution: z.string() });
export type ModuleEntry = z.infer<typeof ModuleEntry>;

export const Store = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  name: z.string(),
  default_currency_code: z.string(),
  swap_link_template: z.string().nullable(),
  payment_link_template: z.string().nullable(),
  invite_link_template: z.string().nullable(),
  default_location_id: z.string().nullable(),
  metadata: Metadata,
  default_sales_channel_id: z.string().nullable(),
  currencies: z.array(Currency),
  default_currency: Currency.nullable(),
  default_sales_channel: SalesChannel.nullable(),
});
export type Store = z.infer<typeof Store>;

export const AdminStoreRes = z.object({
  store: Store.extend({
    feature_flags: z.array(FeatureFlag),
    modules: z.array(ModuleEntry),
    /** The payment providers this server offers and whether this store has each set up (v1). */
    payment_providers: z.array(ProviderRef),
    /** The fulfilment providers this server offers (v1). */
    fulfillment_providers: z.array(ProviderRef),
  }),
});
export type AdminStoreRes = z.infer<typeof AdminStoreRes>;

const CurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code' })
  .transform((code) => code.toLowerCase());

export const AdminPostStoreReq = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  default_currency_code: CurrencyCode.optional(),
  /** The store's currencies, replacing the current list (Medusa v1); it keeps the default one. */
  currencies: z.array(CurrencyCode).max(500).optional(),
  swap_link_template: z.string().max(2000).nullable().optional(),
  payment_link_template: z.string().max(2000).nullable().optional(),
  invite_link_template: z.string().max(2000).nullable().optional(),
  metadata: Metadata.optional(),
});
export type AdminPostStoreReq = z.infer<typeof AdminPostStoreReq>;
