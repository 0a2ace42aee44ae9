import type {
  StoreCollectionsListRes,
  StoreCollectionsRes,
  StoreGetCollectionsParams,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

export function storeCollections(http: HttpClient) {
  return {
    list(
      query?: StoreGetCollectionsParams,
      options?: CallOptions,
    ): Promise<StoreCollectionsListRes> {
      return http.get('/store/collections', query, options);
    },
    retrieve(id: string, options?: CallOptions): Promise<StoreCollectionsRes> {
      return http.get(path`/store/collections/${id}`, undefined, options);
    },
  };
}
export type StoreCollectionsResource = ReturnType<typeof storeCollections>;
