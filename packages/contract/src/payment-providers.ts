import { z } from 'zod';
import { Timestamp } from './common.js';

/** A payment, fulfilment or tax provider as v1 answers it: its id and whether it can be used. */
export const ProviderRef = z.object({ id: z.string(), is_installed: z.boolean() });
export type ProviderRef = z.infer<typeof ProviderRef>;
export const PaymentProvider = ProviderRef;
export type PaymentProvider = ProviderRef;
export const FulfillmentProvider = ProviderRef;
export type FulfillmentProvider = ProviderRef;
export const TaxProvider = ProviderRef;
export type TaxProvider = ProviderRef;

/** `GET /admin/store/payment-providers`. */
export const AdminPaymentProvidersList = z.object({ payment_providers: z.array(PaymentProvider) });
export type AdminPaymentProvidersList = z.infer<typeof AdminPaymentProvidersList>;

/** `GET /admin/store/tax-providers`: the built-in `system` provider (the store's own rates). */
export const AdminTaxProvidersList = z.object({ tax_providers: z.array(TaxProvider) });
export type AdminTaxProvidersList = z.infer<typeof AdminTaxProvidersList>;

/** The id of a provider in a path (`/admin/payment-providers/stripe`). */
export const ProviderIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export type ProviderIdParams = z.infer<typeof ProviderIdParams>;

/** One value a provider needs from the store (Stripe: `secret_key`, `publishable_key`). */
export const ProviderSettingField = z.object({
  key: z.string(),
  /** Secret values are never answered: `settings` shows them masked (`sk_…1234`). */
  secret: z.boolean(),
  /** May be left empty (Stripe's webhook signing secret); the others are required. */
  optional: z.boolean(),
});
export type ProviderSettingField = z.infer<typeof ProviderSettingField>;

/**
 * A payment provider's settings for this store (Settings → Payment providers; Storedesk's own
 * routes, `/admin/payment-providers`): what it needs, and what was entered with the secret
 * values masked. Never carries a secret.
 */
export const AdminPaymentProviderSettings = z.object({
  id: z.string(),
  is_installed: z.boolean(),
  fields: z.array(ProviderSettingField),
  /** What the store entered (secret values masked), or null when nothing was. */
  settings: z.record(z.string(), z.string()).nullable(),
  updated_at: Timestamp.nullable(),
});
export type AdminPaymentProviderSettings = z.infer<typeof AdminPaymentProviderSettings>;

export const AdminPaymentProviderSettingsRes = z.object({
  payment_provider: AdminPaymentProviderSettings,
});
export type AdminPaymentProviderSettingsRes = z.infer<typeof AdminPaymentProviderSettingsRes>;

export const AdminPaymentProviderSettingsListRes = z.object({
  payment_providers: z.array(AdminPaymentProviderSettings),
});
export type AdminPaymentProviderSettingsListRes = z.infer<
  typeof AdminPaymentProviderSettingsListRes
>;

/**
 * `POST /admin/payment-providers/:id`: the values to store, by the provider's field keys (a key
 * left out keeps what was stored). Which keys a provider takes is the server's to check.
 */
export const AdminPostPaymentProviderSettingsReq = z.record(
  z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, { message: 'must be a setting name such as secret_key' }),
  z.string().trim().min(1).max(500),
);
export type AdminPostPaymentProviderSettingsReq = z.input<
  typeof AdminPostPaymentProviderSettingsReq
>;

/** `POST /admin/payment-providers/:id/check`: whether the provider accepts the stored settings. */
export const AdminPaymentProviderCheckRes = z.object({ ok: z.boolean(), message: z.string() });
export type AdminPaymentProviderCheckRes = z.infer<typeof AdminPaymentProviderCheckRes>;
