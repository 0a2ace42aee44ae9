import type {
  AdminPaymentProvidersList,
  AdminPostStoreReq,
  AdminStoreRes,
  AdminTaxProvidersList,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/** Store settings: the signed-in user's store, its currencies and providers. */
export function adminStore(http: HttpClient) {
  return {
    retrieve(options?: CallOptions): Promise<AdminStoreRes> {
      return http.get('/admin/store', undefined, options);
    },
    update(body: AdminPostStoreReq, options?: CallOptions): Promise<AdminStoreRes> {
      return http.post('/admin/store', body, options);
    },
    addCurrency(code: string, options?: CallOptions): Promise<AdminStoreRes> {
      return http.post(path`/admin/store/currencies/${code}`, undefined, options);
    },
    deleteCurrency(code: string, options?: CallOptions): Promise<AdminStoreRes> {
      return http.delete(path`/admin/store/currencies/${code}`, undefined, options);
    },
    listPaymentProviders(options?: CallOptions): Promise<AdminPaymentProvidersList> {
      return http.get('/admin/store/payment-providers', undefined, options);
    },
    listTaxProviders(options?: CallOptions): Promise<AdminTaxProvidersList> {
      return http.get('/admin/store/tax-providers', undefined, options);
    },
  };
}
export type AdminStoreResource = ReturnType<typeof adminStore>;
