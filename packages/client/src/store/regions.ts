import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

export function storeRegions(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<{ regions: Untyped[] } & Partial<Record<'count' | 'offset' | 'limit', number>>>(
        '/store/regions',
        query,
        options,
      ),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<Res<'region'>>(path`/store/regions/${id}`, undefined, options),
  };
}
export type StoreRegionsResource = ReturnType<typeof storeRegions>;
