import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type RegionRes = Res<'region'>;

/** Regions with their countries and fulfillment and payment providers. */
export function adminRegions(http: HttpClient) {
  return {
    ...placeholderCrud<'region', 'regions'>(http, '/admin/regions'),
    /** Body `{ country_code }`. */
    addCountry: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<RegionRes>(path`/admin/regions/${id}/countries`, body, options),
    deleteCountry: (id: string, countryCode: string, options?: CallOptions) =>
      http.delete<RegionRes>(
        path`/admin/regions/${id}/countries/${countryCode}`,
        undefined,
        options,
      ),
    /** Body `{ provider_id }`. */
    addFulfillmentProvider: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<RegionRes>(path`/admin/regions/${id}/fulfillment-providers`, body, options),
    deleteFulfillmentProvider: (id: string, providerId: string, options?: CallOptions) =>
      http.delete<RegionRes>(
        path`/admin/regions/${id}/fulfillment-providers/${providerId}`,
        undefined,
        options,
      ),
    retrieveFulfillmentOptions: (id: string, options?: CallOptions) =>
      http.get<{ fulfillment_options: Untyped[] }>(
        path`/admin/regions/${id}/fulfillment-options`,
        undefined,
        options,
      ),
    /** Body `{ provider_id }`. */
    addPaymentProvider: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<RegionRes>(path`/admin/regions/${id}/payment-providers`, body, options),
    deletePaymentProvider: (id: string, providerId: string, options?: CallOptions) =>
      http.delete<RegionRes>(
        path`/admin/regions/${id}/payment-providers/${providerId}`,
        undefined,
        options,
      ),
  };
}
export type AdminRegionsResource = ReturnType<typeof adminRegions>;
