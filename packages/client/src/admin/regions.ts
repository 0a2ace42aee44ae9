import type {
  AdminGetRegionsParams,
  AdminGetRegionsRegionFulfillmentOptionsRes,
  AdminPostRegionsRegionCountriesReq,
  AdminPostRegionsRegionFulfillmentProvidersReq,
  AdminPostRegionsRegionPaymentProvidersReq,
  AdminPostRegionsRegionReq,
  AdminPostRegionsReq,
  AdminRegionsListRes,
  AdminRegionsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

/** Regions with their countries and fulfillment and payment providers. */
export function adminRegions(http: HttpClient) {
  return {
    ...crud<{
      res: AdminRegionsRes;
      listRes: AdminRegionsListRes;
      createReq: AdminPostRegionsReq;
      updateReq: AdminPostRegionsRegionReq;
      listQuery: AdminGetRegionsParams;
    }>(http, '/admin/regions'),
    /** Body `{ country_code }`; a country another region holds is a 422 `duplicate_error` naming it. */
    addCountry: (id: string, body: AdminPostRegionsRegionCountriesReq, options?: CallOptions) =>
      http.post<AdminRegionsRes>(path`/admin/regions/${id}/countries`, body, options),
    deleteCountry: (id: string, countryCode: string, options?: CallOptions) =>
      http.delete<AdminRegionsRes>(
        path`/admin/regions/${id}/countries/${countryCode}`,
        undefined,
        options,
      ),
    /** Body `{ provider_id }`. */
    addFulfillmentProvider: (
      id: string,
      body: AdminPostRegionsRegionFulfillmentProvidersReq,
      options?: CallOptions,
    ) =>
      http.post<AdminRegionsRes>(path`/admin/regions/${id}/fulfillment-providers`, body, options),
    deleteFulfillmentProvider: (id: string, providerId: string, options?: CallOptions) =>
      http.delete<AdminRegionsRes>(
        path`/admin/regions/${id}/fulfillment-providers/${providerId}`,
        undefined,
        options,
      ),
    retrieveFulfillmentOptions: (id: string, options?: CallOptions) =>
      http.get<AdminGetRegionsRegionFulfillmentOptionsRes>(
        path`/admin/regions/${id}/fulfillment-options`,
        undefined,
        options,
      ),
    /** Body `{ provider_id }`. */
    addPaymentProvider: (
      id: string,
      body: AdminPostRegionsRegionPaymentProvidersReq,
      options?: CallOptions,
    ) => http.post<AdminRegionsRes>(path`/admin/regions/${id}/payment-providers`, body, options),
    deletePaymentProvider: (id: string, providerId: string, options?: CallOptions) =>
      http.delete<AdminRegionsRes>(
        path`/admin/regions/${id}/payment-providers/${providerId}`,
        undefined,
        options,
      ),
  };
}
export type AdminRegionsResource = ReturnType<typeof adminRegions>;
