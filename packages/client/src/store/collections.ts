import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes, Res } from '../placeholders.js';
import { path } from '../resource.js';

export function storeCollections(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'collections'>>('/store/collections', query, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<Res<'collection'>>(path`/store/collections/${id}`, undefined, options),
  };
}
export type StoreCollectionsResource = ReturnType<typeof storeCollections>;
