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

/**
 * A store's handle, its name in URLs (`/s/{handle}`, `/shop/{handle}`, `{handle}.{shop
 * domain}`): lower-case letters, digits and hyphens, starting and ending with a letter or digit.
 */
export const STORE_HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])$/;

/** A host name a store's API answers on: lower-case DNS labels, at least two, no port. */
export const STORE_HOST_NAME_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A browser origin as browsers send it: scheme, host and optional port, no path. */
export const ORIGIN_PATTERN =
  /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/**
 * Storedesk: the languages a store can write to its customers in (its order mails), the same 21
 * locale codes as the admin's interface languages (SPEC point 9; `tm` is Tamil).
 */
export const STORE_LOCALES = [
  'en',
  'de',
  'fr',
  'hr',
  'it',
  'pt',
  'uk',
  'ar',
  'pl',
  'es',
  'hi',
  'bs',
  'vi',
  'tm',
  'ru',
  'sl',
  'bg',
  'ko',
  'ja',
  'cs',
  'zh',
] as const;
export const StoreLocale = z.enum(STORE_LOCALES);
export type StoreLocale = z.infer<typeof StoreLocale>;

/** A stored locale code as a `StoreLocale` (English for one this version does not know). */
export function storeLocaleOf(code: string | null | undefined): StoreLocale {
  return (STORE_LOCALES as readonly string[]).includes(code ?? '') ? (code as StoreLocale) : 'en';
}

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
  /** Storedesk: the store's handle (its API base URL is `/s/{handle}`). */
  handle: z.string(),
  /** Storedesk: a custom domain serving the store API without a key. */
  host_name: z.string().nullable(),
  /** Storedesk: origins allowed to call the store API from a browser (v1 `store_cors`). */
  store_cors: z.array(z.string()),
});
export type Store = z.infer<typeof Store>;

export const AdminStoreRes = z.object({
  store: Store.extend({
    feature_flags: z.array(FeatureFlag),
    modules: z.array(ModuleEntry),
    /** The payment providers this server offers and whether this store has each set up (v1). */
    payment_providers: z.array(ProviderRef),
    /** Storedesk: the language of the store's mails to its customers (order mails). */
    default_locale: StoreLocale,
    /** The fulfilment providers this server offers (v1). */
    fulfillment_providers: z.array(ProviderRef),
    /**
     * Storedesk: where a Medusa v1 storefront reaches this store with no key: the base URL
     * `{PUBLIC_URL}/s/{handle}`, the host-name ones, and the hosted shop `/shop/{handle}`.
     */
    storefront_urls: z.object({
      api_base_url: z.string(),
      host_base_urls: z.array(z.string()),
      shop_url: z.string(),
    }),
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
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .regex(STORE_HANDLE_PATTERN, {
      message:
        'must be 2 to 48 lower-case letters, digits or hyphens, starting and ending with a letter or digit',
    })
    .optional(),
  /** A custom domain for the store API (null removes it). */
  host_name: z
    .string()
    .trim()
    .toLowerCase()
    .transform((host) => host.replace(/\.$/, ''))
    .pipe(
      z.string().regex(STORE_HOST_NAME_PATTERN, {
        message: 'must be a host name such as shop.example.com (no scheme, port or path)',
      }),
    )
    .nullable()
    .optional(),
  store_cors: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .transform((origin) => origin.replace(/\/+$/, ''))
        .pipe(
          z.string().regex(ORIGIN_PATTERN, {
            message: 'must be an origin such as https://shop.example.com (no path)',
          }),
        ),
    )
    .max(50)
    .optional(),
  /** Storedesk: the language of the store's mails to its customers. */
  default_locale: StoreLocale.optional(),
});
export type AdminPostStoreReq = z.infer<typeof AdminPostStoreReq>;
