import type {
  RegionFindParams,
  StoreGetRegionsParams,
  StoreRegionsListRes,
  StoreRegionsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/** The store's regions, which a storefront matches to the shopper's country (`countries[].iso_2`). */
export function storeRegions(http: HttpClient) {
  return {
    list: (query?: StoreGetRegionsParams, options?: CallOptions) =>
      http.get<StoreRegionsListRes>('/store/regions', query, options),
    retrieve: (id: string, query?: RegionFindParams, options?: CallOptions) =>
      http.get<StoreRegionsRes>(path`/store/regions/${id}`, query, options),
  };
}
export type StoreRegionsResource = ReturnType<typeof storeRegions>;
