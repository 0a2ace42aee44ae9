import type { AdminCountriesListRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

/** Every ISO country with this store's region holding it (a Storedesk extra for pickers). */
export function adminCountries(http: HttpClient) {
  return {
    list: (options?: CallOptions) =>
      http.get<AdminCountriesListRes>('/admin/countries', undefined, options),
  };
}
export type AdminCountriesResource = ReturnType<typeof adminCountries>;
