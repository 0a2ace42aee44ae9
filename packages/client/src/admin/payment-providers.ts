import type {
  AdminPaymentProviderCheckRes,
  AdminPaymentProviderSettingsListRes,
  AdminPaymentProviderSettingsRes,
  AdminPostPaymentProviderSettingsReq,
  DeleteRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/**
 * The store's settings for its payment providers (Storedesk's own routes; admins only): what
 * each provider needs, what was entered (secrets masked), and a connection check.
 */
export function adminPaymentProviders(http: HttpClient) {
  return {
    list: (options?: CallOptions) =>
      http.get<AdminPaymentProviderSettingsListRes>('/admin/payment-providers', undefined, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<AdminPaymentProviderSettingsRes>(
        path`/admin/payment-providers/${id}`,
        undefined,
        options,
      ),
    /** Every setting the provider takes, e.g. `{ secret_key, publishable_key }` for Stripe. */
    update: (id: string, body: AdminPostPaymentProviderSettingsReq, options?: CallOptions) =>
      http.post<AdminPaymentProviderSettingsRes>(
        path`/admin/payment-providers/${id}`,
        body,
        options,
      ),
    delete: (id: string, options?: CallOptions) =>
      http.delete<DeleteRes>(path`/admin/payment-providers/${id}`, undefined, options),
    /** Tries the stored settings against the provider ("Check connection"). */
    check: (id: string, options?: CallOptions) =>
      http.post<AdminPaymentProviderCheckRes>(
        path`/admin/payment-providers/${id}/check`,
        undefined,
        options,
      ),
  };
}
export type AdminPaymentProvidersResource = ReturnType<typeof adminPaymentProviders>;
