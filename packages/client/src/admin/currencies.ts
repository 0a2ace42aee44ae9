import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

/** Currencies, addressed by their code (`usd`); `list` and `update` are the ones the API serves. */
export function adminCurrencies(http: HttpClient) {
  return placeholderCrud<'currency', 'currencies'>(http, '/admin/currencies');
}
export type AdminCurrenciesResource = ReturnType<typeof adminCurrencies>;
