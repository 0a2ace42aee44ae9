import type {
  AdminCurrenciesListRes,
  AdminCurrenciesRes,
  AdminGetCurrenciesParams,
  AdminPostCurrenciesCurrencyReq,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud } from '../resource.js';

/**
 * Currencies, addressed by their code (`usd`). The server serves `list` and `update` (whether
 * the store's prices in a currency include tax); currencies are reference data, so the other
 * calls of the common five reach routes the server does not have (they answer 404). A store's
 * own currencies are added and removed through `admin.store`.
 */
export function adminCurrencies(http: HttpClient) {
  return crud<{
    res: AdminCurrenciesRes;
    listRes: AdminCurrenciesListRes;
    createReq: Untyped;
    updateReq: AdminPostCurrenciesCurrencyReq;
    listQuery: AdminGetCurrenciesParams;
  }>(http, '/admin/currencies');
}
export type AdminCurrenciesResource = ReturnType<typeof adminCurrencies>;
