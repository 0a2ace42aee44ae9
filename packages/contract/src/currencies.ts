import { z } from 'zod';
import { ListParams, Paging } from './common.js';
import { Currency } from './store.js';

/** A currency as `/admin/currencies` shows it: whether this store's prices in it include tax. */
export const AdminCurrency = Currency.extend({ includes_tax: z.boolean() });
export type AdminCurrency = z.infer<typeof AdminCurrency>;

export const AdminCurrenciesRes = z.object({ currency: AdminCurrency });
export type AdminCurrenciesRes = z.infer<typeof AdminCurrenciesRes>;

export const AdminCurrenciesListRes = z.object({
  currencies: z.array(AdminCurrency),
  ...Paging,
});
export type AdminCurrenciesListRes = z.infer<typeof AdminCurrenciesListRes>;

/** Sort fields of `GET /admin/currencies` (`order=name`, `order=-code`). */
export const CURRENCY_ORDER_FIELDS = ['code', 'name'] as const;

export const AdminGetCurrenciesParams = ListParams.extend({
  code: z
    .string()
    .trim()
    .transform((code) => code.toLowerCase())
    .optional(),
});
export type AdminGetCurrenciesParams = z.input<typeof AdminGetCurrenciesParams>;

/** `:code` in a path, read case-insensitively (`USD` is `usd`). */
export const CurrencyCodeParams = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .transform((code) => code.toLowerCase()),
});
export type CurrencyCodeParams = z.input<typeof CurrencyCodeParams>;

export const AdminPostCurrenciesCurrencyReq = z.strictObject({
  includes_tax: z.boolean().optional(),
});
export type AdminPostCurrenciesCurrencyReq = z.input<typeof AdminPostCurrenciesCurrencyReq>;
